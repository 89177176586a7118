// /fusion_pcba across the trip to the login page (issue 11; issue 3 §1 "the page is as it was after sign-in"): the
// BOM, its column mapping, the customer's line choices and the placement with its rotations come back from
// sessionStorage for the account that uploaded them (the server keeps the files); signed in as another account, the
// page drops them. The joint counts are prefilled from the restored files.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BomReadAnswer } from '../../../shared/contracts/pcba-bom';
import type { BomLine, BomMatch } from '../../../shared/pcba/bom-line';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import { renderWithApp } from '../../test/render';
import { cartParamAnswer } from '../order/test-support';
import PcbaOrderPage from './PcbaOrderPage';
import { FILES_KEY, type StoredFiles } from './stored-files';

vi.setConfig({ testTimeout: 90_000 });
beforeEach(() => {
  sessionStorage.clear();
  // the remark's autosize textarea listens for font loading, which jsdom does not have
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { configurable: true, value: { addEventListener: () => undefined, removeEventListener: () => undefined } });
});
afterEach(() => vi.unstubAllGlobals());

const STORE_KEY = `fusion_order:${FILES_KEY}:0`;

const grid = [
  ['Designator', 'Qty', 'Ordering Code', 'Value', 'Package'],
  ['C1,C2', '2', '', '100nF', 'C_0402_1005Metric'],
  ['U1', '1', 'AMS1117-3.3', 'LDO', 'SOT-223-3_TabPin2'],
];
const read: BomReadAnswer = {
  file_id: '0b7e4c1e-6c43-4d4a-9a0e-2f1f0d6c9a01', name: 'board-bom.csv', size: 120, format: 'csv', sheet: '', row_count: 3,
  truncated: false, grid, header_row: 0, mapping: { designator: 0, quantity: 1, value: 3, footprint: 4 },
  lines: [], problems: [], dnp_rows: [], excluded: [], combined: false,
};

/** What the page had kept when the customer was sent to sign in: the MPN column mapped by hand, line 1 consigned, U1 turned. */
const kept = (owner: number): StoredFiles => ({
  owner,
  bom: { read, headerRow: 0, mapping: { designator: 0, quantity: 1, mpn: 2, value: 3, footprint: 4 }, choices: { '1': { choice: 'consigned' } } },
  placement: {
    read: {
      file_id: '5d0c1f3e-0d7a-4c55-8f43-8c0e3c1c2b11', name: 'board-cpl.csv', format: 'kicad-csv', problems: [],
      placements: [
        { designator: 'C1', x_mm: 5, y_mm: 5, rotation_deg: 0, side: 'top', package: 'C_0402_1005Metric', value: '100nF' },
        { designator: 'C2', x_mm: 8, y_mm: 5, rotation_deg: 0, side: 'top', package: 'C_0402_1005Metric', value: '100nF' },
        { designator: 'U1', x_mm: 20, y_mm: 20, rotation_deg: 0, side: 'top', package: 'SOT-223-3_TabPin2', value: 'LDO' },
      ],
    },
    rotations: { U1: 90 },
    offsets: false,
  },
});

const api = (uid: number) =>
  stubApi({
    'GET /user/info': () => ok({ ...demoUser, uid }),
    'POST /v1/cart/cart-param': () => ok(cartParamAnswer('pcb')),
    'POST /v1/pcba/bom/match': (call) =>
      ok({ matches: (call.body as { lines: BomLine[] }).lines.map((l): BomMatch => (l.mpn ? { status: 'pending', suggestions: [] } : { status: 'unavailable', suggestions: [] })) }),
  });

describe('PCBA order page: back from the login page', () => {
  it('finds the BOM, its mapping, the line choices and the placement with its rotations again', async () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(kept(demoUser.uid)));
    const calls = api(demoUser.uid);
    renderWithApp(<PcbaOrderPage />, { path: '/fusion_pcba' });
    expect(await screen.findByText('board-bom.csv')).toBeInTheDocument();
    expect(screen.getByText('board-cpl.csv')).toBeInTheDocument();
    // the lines are matched again with the kept mapping: the MPN column is read
    await waitFor(() => expect(calls.callsTo('POST /v1/pcba/bom/match').length).toBeGreaterThan(0));
    const sent = calls.callsTo('POST /v1/pcba/bom/match')[0]?.body as { lines: BomLine[] };
    expect(sent.lines.map((l) => l.mpn)).toEqual(['', 'AMS1117-3.3']);
    // line 1 stays consigned
    expect(await within(await screen.findByTestId('bom-line-1')).findByText('Consigned: you send these parts to us.')).toBeInTheDocument();
    // U1 turned a quarter clockwise: 0° becomes 270° counter-clockwise
    expect(document.querySelector('[data-designator="U1"]')).toHaveAttribute('data-rotation', '270');
    // the joints come from the restored files: two 0402 capacitors (2 pads each) and a SOT-223 (4 pads)
    expect(await screen.findByLabelText('SMT solder joints per board')).toHaveValue('8');
    expect(screen.getByTestId('joints-source')).toHaveTextContent('Counted from the packages in your BOM and placement file (3 parts): 8 SMT and 0 THT joints.');
  });

  it('drops the files when another account signs in', async () => {
    sessionStorage.setItem(STORE_KEY, JSON.stringify(kept(demoUser.uid + 1)));
    api(demoUser.uid);
    renderWithApp(<PcbaOrderPage />, { path: '/fusion_pcba' });
    await waitFor(() => expect(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}')).toMatchObject({ owner: null, bom: null, placement: null }));
    expect(screen.queryByText('board-bom.csv')).not.toBeInTheDocument();
    expect(screen.queryByText('board-cpl.csv')).not.toBeInTheDocument();
  });
});
