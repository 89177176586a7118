// Advanced PCB, /fusion-advanced-pcb: the PCB order page for its tier (route module).
import { PcbOrderPage } from './PcbOrderPage';

export default function AdvancedPcbPage() {
  return <PcbOrderPage page="advanced" />;
}
