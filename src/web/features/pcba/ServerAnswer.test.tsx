// The "Added to cart" dialog's server answer on /fusion_pcba (issue 11 "Price": the server's price for the cart):
// the same price as the page says so; a different one says it differs and shows both; lines the server matched
// otherwise are named; Pending / Unavailable lines say the item waits on the BOM check (services §4: the cart item
// waits for quotation until all lines are settled, within 1 business day).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { PcbaBomLine, PcbaCartItem } from '../../../shared/contracts/pcba-order';
import type { BomStatus } from '../../../shared/pcba/bom-line';
import { renderWithApp } from '../../test/render';
import { ServerAnswer } from './ServerAnswer';
import { serverAnswerView } from './server-answer';

const line = (n: number, status: BomStatus, designators: string[]): PcbaBomLine => ({
  line: n, row: n + 1, designators, quantity: designators.length, mpn: `MPN${n}`, manufacturer: '', value: '', status,
  choice: 'match', part_sku: status === 'confirmed' ? `SKU${n}` : null, unit_micros: status === 'confirmed' ? '1000' : null,
  purchase_link: '', supplied_mpn: '', staff_note: '',
});
const answer = (total: string | null, lines: PcbaBomLine[]): PcbaCartItem => ({ item: { total } as PcbaCartItem['item'], lines });

describe('serverAnswerView', () => {
  it('compares the server total with the page estimate and counts the lines', () => {
    const same = serverAnswerView(answer('12345', [line(1, 'confirmed', ['C1']), line(2, 'confirmed', ['R1'])]), { totalCents: 12345n, statuses: ['confirmed', 'confirmed'] });
    expect(same).toMatchObject({ totalCents: 12345n, versusEstimate: 'same', counts: { confirmed: 2, pending: 0, unavailable: 0 }, waitingOnCheck: 0, changed: [] });
    const differs = serverAnswerView(answer('13000', [line(1, 'confirmed', ['C1'])]), { totalCents: 12345n, statuses: ['confirmed'] });
    expect(differs.versusEstimate).toBe('differs');
  });

  it('names the lines the server decided otherwise, and says what waits on the check', () => {
    const v = serverAnswerView(
      answer(null, [line(1, 'confirmed', ['C1']), line(2, 'pending', ['U1', 'U2']), line(3, 'unavailable', ['J1'])]),
      { totalCents: 9000n, statuses: ['confirmed', 'confirmed', 'unavailable'] },
    );
    expect(v).toMatchObject({ totalCents: null, versusEstimate: 'none', waitingOnCheck: 2 });
    expect(v.changed).toEqual([{ line: 2, designators: 'U1, U2', page: 'confirmed', server: 'pending' }]);
  });
});

describe('ServerAnswer', () => {
  it('shows the server price and says when it differs from the page', async () => {
    renderWithApp(<ServerAnswer answer={answer('13000', [line(1, 'confirmed', ['C1'])])} estimate={{ totalCents: 12345n, statuses: ['confirmed'] }} plan={null} planFailed={false} />);
    expect(await screen.findByTestId('pcba-server-total')).toHaveTextContent('Our price for this item: $130.00');
    expect(screen.getByTestId('pcba-server-differs')).toHaveTextContent('differs from the estimate on this page ($123.45)');
    expect(screen.queryByTestId('pcba-server-check')).not.toBeInTheDocument();
  });

  it('says the item waits on the BOM check and which line changed', async () => {
    renderWithApp(
      <ServerAnswer
        answer={answer(null, [line(1, 'confirmed', ['C1']), line(2, 'pending', ['U1'])])}
        estimate={{ totalCents: 9000n, statuses: ['confirmed', 'confirmed'] }}
        plan={{ plan_id: 3, name: 'plan.pdf', size: 1, kind: 'pdf', status: 1, cart_id: 9, staff_note: '', created_at: '2026-11-25T00:00:00.000Z', decided_at: null }}
        planFailed={false}
      />,
    );
    expect(await screen.findByTestId('pcba-server-total')).toHaveTextContent('Our price follows once our staff have settled the open BOM lines.');
    expect(screen.getByText('1 confirmed, 1 pending, 0 unavailable')).toBeInTheDocument();
    expect(screen.getByTestId('pcba-server-changed')).toHaveTextContent('Line 2 (U1): Pending (the page showed Confirmed)');
    expect(screen.getByTestId('pcba-server-check')).toHaveTextContent('1 BOM line waits for our BOM check (within 1 business day)');
    expect(screen.getByText('Test plan plan.pdf attached to this item; our engineers review it.')).toBeInTheDocument();
  });
});
