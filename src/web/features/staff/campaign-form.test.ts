// The campaign form's body: dollars become cents, the window ISO instants, empty limits stay out, products their ids.
import { describe, expect, it } from 'vitest';
import { campaignBody, EMPTY_CAMPAIGN } from './campaign-form';

describe('campaignBody', () => {
  it('sends a fixed value in cents, without the limits left empty', () => {
    expect(campaignBody({ ...EMPTY_CAMPAIGN, code: ' spring ', name: 'Spring', value: 12.5, minOrder: 30, perCustomer: '' })).toEqual({
      code: 'spring', name: 'Spring', value: '1250', min_order: '3000', starts_at: undefined, ends_at: undefined,
      max_uses: undefined, per_customer: undefined, product_ids: [],
    });
  });

  it('sends a percent with its window, limits and product ids', () => {
    const body = campaignBody({
      ...EMPTY_CAMPAIGN, code: 'PCB10', name: 'PCB', kind: 'percent', percent: 10, value: 99, startsAt: '2030-01-01T09:00', endsAt: '2030-02-01T09:00',
      maxUses: 100, perCustomer: 2, products: ['pcb', 'stencil'],
    });
    expect(body).toMatchObject({ percent: 10, max_uses: 100, per_customer: 2, product_ids: [835, 1391] });
    expect(body).not.toHaveProperty('value');
    expect(body.starts_at).toBe(new Date('2030-01-01T09:00').toISOString());
  });
});
