// Steps several journeys share, written against the UI contract the page authors were given
// (accessible names: 'Sign in' link, 'Account menu' button, labelled login fields...).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expectHidden, expectVisible, field } from './harness';
import { ROOT } from './server';
import { writeZip } from '../src/server/integrations/files/test-support/zip-writer';

/** The Arduino Uno board from @tracespace/fixtures as a ZIP archive (68.58 × 53.34 mm, 2 copper layers). */
export const arduinoZip = (): Buffer => {
  const dir = path.join(ROOT, 'node_modules/@tracespace/fixtures/boards/arduino-uno');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as { layers: { name: string }[] };
  return writeZip(manifest.layers.map((l) => ({ name: l.name, data: fs.readFileSync(path.join(dir, l.name)) })));
};

/** A new, unique address per run so journeys never collide with each other or earlier runs. */
export const uniqueEmail = (tag: string): string => `e2e-${tag}-${crypto.randomBytes(5).toString('hex')}@fusion.test`;

/** The header's anonymous state: a 'Sign in' link and no account menu. */
export const expectSignedOut = async (page: Page): Promise<void> => {
  await expectVisible(page.getByRole('link', { name: 'Sign in', exact: true }), "the header's 'Sign in' link");
  await expectHidden(page.getByRole('button', { name: 'Account menu' }), "the 'Account menu' button");
};

/** The header's signed-in state: the 'Account menu' button. */
export const expectSignedIn = async (page: Page): Promise<void> => {
  await expectVisible(page.getByRole('button', { name: 'Account menu' }), "the header's 'Account menu' button");
};

/** Fills and submits the login form on the current page (must be /login). */
export const submitLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
};

/** Opens the header's account menu and picks an entry. */
export const chooseAccountMenu = async (page: Page, item: string): Promise<void> => {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const entry = page.getByRole('menuitem', { name: item, exact: true });
  await expectVisible(entry, `the account menu entry '${item}'`);
  await entry.click();
};

export interface ApiAccount {
  email: string;
  password: string;
  firstName: string;
}

/** Registers an account through the API (for journeys that are not about registering). */
export const registerViaApi = async (baseUrl: string, tag: string, lang: 'en' | 'jp' = 'en'): Promise<ApiAccount> => {
  const account = { email: uniqueEmail(tag), password: `pw-${crypto.randomBytes(4).toString('hex')}`, firstName: 'Journey' };
  // the account's mails are written in the language of the edition it signed up in
  const res = await fetch(`${baseUrl}/api/user/register?lang=${lang}`, {
    method: 'POST',
    // each account is a different customer, so a different client address (198.18.0.0/15, the range set aside for
    // testing): the journeys together sign up more customers than one address may in an hour (register.ts)
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${crypto.randomInt(256)}.${1 + crypto.randomInt(254)}` },
    body: JSON.stringify({
      first_name: account.firstName,
      last_name: 'Tester',
      email: account.email,
      email_confirm: account.email,
      password: account.password,
      password_confirm: account.password,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { code?: number; msg?: string };
  if (!res.ok || body.code !== 0) {
    throw new Error(`POST /api/user/register answered HTTP ${res.status} code ${String(body.code)}: ${String(body.msg)}`);
  }
  return account;
};
