// The console opens for staff only, and shows the queues of the signed-in role.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import StaffApp from './StaffApp';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const me = (role: string, actions: string[]) => ({ uid: 7, email: 'ops@fusion.test', name: 'Kim Ops', role, actions });

describe('StaffApp', () => {
  it('shows a customer the not-found page, with no hint of a console', async () => {
    stubApi({ 'GET /v1/staff/me': () => fail(403, 4300, 'Wrong user id.', 'errors.wrongUserId') });
    renderWithApp(<StaffApp />, { path: '/staff/quotes' });
    expect(await screen.findByText('404')).toBeInTheDocument();
    expect(screen.queryByText('Fusion staff console')).not.toBeInTheDocument();
  });

  it('shows finance its queues only and opens the wire queue', async () => {
    stubApi({
      'GET /v1/staff/me': () => ok(me('finance', ['orders.view', 'wire.view', 'wire.decide', 'refunds.view', 'refunds.retry'])),
      'GET /v1/staff/payment/pending': () => ok([]),
    });
    renderWithApp(<StaffApp />, { path: '/staff/wire', routes: [{ path: '/staff/*', element: <StaffApp /> }] });
    expect(await screen.findByRole('heading', { name: 'Wire transfers to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quotations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Maintenance notice' })).not.toBeInTheDocument();
    expect(screen.getByText('Kim Ops · Finance')).toBeInTheDocument();
  });
});
