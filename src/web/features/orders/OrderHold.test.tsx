// The customer's side of a file-problem hold: the message, a re-upload control for each named item still waiting,
// "received" for those already sent, and nothing once the order is not on hold.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import type { OrderDetail } from '../../../shared/contracts/order';
import { OrderHold } from './OrderHold';

const line = (line_id: number, name: string, file_name: string) => ({
  line_id, product_id: 835, name, sku: 'PCB-2L-STD', params: {}, file_name, quantity: 10, unit_price: '100', total: '1000', warehouse: 'shenzhen',
});
const held = (over: Partial<OrderDetail> = {}) =>
  ({
    id: 10001, status: 1011, on_hold: true, items: [line(5, 'Board A', 'a.zip'), line(6, 'Board B', 'b.zip'), line(7, 'Board C', 'c.zip')],
    hold: { message: 'The drill file is missing.', line_ids: [5, 6], reuploaded_line_ids: [6], held_at: '2026-11-24T10:00:00Z', reuploaded_at: null },
    ...over,
  }) as OrderDetail;

describe('OrderHold', () => {
  it('shows the message, a re-upload for the item still waiting and "received" for the one sent', async () => {
    renderWithApp(<OrderHold o={held()} />);
    expect(await screen.findByText('The drill file is missing.')).toBeInTheDocument();
    expect(screen.getByText('Board A (a.zip)')).toBeInTheDocument();
    expect(screen.getByText('New file received')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upload a corrected file' })).toHaveLength(1);
    // an item the hold does not name gets no control
    expect(screen.queryByText(/Board C/)).not.toBeInTheDocument();
  });

  it('shows nothing once the order is not on hold', () => {
    const { container } = renderWithApp(<OrderHold o={held({ status: 1012, on_hold: false })} />);
    expect(container.querySelector('[data-testid="order-hold"]')).toBeNull();
  });
});
