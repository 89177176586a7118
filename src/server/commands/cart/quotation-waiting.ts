// An item that has just entered the quotation queue (added, its file attached, or its quantity changed so that it
// needs a manual price) is sales' work: they are mailed in the same transaction (commands/mail/notify-staff.ts).
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { CartItemStatus } from '../../../shared/status/cart-item';
import { notifyStaff } from '../mail/notify-staff';

export const notifyIfQuotationWaiting = async (
  tx: DbOrTx, config: Pick<Config, 'staffNotifyEmail'>, item: { id: number; name: string; status: number }, before: number | null, now: Date,
): Promise<void> => {
  if (item.status !== CartItemStatus.Quotation || before === CartItemStatus.Quotation) return;
  await notifyStaff(tx, config.staffNotifyEmail, { kind: 'quote_waiting', cartItemId: item.id, name: item.name }, now);
};
