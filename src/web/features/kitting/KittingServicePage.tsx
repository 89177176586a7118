// /kitting-service: any kit from the parts library, the customer's PCBs and printed material (issue 13).
import { KittingPage } from './KittingPage';

export default function KittingServicePage() {
  return <KittingPage service="kitting" />;
}
