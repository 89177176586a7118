// The customer's functional-test plan (issue 11; services §4 statuses 1 Confirming, 2 Confirmed, 3 Rejected): the
// file is uploaded and bound to the cart item, then the plan's name and status show; a decided plan shows the
// engineer's note; a refused file shows the server's reason in the customer's language.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TestPlan } from '../../../shared/contracts/function-test';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { TestPlanUpload } from './TestPlanUpload';

afterEach(() => vi.unstubAllGlobals());

class FakeXhr {
  static last: FakeXhr | null = null;
  upload = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  withCredentials = false;
  timeout = 0;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {}
  answer(status: number, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(payload);
    this.onload?.();
  }
}

const plan = (over: Partial<TestPlan> = {}): TestPlan => ({
  plan_id: 41, name: 'bringup-test.pdf', size: 2048, kind: 'pdf', status: 1, cart_id: null, staff_note: '', created_at: '2026-11-24T10:00:00.000Z', decided_at: null, ...over,
});

const fileInput = (): HTMLInputElement => {
  const input = screen.getByTestId('test-plan-upload').querySelector('input[type=file]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
};

describe('TestPlanUpload', () => {
  it('uploads the plan, binds it to the cart item and shows it Confirming', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = stubApi({
      'GET /v1/pcba/test-plan': () => ok(null),
      'GET /fusion-test/bind-pcba-test-to-cart': (c) => ok(plan({ plan_id: Number(c.query.get('plan_id')), cart_id: Number(c.query.get('cart_id')) })),
    });
    const uploaded = vi.fn();
    renderWithApp(<TestPlanUpload cartId={77} onUploaded={uploaded} />);
    expect(await screen.findByText('No test plan yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'bringup-test.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Upload the plan' }));
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload was sent');
    expect(xhr.url).toMatch(/^\/api\/fusion-test\/upfile/);
    expect((xhr.body?.get('file') as File).name).toBe('bringup-test.pdf');
    act(() => xhr.answer(200, { code: 0, msg: 'ok', data: plan() }));
    await waitFor(() => expect(api.callsTo('GET /fusion-test/bind-pcba-test-to-cart')).toHaveLength(1));
    const bind = api.callsTo('GET /fusion-test/bind-pcba-test-to-cart')[0];
    expect([bind?.query.get('plan_id'), bind?.query.get('cart_id')]).toEqual(['41', '77']);
    expect(await screen.findByTestId('test-plan-status')).toHaveTextContent('Confirming');
    expect(screen.getByText('Test plan: bringup-test.pdf')).toBeInTheDocument();
    expect(uploaded).toHaveBeenCalledWith(expect.objectContaining({ plan_id: 41, cart_id: 77 }));
  });

  it('shows a rejected plan with the engineer\'s note and offers another upload', async () => {
    stubApi({ 'GET /v1/pcba/test-plan': () => ok(plan({ status: 3, cart_id: 77, staff_note: 'Give the expected current on 3V3.', decided_at: '2026-11-24T12:00:00.000Z' })) });
    renderWithApp(<TestPlanUpload cartId={77} />);
    expect(await screen.findByTestId('test-plan-status')).toHaveTextContent('Rejected');
    expect(screen.getByText('Note from our engineer: Give the expected current on 3V3.')).toBeInTheDocument();
    expect(screen.getByText('Please upload a corrected plan.')).toBeInTheDocument();
    expect(screen.getByText('Upload another plan')).toBeInTheDocument();
  });

  it('before the item exists: uploads only, hands the plan to the page, and shows the server\'s refusal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = stubApi({});
    const uploaded = vi.fn();
    renderWithApp(<TestPlanUpload onUploaded={uploaded} />);
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['MZ'], 'plan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the plan' }));
    act(() => FakeXhr.last?.answer(422, { code: 4000, msg: 'Please upload the test plan as PDF, Word, Excel, ZIP or text, at most 20 MB.', data: null, key: 'errors.testPlanType' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload the test plan as PDF, Word, Excel, ZIP or text, at most 20 MB.');
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'plan.pdf'));
    await user.click(screen.getByRole('button', { name: 'Upload the plan' }));
    act(() => FakeXhr.last?.answer(200, { code: 0, msg: 'ok', data: plan({ name: 'plan.pdf' }) }));
    expect(await screen.findByTestId('test-plan-status')).toHaveTextContent('Confirming');
    expect(uploaded).toHaveBeenCalledWith(expect.objectContaining({ plan_id: 41 }));
    expect(api.callsTo('GET /fusion-test/bind-pcba-test-to-cart')).toHaveLength(0);
  });
});
