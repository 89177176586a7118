// (issue 3 §6) A visitor opens /fusion_pcb and sees an estimate; clicking upload asks to sign in; after signing
// in (demo account) the page is as it was; the Arduino Uno Gerber set (from @tracespace/fixtures) uploads, the
// preview shows (in the chosen mask colour, repainted on each change) and width/height are filled; changing the solder-mask colour changes the price (a non-green mask
// takes its own run) and a white mask forces the black silkscreen; Add to cart shows the popup and the header's
// cart panel lists the item.
import type { Page } from 'playwright-core';
import { assert, eventually, expectHidden, expectInputValue, expectUrl, expectVisible, field, type JourneyContext } from '../harness';
import { arduinoZip, expectSignedIn, submitLogin } from '../flows';

export const name = 'PCB order: estimate, sign in from the page, upload a Gerber, change options, add to cart';

const total = (page: Page) => page.getByTestId('order-total');
const chipIn = (page: Page, group: string, choice: string) =>
  page.getByRole('radiogroup', { name: group }).locator('label').filter({ hasText: new RegExp(`^\\s*${choice}\\s*$`) });

/** Waits for the server's price (data-confirmed) and returns its text. */
const confirmedTotal = async (page: Page, unlike?: string): Promise<string> =>
  eventually(async () => {
    const el = total(page);
    if ((await el.getAttribute('data-confirmed', { timeout: 1000 })) !== 'true') return undefined;
    const text = (await el.textContent({ timeout: 1000 }))?.trim();
    return text && text !== unlike ? text : undefined;
  }, `the server's price${unlike ? ` to change from ${unlike}` : ''}`);

export const run = async (ctx: JourneyContext): Promise<void> => {
  const page = await ctx.newPage();
  await page.goto(`${ctx.baseUrl}/fusion_pcb`);
  const estimate = await confirmedTotal(page);
  assert(/^\$\d/.test(estimate), `expected a dollar estimate, got ${estimate}`);
  ctx.log(`visitor estimate ${estimate}`);

  // A choice made before signing in must survive the trip to the login page.
  await chipIn(page, 'Solder mask colour', 'Blue').click();
  await page.getByRole('button', { name: 'Browse files' }).click();
  const dialog = page.getByRole('dialog');
  await expectVisible(dialog.getByText('Sign in to upload your design files for an exact quote.'), 'the login prompt');
  await dialog.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expectUrl(page, (u) => u.pathname === '/login', 'the login page');
  await submitLogin(page, ctx.demo.email, ctx.demo.password);
  await expectUrl(page, (u) => u.pathname === '/fusion_pcb', 'back on /fusion_pcb');
  await expectSignedIn(page);
  await eventually(
    async () => page.getByRole('radiogroup', { name: 'Solder mask colour' }).getByLabel('Blue', { exact: true }).isChecked(),
    'the blue solder mask chosen before signing in to be kept',
  );

  await page.getByTestId('upload-input').setInputFiles({ name: 'arduino-uno.zip', mimeType: 'application/zip', buffer: arduinoZip() });
  const preview = page.getByTestId('board-preview');
  await expectVisible(preview, 'the board preview', 30_000);
  await eventually(async () => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), 'the preview image to load');
  // the preview is drawn in the chosen mask colour, and follows a change (issue 8 §1)
  await eventually(async () => (await preview.getAttribute('data-mask')) === 'blue', 'the preview in the blue mask chosen');
  await expectInputValue(field(page, 'Width'), '68.58', 'the width from the Gerber');
  await expectInputValue(field(page, 'Height'), '53.34', 'the height from the Gerber');
  const before = await confirmedTotal(page);

  await chipIn(page, 'Solder mask colour', 'Green').click();
  const after = await confirmedTotal(page, before);
  ctx.log(`price ${before} (blue) → ${after} (green)`);
  await eventually(async () => (await preview.getAttribute('data-mask')) === 'green', 'the preview repainted green');
  await chipIn(page, 'Solder mask colour', 'White').click();
  await eventually(
    async () => page.getByRole('radiogroup', { name: 'Silkscreen' }).getByLabel('Black', { exact: true }).isChecked(),
    'a white mask to force the black silkscreen',
  );
  await eventually(async () => (await preview.getAttribute('data-mask')) === 'white', 'the preview repainted white');
  await eventually(
    async () => preview.evaluate((img) => decodeURIComponent((img as HTMLImageElement).src).includes('.board_ss {color: #111111;}')),
    'the preview with the black silkscreen',
  );

  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to cart' });
  await expectVisible(added, "the 'Added to cart' popup");
  await added.getByRole('button', { name: 'Continue' }).click();
  await expectHidden(added, "the 'Added to cart' popup closed");

  // The popup's scroll lock ends as it closes: the scrollbar comes back and the page narrows under a pointer already on
  // the cart link, which then leaves it (the panel closes, as it should). A visitor moves the mouse again; so does this.
  const panel = page.getByRole('list', { name: 'Items in your cart' });
  await eventually(async () => {
    await page.mouse.move(0, 400);
    await page.getByRole('link', { name: 'Cart' }).hover();
    return panel.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false);
  }, "the header's cart panel on hovering the cart link", 30_000);
  await expectVisible(panel.getByText('PCB', { exact: true }), 'the PCB item in the cart panel');
};
