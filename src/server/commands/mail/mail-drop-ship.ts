// Drop-shipping mails (issue 15): goods put in storage (the customer can now upload address lists), a package's
// tracking number, and the reminder that free storage ends soon. Queued in the transaction of the event.
import type { DbOrTx } from '../../db/client';
import { countryName } from '../../../shared/rules/country-name';
import type { DropShipRow } from '../../../shared/rules/drop-ship';
import { queueCustomerMail } from './enqueue-mail';
import { mailDate, recipientOf, siteLink } from './mail-kit';

const STORAGE_PAGE = '/web/user/dropOrder/item';

export const mailDropShipStock = async (tx: DbOrTx, userId: number, s: { item: string; added: number; total: number; freeUntil: Date }, now: Date) => {
  const to = await recipientOf(tx, userId);
  if (!to) return;
  const until = mailDate(s.freeUntil, to.lang);
  await queueCustomerMail(tx, to.lang === 'jp'
    ? {
        kind: 'drop_ship_stock', to, subject: `ドロップシッピング：${s.item}を入庫しました`, heading: '商品を入庫しました',
        blocks: [
          { rows: [['商品', s.item], ['入庫数', String(s.added)], ['在庫数', String(s.total)], ['無料保管期限', until]] },
          { p: '配送先リスト（.xlsx、.xls、.csv）をアップロードすると、送料のお支払い後に各配送先へ発送します。' },
          { link: { label: 'ドロップシッピング', url: siteLink(STORAGE_PAGE) } },
        ],
      }
    : {
        kind: 'drop_ship_stock', to, subject: `Drop shipping: ${s.item} is in storage`, heading: 'Your goods are in storage',
        blocks: [
          { rows: [['Item', s.item], ['Units received', String(s.added)], ['Units in storage', String(s.total)], ['Free storage until', until]] },
          { p: 'Upload an address list (.xlsx, .xls or .csv); each package ships once its shipping fees are paid.' },
          { link: { label: 'Drop shipping', url: siteLink(STORAGE_PAGE) } },
        ],
      }, now);
};

export const mailDropShipTracking = async (
  tx: DbOrTx, userId: number, p: { listId: number; packageId: number; address: unknown; trackingNumber: string }, now: Date,
) => {
  const to = await recipientOf(tx, userId);
  if (!to) return;
  const a = p.address as DropShipRow;
  const where = `${a.recipient_name}, ${a.city}, ${countryName(a.country, to.lang)}`;
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'drop_ship_tracking', to, dedupeKey: `drop_ship_tracking:${p.packageId}:${p.trackingNumber}`,
    subject: jp ? `ドロップシッピング：${a.order_id}を発送しました` : `Drop shipping: package ${a.order_id} has shipped`,
    heading: jp ? '荷物を発送しました' : 'Your package is on its way',
    blocks: [
      { rows: jp
        ? [['注文番号', a.order_id], ['お届け先', where], ['配送方法', a.shipping_method], ['追跡番号', p.trackingNumber]]
        : [['Order id', a.order_id], ['To', where], ['Carrier', a.shipping_method], ['Tracking number', p.trackingNumber]] },
      { link: { label: jp ? '配送先リストを見る' : 'See the list', url: siteLink(`/web/user/dropOrder/${p.listId}`) } },
    ],
  }, now);
};

export const mailDropShipStorageEnding = async (tx: DbOrTx, userId: number, s: { stockId: number; item: string; units: number; freeUntil: Date; storedAt: Date }, now: Date) => {
  const to = await recipientOf(tx, userId);
  if (!to) return;
  const until = mailDate(s.freeUntil, to.lang);
  const jp = to.lang === 'jp';
  await queueCustomerMail(tx, {
    kind: 'drop_ship_storage_ending', to, dedupeKey: `drop_ship_storage:${s.stockId}:${s.storedAt.toISOString()}`,
    subject: jp ? `ドロップシッピング：${s.item}の無料保管期限が近づいています` : `Drop shipping: free storage of ${s.item} ends on ${until}`,
    heading: jp ? '無料保管期限のお知らせ' : 'Free storage ends soon',
    blocks: [
      { p: jp
        ? `${s.item}（${s.units}個）の無料保管は${until}までです（最長6か月）。それまでに配送先リストをアップロードしてください。`
        : `${s.units} units of ${s.item} are stored free until ${until} (free storage lasts up to 6 months). Upload an address list before then.` },
      { link: { label: jp ? 'ドロップシッピング' : 'Drop shipping', url: siteLink(STORAGE_PAGE) } },
    ],
  }, now);
};
