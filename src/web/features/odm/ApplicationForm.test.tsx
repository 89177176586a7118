// The custom product application (services §3) with its estimator (services §2, §9 sample $100): the estimate follows
// the form; sending without the NRE and service fee boxes shows the spec's two messages and sends nothing (§5);
// with them the request goes out as the server's schema reads it.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { ApplicationForm } from './ApplicationForm';

const request = { id: 3, number: 'ODM-000003', kind: 'application', page: 'odm', status: 'submitted', form: {}, files: [], estimate: null, quote: null, decline_reason: null, decline_note: '', declined_by: null, customer_reason: '', cart_id: null, created_at: '2026-11-25T00:00:00.000Z' };

describe('ApplicationForm', () => {
  it('estimates the customization with the $100 sample and follows the quantity', async () => {
    stubApi({});
    renderWithApp(<ApplicationForm page="odm" signedIn onSent={() => undefined} />);
    const estimate = await screen.findByTestId('odm-estimate');
    expect(within(estimate).getByTestId('odm-estimate-sample')).toHaveTextContent('$100.00');
    const before = screen.getByTestId('odm-estimate-schedule').textContent;
    const user = userEvent.setup();
    const quantity = screen.getByTestId('odm-quantity');
    await user.clear(quantity);
    await user.type(quantity, '5000');
    await waitFor(() => expect(screen.getByTestId('odm-estimate-schedule').textContent).not.toBe(before));
  });

  it('asks for both fee acceptances before it sends, then sends the application', async () => {
    const api = stubApi({ 'POST /v1/odm/requests': () => ok(request) });
    const sent = vi.fn();
    renderWithApp(<ApplicationForm page="odm" signedIn onSent={sent} />);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('odm-sku'), '102010328');
    await user.type(screen.getByTestId('odm-details'), 'Our firmware flashed before shipping');
    await user.click(screen.getByTestId('odm-send'));
    expect(await screen.findByText('You must accept NRE fees')).toBeInTheDocument();
    expect(screen.getByText('You must accept manufacturing service fees')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/odm/requests')).toHaveLength(0);
    await user.click(screen.getByLabelText('I accept that NRE fees apply to this project'));
    await user.click(screen.getByLabelText('I accept the manufacturing service fees'));
    await user.click(screen.getByTestId('odm-send'));
    await waitFor(() => expect(sent).toHaveBeenCalledWith(expect.objectContaining({ number: 'ODM-000003' })));
    expect(api.callsTo('POST /v1/odm/requests')[0]?.body).toMatchObject({ kind: 'application', page: 'odm', sku: '102010328', quantity: 100, accept_nre: true, accept_service_fee: true });
  });
});
