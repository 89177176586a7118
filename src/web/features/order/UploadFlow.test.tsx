import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Upload } from '../../../shared/contracts/upload';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import { renderWithApp } from '../../test/render';
import { PcbOrderPage } from './PcbOrderPage';
import StencilOrderPage from './StencilOrderPage';
import { cartParamAnswer } from './test-support';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

/** A hand-driven XMLHttpRequest: the test decides when progress, completion and the answer happen. */
class FakeXhr {
  static last: FakeXhr | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null; onload: (() => void) | null } = { onprogress: null, onload: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
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

const analysed = (over: Partial<Upload['analysis']> = {}): Upload => ({
  file_id: '6f1c1a8e-3b1d-4c55-9d51-1f4a0e0c7a11',
  kind: 'gerber',
  name: 'arduino-uno.zip',
  size: 40_000,
  status: 'analysed',
  analysis: {
    layers: [
      { name: 'arduino-uno.cmp', type: 'copper', side: 'top', copper_index: 1, source: 'name' },
      { name: 'arduino-uno.sol', type: 'copper', side: 'bottom', copper_index: 2, source: 'name' },
      { name: 'mystery.art', type: 'unknown', side: null, copper_index: null, source: 'name' },
    ],
    copper_layers: 2,
    width_mm: 68.58,
    height_mm: 53.34,
    has_blind_buried: false,
    warnings: ['gerber.drillNotFound'],
    ...over,
  },
  previews: { top: '/api/upload/file/x/preview/top', bottom: '/api/upload/file/x/preview/bottom' },
  created_at: '2026-11-22T00:00:00.000Z',
});

const zip = () => new File([new Uint8Array([0x50, 0x4b, 3, 4])], 'arduino-uno.zip', { type: 'application/zip' });

describe('Gerber upload on the PCB page', () => {
  it('shows progress, then analysing, then fills layers and size from the analysis', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const api = stubApi({
      'GET /user/info': () => ok(demoUser),
      'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')),
      'POST /upload/file/6f1c1a8e-3b1d-4c55-9d51-1f4a0e0c7a11/layers': () =>
        ok(analysed({ layers: analysed().analysis.layers.map((l) => (l.type === 'unknown' ? { ...l, type: 'drill', side: 'all', source: 'user' } : l)), warnings: [] })),
    });
    const user = userEvent.setup();
    renderWithApp(<PcbOrderPage page="quick" />, { path: '/fusion_pcb' });
    await screen.findByRole('button', { name: 'Browse files' });
    await waitFor(() => expect(api.callsTo('GET /user/session')).toHaveLength(1));

    await user.upload(screen.getByTestId('upload-input'), zip());
    const xhr = FakeXhr.last;
    if (!xhr) throw new Error('no upload was sent');
    expect(xhr.url).toMatch(/^\/api\/upload\/file\?/);
    expect(xhr.body?.get('kind')).toBe('gerber');

    act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 }));
    expect(screen.getByText('Uploading… 50 %')).toBeInTheDocument();
    act(() => xhr.upload.onload?.());
    expect(screen.getByText('Analysing…')).toBeInTheDocument();
    act(() => xhr.answer(200, { code: 0, msg: 'ok', data: analysed() }));

    expect(await screen.findByTestId('board-preview')).toHaveAttribute('src', '/api/upload/file/x/preview/top');
    expect(screen.getByRole('textbox', { name: 'Width' })).toHaveValue('68.58');
    expect(screen.getByRole('textbox', { name: 'Height' })).toHaveValue('53.34');
    expect(screen.getAllByText('Detected from your Gerber').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('Drill file not found. An Excellon NC drill file is needed.')).toBeInTheDocument();
    // Not the default size any more: nothing to confirm.
    expect(screen.queryByLabelText('I confirm the board size is 100 × 100 mm')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Bottom' }));
    expect(screen.getByTestId('board-preview')).toHaveAttribute('src', '/api/upload/file/x/preview/bottom');

    // The unknown layer is mapped by the customer.
    await user.click(screen.getByPlaceholderText('Choose a layer type'));
    // Mantine keeps the dropdown in a transition jsdom never finishes, so the options count as hidden.
    await user.click(await screen.findByRole('option', { name: 'Drill', hidden: true }));
    await waitFor(() => expect(api.callsTo('POST /upload/file/6f1c1a8e-3b1d-4c55-9d51-1f4a0e0c7a11/layers')).toHaveLength(1));
    expect(api.callsTo('POST /upload/file/6f1c1a8e-3b1d-4c55-9d51-1f4a0e0c7a11/layers')[0]?.body).toEqual({ mapping: { 'mystery.art': { type: 'drill', side: 'all' } } });
    await waitFor(() => expect(screen.queryByText(/Drill file not found/)).not.toBeInTheDocument());
  });

  it("shows the server's message when the archive is refused, and checks type and size before sending", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    FakeXhr.last = null;
    const api = stubApi({ 'GET /user/info': () => ok(demoUser), 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')) });
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<PcbOrderPage page="quick" />, { path: '/fusion_pcb' });
    await waitFor(() => expect(api.callsTo('GET /user/session')).toHaveLength(1));

    await user.upload(screen.getByTestId('upload-input'), new File(['x'], 'board.pdf'));
    expect(await screen.findByText('Please upload the correct file type or size.')).toBeInTheDocument();
    expect(FakeXhr.last).toBeNull();

    await user.upload(screen.getByTestId('upload-input'), zip());
    act(() => FakeXhr.last?.answer(422, { code: 4000, msg: 'The archive is empty.', data: null, key: 'upload.empty' }));
    expect(await screen.findByText('The archive is empty.')).toBeInTheDocument();
  });
});

describe('stencil page', () => {
  it('asks for an even quantity and fixes the framing of sizes that exist only one way', async () => {
    stubApi({ 'POST /v1/cart/cart-param': () => ok(cartParamAnswer('stencil')) });
    const user = userEvent.setup();
    renderWithApp(<StencilOrderPage />, { path: '/stencil' });
    expect(await screen.findByTestId('order-total')).toBeInTheDocument();

    const quantity = screen.getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.paste('3');
    expect(await screen.findByText('The stencil quantity must be an even number.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await user.click(within(screen.getByRole('radiogroup', { name: 'Stencil size' })).getByLabelText('736×736 mm'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Framed' })).toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Framed' })).toBeDisabled();
    expect(screen.getByText('This size is only made with a frame.')).toBeInTheDocument();
  });
});
