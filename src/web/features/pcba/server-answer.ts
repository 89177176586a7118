// What the "Added to cart" dialog says about the server's answer to POST /v1/cart/add-pcba (issue 11 "Price": "the
// page shows the estimate instantly and the server's price for the cart"). The server re-reads, re-matches and
// prices on its own, so its answer can differ from the page: a part sold out meanwhile comes back Pending, a line
// without a price leaves the item waiting for the quotation. Pure, so the comparison is tested without a dialog.
import type { BomStatus } from '../../../shared/pcba/bom-line';
import type { PcbaCartItem } from '../../../shared/contracts/pcba-order';

/** What the page showed when the customer pressed "Add to cart". */
export interface PageEstimate {
  /** The browser's total in cents; null when the page had none (still pricing). */
  totalCents: bigint | null;
  /** The page's status per build line, by 1-based line number. */
  statuses: readonly BomStatus[];
}

export interface LineDifference {
  line: number;
  designators: string;
  page: BomStatus;
  server: BomStatus;
}

export interface ServerAnswerView {
  /** The server's total in cents; null while the item waits for the quotation. */
  totalCents: bigint | null;
  /** 'same' / 'differs' from the page's estimate; 'none' when either side has no total. */
  versusEstimate: 'same' | 'differs' | 'none';
  counts: Record<BomStatus, number>;
  /** Lines the BOM check still has to settle (Pending and Unavailable). */
  waitingOnCheck: number;
  /** Lines whose status the server decided otherwise than the page showed (first few). */
  changed: LineDifference[];
  changedMore: number;
}

const SHOWN_CHANGES = 5;

export const serverAnswerView = (answer: PcbaCartItem, estimate: PageEstimate): ServerAnswerView => {
  const totalCents = answer.item.total === null ? null : BigInt(answer.item.total);
  const counts: Record<BomStatus, number> = { confirmed: 0, pending: 0, unavailable: 0 };
  const changed: LineDifference[] = [];
  for (const l of answer.lines) {
    counts[l.status] += 1;
    const page = estimate.statuses[l.line - 1];
    if (page !== undefined && page !== l.status) changed.push({ line: l.line, designators: l.designators.join(', '), page, server: l.status });
  }
  const versusEstimate = totalCents === null || estimate.totalCents === null ? 'none' : totalCents === estimate.totalCents ? 'same' : 'differs';
  return {
    totalCents, versusEstimate, counts, waitingOnCheck: counts.pending + counts.unavailable,
    changed: changed.slice(0, SHOWN_CHANGES), changedMore: Math.max(0, changed.length - SHOWN_CHANGES),
  };
};
