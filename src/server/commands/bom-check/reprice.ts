// When the BOM check settles an item's last open line, the item is priced again from its stored lines by the PCBA
// order code (wt-pcbacart's src/server/commands/pcba-order/price-stored.ts, repriceStoredPcba: Active when every
// line is confirmed, else Quotation). The BOM check never prices by itself.
//
// NOT WIRED YET: repriceStoredPcba had not landed when this branch was cut; until the integrator merges it, this
// leaves the item as it is (status Quotation, no price) and answers false. Replace the body with
//   await repriceStoredPcba(tx, deps, cartItemId, { type: 'staff', id: staffId }, reason); return true;
// (with the actor shape price-stored.ts takes).
import type { Tx } from '../../db/client';
import type { Deps } from '../../deps';

/** Re-prices a live PCBA item whose lines are all settled; true when it was priced. */
export const repriceSettledItem = async (_tx: Tx, _deps: Pick<Deps, 'clock'>, _cartItemId: number, _staffId: number, _reason: string): Promise<boolean> =>
  false;
