// The price-table screen: sales reach it from the navigation, a broken value is listed by field and cannot be
// saved, a good change re-prices the sample while typing and is sent as typed; the 3D printing and cable tables have
// their tabs (issue 12). Finance has no link to it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { defaultPcbaTables, pcbaTablesToEditText } from '../../../shared/pricing/pcba-tables';
import { defaultPrint3dTables, print3dTablesToEditText } from '../../../shared/pricing/print3d-tables';
import StaffApp from './StaffApp';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const me = (role: string, actions: string[]) => ({ uid: 7, email: 'ops@fusion.test', name: 'Kim Ops', role, actions });
const TEXT = pcbaTablesToEditText(defaultPcbaTables);
const table = (text = TEXT) => ({ key: 'pcba', version: defaultPcbaTables.version, text, default_text: TEXT, updated_at: '2026-11-20T09:00:00.000Z' });

describe('PricesPage', () => {
  it('checks the table while typing, prices the sample and saves what was typed', async () => {
    const api = stubApi({
      'GET /v1/staff/me': () => ok(me('sales', ['quotes.view', 'prices.manage'])),
      'GET /v1/staff/cart/quotations': () => ok({ items: [] }),
      'GET /v1/staff/prices/pcba': () => ok(table()),
      'POST /v1/staff/prices/pcba': (call) => ok(table((call.body as { text: string }).text)),
    });
    renderWithApp(<StaffApp />, { path: '/staff/prices', routes: [{ path: '/staff/*', element: <StaffApp /> }] });
    expect(await screen.findByRole('heading', { name: 'Price tables' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Price tables' })).toBeInTheDocument();
    const sample = await screen.findByTestId('price-sample');
    expect(sample).toHaveTextContent('$8.00'); // setup per side in the default table (JLCPCB's $8)

    const box = screen.getByLabelText('Table (JSON)');
    const save = screen.getByRole('button', { name: 'Save the table' });
    fireEvent.change(box, { target: { value: TEXT.replace('"minimumCents": 2500', '"minimumCents": -1') } });
    expect(await screen.findByText('minimumCents: too small (no negative values).')).toBeInTheDocument();
    expect(save).toBeDisabled();

    const edited = TEXT.replace('"startupCentsPerSide": 800', '"startupCentsPerSide": 900');
    fireEvent.change(box, { target: { value: edited } });
    expect(await screen.findByTestId('price-sample')).toHaveTextContent('$9.00');
    fireEvent.click(save);
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v1/staff/prices/pcba')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: edited });
  });

  it('edits the 3D printing table in its tab: a broken rule is named, a new start-up re-prices the sample', async () => {
    const P3D = print3dTablesToEditText(defaultPrint3dTables);
    const print3d = (text = P3D) => ({ key: 'print3d', version: defaultPrint3dTables.version, text, default_text: P3D, updated_at: null });
    const api = stubApi({
      'GET /v1/staff/me': () => ok(me('sales', ['quotes.view', 'prices.manage'])),
      'GET /v1/staff/cart/quotations': () => ok({ items: [] }),
      'GET /v1/staff/prices/pcba': () => ok(table()),
      'GET /v1/staff/prices/print3d': () => ok(print3d()),
      'POST /v1/staff/prices/print3d': (call) => ok(print3d((call.body as { text: string }).text)),
    });
    renderWithApp(<StaffApp />, { path: '/staff/prices', routes: [{ path: '/staff/*', element: <StaffApp /> }] });
    fireEvent.click(await screen.findByRole('tab', { name: '3D printing' }));
    const sample = await screen.findByTestId('price-sample');
    expect(sample).toHaveTextContent('$3.00'); // the SLA start-up per part line of the default table

    const box = screen.getByLabelText('Table (JSON)');
    const edit = JSON.parse(P3D) as { finishes: { standard: { processes: string[] } }; processes: { sla: { startupCents: number } } };
    edit.finishes.standard.processes = ['sla'];
    fireEvent.change(box, { target: { value: JSON.stringify(edit, null, 2) } });
    expect(await screen.findByText('finishes.standard: the standard finish must be offered for every process.')).toBeInTheDocument();

    const edited = P3D.replace('"startupCents": 300', '"startupCents": 450');
    fireEvent.change(box, { target: { value: edited } });
    expect(await screen.findByTestId('price-sample')).toHaveTextContent('$4.50');
    fireEvent.click(screen.getByRole('button', { name: 'Save the table' }));
    await waitFor(() => expect(api.calls.find((c) => c.method === 'POST')?.path).toBe('/v1/staff/prices/print3d'));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ text: edited });
  });

  it('is not offered to finance', async () => {
    stubApi({
      'GET /v1/staff/me': () => ok(me('finance', ['orders.view', 'wire.view'])),
      'GET /v1/staff/payment/pending': () => ok([]),
    });
    renderWithApp(<StaffApp />, { path: '/staff/wire', routes: [{ path: '/staff/*', element: <StaffApp /> }] });
    expect(await screen.findByRole('link', { name: 'Wire transfers' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Price tables' })).not.toBeInTheDocument();
  });
});
