// (issue 11 "After the order") The BOM check, once per edition (staff-bom-check.journey.ts,
// staff-bom-check-japanese.journey.ts): a customer adds a PCB assembly through the API (Gerber, a BOM whose value-only
// line the matcher leaves Pending, POST /v1/cart/add-pcba); the cart card says a part is being checked and links to
// the parts page; engineering (signed in as that role, in the edition's language) finds the item in the BOM-check
// queue with its 1-business-day badge, opens it and confirms the Pending line with the matcher's first suggestion; the
// customer's parts page then shows the assembly priced. The three steps are shared with the PCBA order journey
// (e2e/pcba-order-flow.ts), which settles the line of the item its customer added through the order page.
import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { assert, expectVisible, type JourneyContext } from '../harness';
import { arduinoZip } from '../flows';
import { signedInCustomer } from './checkout.journey';
import { EDITION_EN, EDITION_JA, fill, type Edition } from './edition-texts';
import { staffConsole } from './staff-flows';
import { pcbaItem as pcbaItemEn } from '../../src/web/i18n/en/pcba-item';
import { pcbaItem as pcbaItemJa } from '../../src/web/i18n/ja/pcba-item';

export interface BomEdition extends Edition {
  pcbaItem: typeof pcbaItemEn;
}
export const BOM_EN: BomEdition = { ...EDITION_EN, pcbaItem: pcbaItemEn };
export const BOM_JA: BomEdition = { ...EDITION_JA, pcbaItem: pcbaItemJa as unknown as typeof pcbaItemEn };

/** Two starter-catalogue parts by MPN (confirmed) and a value-only resistor (Pending, with suggestions). */
const BOM_CSV = [
  'Designator,Quantity,MPN,Manufacturer,Value,Footprint',
  'R1,1,RC0603FR-0710RL,YAGEO,10k,R_0603',
  'C1,1,CL21B105KBFNNNE,Samsung,1uF,C_0805',
  'R9,1,,,4.7k 1%,R_0603_1608Metric',
].join('\r\n');

/** Adds the assembly with the page's own session (fetches inside the page, no helper functions: the bundler would
 *  name them with a helper the page does not have); answers the cart id. */
const addPcbaViaApi = async (page: Page): Promise<number> => {
  const gerberId = await page.evaluate(async (zipBase64) => {
    const form = new FormData();
    form.append('kind', 'gerber');
    form.append('file', new Blob([Uint8Array.from(atob(zipBase64), (c) => c.charCodeAt(0))], { type: 'application/zip' }), 'board.zip');
    const res = await fetch('/api/upload/file', { method: 'POST', body: form });
    return ((await res.json()) as { data?: { file_id: string } }).data?.file_id ?? '';
  }, arduinoZip().toString('base64'));
  const bomId = await page.evaluate(async (csv) => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'bom.csv');
    const res = await fetch('/api/v1/pcba/bom/read', { method: 'POST', body: form });
    return ((await res.json()) as { data?: { file_id: string } }).data?.file_id ?? '';
  }, BOM_CSV);
  assert(gerberId !== '' && bomId !== '', `uploads answered ${gerberId || 'nothing'} / ${bomId || 'nothing'}`);
  const answer = await page.evaluate(async (body) => {
    const res = await fetch('/api/v1/cart/add-pcba', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as { code: number; msg: string; data: { item: { cart_id: number } } };
  }, {
    tier: 0, values: { width: 50, height: 50, quantity: 15, sizeConfirmed: true }, file_id: gerberId,
    options: { quantity: 10, sides: 1, smtJoints: 6, thtJoints: 0 },
    bom: { file_id: bomId, header_row: 0, mapping: { designator: 0, quantity: 1, mpn: 2, manufacturer: 3, value: 4, footprint: 5 }, choices: [] },
    request_id: crypto.randomUUID(),
  });
  assert(answer.code === 0, `POST /v1/cart/add-pcba answered ${answer.code}: ${answer.msg}`);
  return answer.data.item.cart_id;
};

/** The customer's cart card says `count` part(s) are being checked, linking to the parts page. */
export const expectPartsBeingChecked = async (page: Page, base: string, e: BomEdition, cartId: number, count = 1): Promise<void> => {
  await page.goto(`${base}/web/cart`);
  const link = page.getByTestId(`pcba-lines-link-${cartId}`);
  await expectVisible(link.getByText(fill(e.pcbaItem.linkChecking_one, { count })), 'the part being checked on the cart card', 30_000);
};

/**
 * Engineering (signed in as that role, in the edition's language) find the item in the BOM-check queue with its
 * 1-business-day badge, open it and confirm the Pending line `line` with the matcher's first suggestion; every line
 * is then settled and the action is in the item's history. Answers the console page.
 */
export const settlePendingLine = async (ctx: JourneyContext, e: BomEdition, cartId: number, line: number): Promise<Page> => {
  const t = e.staff;
  const staff = await staffConsole(ctx, 'engineering', '/staff/bom-check', e.base(ctx));
  await expectVisible(staff.getByRole('heading', { name: t.bom.title }), "the queue in the edition's language");
  const row = staff.getByTestId(`bom-item-${cartId}`);
  await expectVisible(row, 'the waiting item');
  await expectVisible(row.getByTestId('due-badge'), 'the 1-business-day badge');
  await row.getByRole('link', { name: t.bom.open }).click();
  const pending = staff.getByTestId(`bom-line-${line}`);
  await expectVisible(pending, 'the Pending line with its suggestions');
  await pending.getByRole('button', { name: t.bom.confirm }).first().click();
  await expectVisible(staff.getByText(fill(t.bom.confirmed, { line })), 'the line confirmed');
  await expectVisible(staff.getByText(t.bom.noOpen), 'every line settled');
  await expectVisible(staff.getByTestId('audit-history').getByText('bom.check', { exact: false }), 'the action in the history');
  return staff;
};

/** The customer's parts page shows the assembly priced. */
export const expectAssemblyPriced = async (page: Page, base: string, cartId: number): Promise<void> => {
  await page.goto(`${base}/web/cart/pcba/${cartId}`);
  await expectVisible(page.getByTestId('pcba-priced'), 'the assembly priced', 20_000);
};

export const bomCheckJourney = async (ctx: JourneyContext, e: BomEdition): Promise<void> => {
  const base = e.base(ctx);
  const page = await signedInCustomer(ctx, `bom-${e.lang}`, base, e.signIn, e.lang);
  await page.goto(`${base}/web/cart`);
  const cartId = await addPcbaViaApi(page);
  await expectPartsBeingChecked(page, base, e, cartId);
  await settlePendingLine(ctx, e, cartId, 3);
  await expectAssemblyPriced(page, base, cartId);
  ctx.log(`${e.lang}: PCBA cart item ${cartId}: line 3 settled by engineering in the BOM check, the item priced`);
};
