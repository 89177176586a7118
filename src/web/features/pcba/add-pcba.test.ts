// Add to cart with a test plan uploaded on the page (issue 11 "Functional test"): the plan is bound to the new item
// (GET /fusion-test/bind-pcba-test-to-cart), only when the functional test is asked for; a refused bind keeps the
// added item and says the plan still has to be given on the cart card.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestPlan } from '../../../shared/contracts/function-test';
import type { PcbaCartBody } from '../../../shared/contracts/pcba-order';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { addPcbaWithPlan } from './add-pcba';

afterEach(() => vi.unstubAllGlobals());

const plan: TestPlan = { plan_id: 41, name: 'plan.pdf', size: 10, kind: 'pdf', status: 1, cart_id: null, staff_note: '', created_at: '2026-11-25T00:00:00.000Z', decided_at: null };
const body = (functionTest: boolean): PcbaCartBody => ({
  tier: 0, file_id: '00000000-0000-4000-8000-000000000001', options: { functionTest },
  bom: { file_id: '00000000-0000-4000-8000-000000000002', header_row: 0, mapping: {} }, request_id: '00000000-0000-4000-8000-000000000003',
});
const answer = { item: { cart_id: 77 }, lines: [] };

describe('addPcbaWithPlan', () => {
  it('binds the page\'s plan to the item the server added', async () => {
    const api = stubApi({
      'POST /v1/cart/add-pcba': () => ok(answer),
      'GET /fusion-test/bind-pcba-test-to-cart': (c) => ok({ ...plan, cart_id: Number(c.query.get('cart_id')) }),
    });
    const added = await addPcbaWithPlan(body(true), plan);
    expect(added.plan?.cart_id).toBe(77);
    expect(added.planFailed).toBe(false);
    const bind = api.callsTo('GET /fusion-test/bind-pcba-test-to-cart')[0];
    expect([bind?.query.get('plan_id'), bind?.query.get('cart_id')]).toEqual(['41', '77']);
  });

  it('does not bind when the functional test was switched off', async () => {
    const api = stubApi({ 'POST /v1/cart/add-pcba': () => ok(answer) });
    const added = await addPcbaWithPlan(body(false), plan);
    expect(added).toMatchObject({ plan: null, planFailed: false });
    expect(api.callsTo('GET /fusion-test/bind-pcba-test-to-cart')).toHaveLength(0);
  });

  it('keeps the added item when the bind is refused', async () => {
    stubApi({
      'POST /v1/cart/add-pcba': () => ok(answer),
      'GET /fusion-test/bind-pcba-test-to-cart': () => fail(409, 4009, 'This plan belongs to another item.'),
    });
    const added = await addPcbaWithPlan(body(true), plan);
    expect(added).toMatchObject({ answer, plan: null, planFailed: true });
  });
});
