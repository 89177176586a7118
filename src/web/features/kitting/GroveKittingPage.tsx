// /grove-kitting-service: a kit built around Grove modules; at least one is required (services §5 groveRequired).
import { KittingPage } from './KittingPage';

export default function GroveKittingPage() {
  return <KittingPage service="grove" />;
}
