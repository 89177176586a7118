import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Country } from '../../../shared/contracts/address';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { enter, replace } from '../../forms/testing/typing';
import { renderWithApp } from '../../test/render';
import { AddressForm } from './AddressForm';

afterEach(() => vi.unstubAllGlobals());

const country = (id: number, iso2: string, name: string, over: Partial<Country> = {}): Country => ({
  id, iso2, name, postcode_required: true, tax_number_required: false, courier_remark_required: false,
  region_required: false, has_regions: false, ...over,
});
const COUNTRIES = [
  country(233, 'US', 'United States', { region_required: true, has_regions: true }),
  country(95, 'HK', 'Hong Kong', { postcode_required: false }),
  country(31, 'BR', 'Brazil', { tax_number_required: true }),
];

const renderForm = (countryId: number, onSaved = vi.fn()) => {
  const api = stubApi({
    'GET /v1/user/address/region': () => ok([{ code: 'CA', name: 'California' }]),
    'POST /v1/user/address/create': (call) => ok({ address: { id: 1, ...(call.body as object) }, warnings: {} }),
  });
  renderWithApp(<AddressForm countries={COUNTRIES} defaultCountryId={countryId} onSaved={onSaved} onCancel={() => {}} />);
  return { api, onSaved, user: userEvent.setup() };
};

describe('AddressForm', () => {
  it('checks the postcode for the chosen country when the field loses focus', async () => {
    const { user } = renderForm(233);
    const postcode = screen.getByLabelText(/^Zip \/ postcode/);
    await enter(user, postcode, '123');
    await user.tab();
    expect(await screen.findByText('Invalid zip code')).toBeInTheDocument();
    await replace(user, postcode, '94105');
    await user.tab();
    expect(screen.queryByText('Invalid zip code')).not.toBeInTheDocument();
  });

  it('accepts 000000 where the country has no postcodes and says so', async () => {
    const { user } = renderForm(95);
    expect(screen.getByText('Enter 000000 if there is no postal code.')).toBeInTheDocument();
    await enter(user, screen.getByLabelText(/^Zip \/ postcode/), '000000');
    await user.tab();
    expect(screen.queryByText(/Invalid zip code|Enter 000000 if there is no postal code$/)).not.toBeInTheDocument();
  });

  it('refuses a PO box on blur and recommends Latin letters without blocking', async () => {
    const { user } = renderForm(233);
    await enter(user, screen.getByLabelText(/^Street address/), 'P.O. Box 42');
    await user.tab();
    expect(await screen.findByText('PO boxes are not accepted')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await enter(user, screen.getByLabelText(/^City/), '東京');
    expect(screen.getByRole('status')).toHaveTextContent('English only recommended');
  });

  it('requires a tax number for Brazil and sends nothing until the form is valid', async () => {
    const { user, api } = renderForm(31);
    expect(screen.getByText('Required for Brazil: your CPF or CNPJ.')).toBeInTheDocument();
    await enter(user, screen.getByLabelText(/^First name/), 'Ana');
    await enter(user, screen.getByLabelText(/^Last name/), 'Silva');
    await enter(user, screen.getByLabelText(/^Street address/), 'Av. Paulista 1000');
    await enter(user, screen.getByLabelText(/^City/), 'São Paulo');
    await enter(user, screen.getByLabelText(/^Zip \/ postcode/), '01310-100');
    await enter(user, screen.getByLabelText(/^Phone/), '+55 11 5555 0100');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A tax number is required for Brazil')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/user/address/create')).toHaveLength(0);
  });

  it('sends a valid address with the numeric country id', async () => {
    const { user, api, onSaved } = renderForm(95);
    await enter(user, screen.getByLabelText(/^First name/), 'Wing');
    await enter(user, screen.getByLabelText(/^Last name/), 'Chan');
    await enter(user, screen.getByLabelText(/^Street address/), '1 Queens Road');
    await enter(user, screen.getByLabelText(/^City/), 'Central');
    await enter(user, screen.getByLabelText(/^Zip \/ postcode/), '000000');
    await enter(user, screen.getByLabelText(/^Phone/), '+852 5555 0100');
    await user.click(screen.getByRole('radio', { name: 'Business' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.callsTo('POST /v1/user/address/create')[0]?.body).toMatchObject({
      country_id: 95, postcode: '000000', buyer_type: 'business', tax_number_type: null, is_default: false,
    });
  });
});
