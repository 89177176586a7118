// Helpers for the cart page and staff quote API tests: items are added through POST /v1/cart/add, like a browser.
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { insertTestUpload, makeStaff } from '../../commands/cart/test-support';
import { asUser, signUp, type TestUser } from '../user/test-helpers';

/** An analysed Gerber upload of the user (an item needs its design file to be checked out, issue 8 §4). */
const testUpload = (t: TestApp, user: TestUser, name = 'board.zip'): Promise<string> => insertTestUpload(t.handle.db, user.uid, name);

/**
 * A 5×5 cm two-layer board, 10 pieces, quick-turn unless `tier` says otherwise (5 = premium: manual quote), with a
 * design file unless `withFile` is false (then it waits as "awaiting files upload").
 */
export const addPcb = async (t: TestApp, user: TestUser, values: Record<string, unknown> = {}, tier = 0, withFile = true): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/cart/add', headers: asUser(user.token),
    payload: {
      product: 'pcb', tier, values: { width: 50, height: 50, sizeConfirmed: true, ...values }, request_id: crypto.randomUUID(),
      ...(withFile ? { file_id: await testUpload(t, user) } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json().data.cart_id as number;
};

export const addStencil = async (t: TestApp, user: TestUser, values: Record<string, unknown> = {}): Promise<number> => {
  const res = await t.app.inject({
    method: 'POST', url: '/api/v1/cart/add', headers: asUser(user.token),
    payload: { product: 'stencil', values, request_id: crypto.randomUUID(), file_id: await testUpload(t, user, 'stencil.zip') },
  });
  if (res.statusCode !== 200) throw new Error(`add failed: ${res.statusCode} ${res.body}`);
  return res.json().data.cart_id as number;
};

export const post = (t: TestApp, user: TestUser | null, url: string, payload: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url: `/api${url}`, headers: user ? asUser(user.token) : {}, payload: payload as Record<string, unknown> });

export const get = (t: TestApp, user: TestUser | null, url: string): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? asUser(user.token) : {} });

export const cartIndex = async (t: TestApp, user: TestUser) => {
  const res = await post(t, user, '/v1/cart/new-index', {});
  if (res.statusCode !== 200) throw new Error(`new-index failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
};

export const dashboard = async (t: TestApp, user: TestUser) => (await get(t, user, '/v1/cart/dashboard')).json().data;

export const signUpStaff = async (t: TestApp): Promise<TestUser> => {
  const staff = await signUp(t);
  await makeStaff(t.handle.db, staff.uid);
  return staff;
};
