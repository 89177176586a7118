// The BOM mapping screen (issue 11 "BOM"): changing a column re-runs buildLines in the browser, matches the new
// lines again and shows the fee impact before → after; accepting a suggestion confirms the line. Prices follow the
// engine's rule (docs/pcba.md "Components": ordered = placed + 3 % spares rounded up to whole parts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BomReadAnswer } from '../../../shared/contracts/pcba-bom';
import type { BomLine, BomMatch, BomPart } from '../../../shared/pcba/bom-line';
import { defaultPcbaTables } from '../../../shared/pricing/pcba-tables';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import { renderWithApp } from '../../test/render';
import { BomLines } from './BomLines';
import { MappingScreen } from './MappingScreen';
import { useBom } from './useBom';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const grid = [
  ['Designator', 'Qty', 'Ordering Code', 'Value', 'Package'],
  ['C1,C2', '2', '', '100nF', '0402'],
  ['R1', '1', 'RC0402FR-0710KL', '10k', '0402'],
  ['U1', '1', 'AMS1117-3.3', 'LDO', 'SOT-223'],
];

const read: BomReadAnswer = {
  file_id: '0b7e4c1e-6c43-4d4a-9a0e-2f1f0d6c9a01', name: 'board-bom.csv', size: 120, format: 'csv', sheet: '', row_count: 4,
  truncated: false, grid, header_row: 0,
  // what guessMapping makes of this header: "Ordering Code" is no BOM word, so the MPN column is not found
  mapping: { designator: 0, quantity: 1, value: 3, footprint: 4 },
  lines: [], problems: [], dnp_rows: [], excluded: [], combined: false,
};

const part = (mpn: string, micros: string): BomPart => ({
  sku: `OPL-${mpn}`, mpn, manufacturer: 'Maker', package: '0402', description: '', stock: 50_000, unitMicros: micros, basic: true,
});

/** Stands in for the matcher: a written MPN is confirmed at $0.10 a part; anything else is pending with one suggestion at $0.05. */
const matcher = () =>
  stubApi({
    'GET /user/info': () => ok(demoUser),
    'POST /v1/pcba/bom/match': (call) => {
      const { lines } = call.body as { lines: BomLine[] };
      const matches: BomMatch[] = lines.map((l) =>
        l.mpn ? { status: 'confirmed', part: part(l.mpn, '100000'), suggestions: [] } : { status: 'pending', suggestions: [part('CL05B104KO5NNNC', '50000')] });
      return ok({ matches });
    },
  });

const Harness = () => {
  const bom = useBom(10, defaultPcbaTables, read);
  return (
    <>
      <MappingScreen bom={bom} />
      <BomLines bom={bom} boards={10} />
    </>
  );
};

describe('BOM mapping screen', () => {
  it('re-maps in the browser, re-matches and shows the fee impact; a suggestion confirms its line', async () => {
    const api = matcher();
    const user = userEvent.setup();
    renderWithApp(<Harness />, { path: '/fusion_pcba' });

    // The guess: three lines, none with an MPN, so all pending and no component cost yet.
    expect(await screen.findByText('3 lines to build')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('fee-counts')).toHaveTextContent('0 confirmed, 3 pending, 0 unavailable'));
    expect(screen.getByTestId('fee-components')).toHaveTextContent('Components: $0.00');
    // mapped columns are highlighted in the preview
    const preview = screen.getByRole('table', { name: 'The first rows of your BOM' });
    expect(within(preview).getAllByRole('columnheader').map((h) => h.getAttribute('data-mapped'))).toEqual(['true', 'true', 'false', 'true', 'true']);

    // The customer maps "Ordering Code" to the MPN.
    const mpnSelect = screen.getAllByLabelText('MPN or SKU').find((el) => el.tagName === 'INPUT');
    if (!mpnSelect) throw new Error('the MPN select');
    await user.click(mpnSelect);
    const list = await screen.findByRole('listbox', { name: 'MPN or SKU', hidden: true });
    await user.click(within(list).getByRole('option', { name: 'C · Ordering Code', hidden: true }));

    await waitFor(() => expect(screen.getByTestId('fee-counts')).toHaveTextContent('0 confirmed, 3 pending, 0 unavailable → 2 confirmed, 1 pending, 0 unavailable'));
    // R1 and U1 at $0.10: 10 boards place 10 parts each, 3 % spares round up to 1 part: 11 × $0.10 each.
    expect(screen.getByTestId('fee-components')).toHaveTextContent('Components: $0.00 → $2.20');
    const sent = api.callsTo('POST /v1/pcba/bom/match').at(-1)?.body as { lines: BomLine[]; build_qty: number };
    expect(sent.build_qty).toBe(10);
    expect(sent.lines.map((l) => l.mpn)).toEqual(['', 'RC0402FR-0710KL', 'AMS1117-3.3']);
    expect(within(preview).getAllByRole('columnheader')[2]).toHaveAttribute('data-mapped', 'true');

    // Accepting the suggestion for C1, C2: 20 parts + 1 spare at $0.05 = $1.05 more, and the line is confirmed.
    const line = screen.getByTestId('bom-line-1');
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    await user.click(within(line).getByRole('button', { name: 'Accept CL05B104KO5NNNC for C1' }));
    expect(within(line).getByText('Confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('fee-counts')).toHaveTextContent('→ 3 confirmed, 0 pending, 0 unavailable');
    expect(screen.getByTestId('fee-components')).toHaveTextContent('Components: $0.00 → $3.25');
  });

  it('lists the reader’s row problems with their rows', async () => {
    matcher();
    const Rows = () => {
      const bom = useBom(10, defaultPcbaTables, { ...read, grid: [...grid, ['R5, R6', '3', '', '1k', '0402']] });
      return <MappingScreen bom={bom} />;
    };
    renderWithApp(<Rows />, { path: '/fusion_pcba' });
    // services §5: fewer designators than the quantity is named with its row (row 5 of the file)
    expect(await screen.findByText(/Rows 5: fewer designators than the quantity/)).toBeInTheDocument();
  });
});
