// Premium PCB/PCBA, /premium-pcb-pcba (manual quote within 24 hours): the PCB order page for its tier (route module).
import { PcbOrderPage } from './PcbOrderPage';

export default function PremiumPcbPage() {
  return <PcbOrderPage page="premium" />;
}
