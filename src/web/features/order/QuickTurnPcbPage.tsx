// Quick-turn PCB, /fusion_pcb (the spec's {product} page): the PCB order page for its tier (route module).
import { PcbOrderPage } from './PcbOrderPage';

export default function QuickTurnPcbPage() {
  return <PcbOrderPage page="quick" />;
}
