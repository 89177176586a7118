// The 3D printing journey in either edition (issue 12): sign in, open /fusion-3d-printing, upload the Utah teapot
// STL from ../shared/models, see the 3D preview and its dimensions, pick a material, see the estimate change, add to
// cart and find the part in the cart in words. Screenshots of the page on desktop and a 390 px phone.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { eventually, expectUrl, expectVisible, field, type JourneyContext } from '../harness';

const TEAPOT = '/work/shared/models/utah_teapot.stl';

export interface Print3dTexts {
  base: (ctx: JourneyContext) => string;
  tag: string;
  email: string;
  password: string;
  signIn: string;
  title: string;
  material: string;
  tough: string;
  quantity: string;
  addToCart: string;
  added: string;
  viewCart: string;
  cartSpecs: RegExp;
  /** Also upload on a 390 px phone (one edition is enough: the 60 s cap on a busy machine). */
  phone: boolean;
}

const totalOf = (page: Page) => page.getByTestId('print3d-total').textContent({ timeout: 1000 }).then((s) => s?.trim() ?? '');

const signIn = async (page: Page, base: string, e: Print3dTexts, ctx: JourneyContext): Promise<void> => {
  await page.goto(`${base}/login?redirect=${encodeURIComponent(encodeURIComponent('/fusion-3d-printing'))}`);
  await field(page, e.email).fill(ctx.demo.email);
  await field(page, e.password).fill(ctx.demo.password);
  await page.getByRole('button', { name: e.signIn, exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/fusion-3d-printing', 'back on /fusion-3d-printing');
};

export const print3dJourney = async (ctx: JourneyContext, e: Print3dTexts): Promise<void> => {
  if (!fs.existsSync(TEAPOT)) ctx.skip(`${TEAPOT} is absent (the shared 3D samples)`);
  const base = e.base(ctx);
  const page = await ctx.newPage();
  await signIn(page, base, e, ctx);
  await expectVisible(page.getByRole('heading', { name: e.title, level: 1 }), 'the page title');

  await page.getByTestId('model-input').setInputFiles({ name: 'utah_teapot.stl', mimeType: 'model/stl', buffer: fs.readFileSync(TEAPOT) });
  await expectVisible(page.getByTestId('model-name'), 'the uploaded model', 30_000);
  await eventually(async () => (await page.getByTestId('model-viewer').getAttribute('data-ready', { timeout: 1000 })) === 'true', 'the 3D preview to draw', 30_000);
  await expectVisible(page.getByTestId('model-canvas'), 'the preview canvas');
  const dims = (await page.getByTestId('model-dimensions').textContent())?.trim() ?? '';
  ctx.log(`teapot ${dims}`);
  await eventually(async () => /^17\.6 × 10\.9 × 8\.57 mm$/.test(dims), 'the teapot measured 17.6 × 10.9 × 8.57 mm');

  const before = await eventually(async () => (await totalOf(page)) || undefined, 'an estimate');
  await page.getByRole('combobox', { name: e.material }).click();
  await page.getByRole('option', { name: e.tough }).click();
  await eventually(async () => (await page.getByRole('combobox', { name: e.material }).inputValue()) === e.tough, `the material ${e.tough} chosen`);
  // the teapot (17.6 mm long read as mm) costs the per-piece minimum in either resin: more pieces change the estimate
  await field(page, e.quantity).fill('40');
  const after = await eventually(async () => {
    const t = await totalOf(page);
    return t && t !== before ? t : undefined;
  }, 'the estimate to follow the quantity');
  ctx.log(`estimate ${before} → ${after} (${e.tough}, 40 pcs)`);
  await page.screenshot({ path: `e2e/screenshots/print3d-${e.tag}-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: e.addToCart }).click();
  const added = page.getByRole('dialog', { name: e.added });
  await expectVisible(added, 'the added-to-cart popup');
  await added.getByRole('link', { name: e.viewCart }).click();
  await expectUrl(page, (u) => u.pathname === '/web/cart', 'the cart');
  await expectVisible(page.getByText(e.cartSpecs).first(), 'the part in words in the cart', 20_000);

  if (!e.phone) return;
  const phone = await ctx.newPage({ viewport: { width: 390, height: 844 } });
  await signIn(phone, base, e, ctx);
  await phone.getByTestId('model-input').setInputFiles({ name: 'utah_teapot.stl', mimeType: 'model/stl', buffer: fs.readFileSync(TEAPOT) });
  await eventually(async () => (await phone.getByTestId('model-viewer').getAttribute('data-ready', { timeout: 1000 })) === 'true', 'the 3D preview on a phone', 30_000);
  await phone.screenshot({ path: `e2e/screenshots/print3d-${e.tag}-phone.png`, fullPage: true });
};
