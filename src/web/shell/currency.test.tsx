import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { CurrencyProvider, useCurrency } from './currency';
import { CURRENCY_STORAGE_KEY, parseRateCookie, parseRatesKeyCookie, rateCookie, ratesKeyCookie } from './currency-storage';
import { EditionProvider } from './edition-context';
import { notLoggedIn, ok, stubApi } from './test-api';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'fusion_rate_JPY=; max-age=0; path=/';
  document.cookie = 'fusion_rates_key=; max-age=0; path=/';
});

const Probe = () => {
  const { currency, format, setCurrency } = useCurrency();
  return (
    <div>
      <span data-testid="price">{format(490n)}</span>
      <span data-testid="currency">{currency}</span>
      <button type="button" onClick={() => setCurrency('EUR')}>
        euro
      </button>
    </div>
  );
};

const renderProbe = (edition: 'en' | 'jp') =>
  renderWithApp(
    <EditionProvider value={edition}>
      <CurrencyProvider>
        <Probe />
      </CurrencyProvider>
    </EditionProvider>,
  );

const rate = (to: string, ratePpm: string) => () => ok({ unit: to, rate: String(Number(ratePpm) / 1e6), rate_ppm: ratePpm });

describe('display currency', () => {
  it('English edition: USD by default, a chosen currency converts at the server rate and is remembered', async () => {
    const api = stubApi({ 'GET /user/info': notLoggedIn, 'POST /currency/trans': rate('EUR', '920000') });
    renderProbe('en');
    expect(screen.getByTestId('price')).toHaveTextContent('$4.90');
    await userEvent.click(screen.getByRole('button', { name: 'euro' }));
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('€4.51'));
    expect(api.calls.find((c) => c.path === '/currency/trans')?.body).toEqual({ from: 'USD', to: 'EUR' });
    expect(localStorage.getItem(CURRENCY_STORAGE_KEY)).toBe('EUR');
  });

  it('English edition: starts with the remembered currency', async () => {
    localStorage.setItem(CURRENCY_STORAGE_KEY, 'GBP');
    stubApi({ 'GET /user/info': notLoggedIn, 'POST /currency/trans': rate('GBP', '790000') });
    renderProbe('en');
    expect(screen.getByTestId('currency')).toHaveTextContent('GBP');
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('£3.87'));
  });

  it('Japanese edition: yen at the fetched rate, cached in a one-day cookie', async () => {
    const api = stubApi({ 'GET /user/info': notLoggedIn, 'POST /currency/trans': rate('JPY', '150250000') });
    renderProbe('jp');
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('¥736'));
    expect(api.calls.filter((c) => c.path === '/currency/trans')).toHaveLength(1);
    expect(parseRateCookie(document.cookie, 'JPY')).toBe('150250000');
  });

  it('Japanese edition: a cached rate is used without asking the server', async () => {
    document.cookie = rateCookie('JPY', '100000000');
    const api = stubApi({ 'GET /user/info': notLoggedIn, 'POST /currency/trans': rate('JPY', '150250000') });
    renderProbe('jp');
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('¥490'));
    expect(api.calls.some((c) => c.path === '/currency/trans')).toBe(false);
  });
});

describe('rate cookie', () => {
  it('lives one day and ignores malformed values', () => {
    expect(rateCookie('JPY', '150250000')).toContain('max-age=86400');
    expect(parseRateCookie('a=1; fusion_rate_JPY=150250000', 'JPY')).toBe('150250000');
    expect(parseRateCookie('fusion_rate_JPY=1.5e8', 'JPY')).toBeUndefined();
    expect(parseRateCookie('fusion_rate_EUR=920000', 'JPY')).toBeUndefined();
  });

  it('Japanese edition: a cached rate from before a staff change (another rates key) is fetched again', async () => {
    document.cookie = rateCookie('JPY', '100000000');
    document.cookie = ratesKeyCookie('old1');
    const api = stubApi({
      'GET /user/info': notLoggedIn,
      'GET /v1/system/setting': () => ok({ banner_use_abtest_key: 'b1', currency_rates_key: 'new2' }),
      'POST /currency/trans': rate('JPY', '150250000'),
    });
    renderProbe('jp');
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('¥736'));
    expect(api.calls.filter((c) => c.path === '/currency/trans')).toHaveLength(1);
    expect(parseRatesKeyCookie(document.cookie)).toBe('new2');
  });

  it('Japanese edition: a cached rate under the current rates key is used as it is', async () => {
    document.cookie = rateCookie('JPY', '100000000');
    document.cookie = ratesKeyCookie('same1');
    const api = stubApi({
      'GET /user/info': notLoggedIn,
      'GET /v1/system/setting': () => ok({ banner_use_abtest_key: 'b1', currency_rates_key: 'same1' }),
      'POST /currency/trans': rate('JPY', '150250000'),
    });
    renderProbe('jp');
    await vi.waitFor(() => expect(screen.getByTestId('price')).toHaveTextContent('¥490'));
    expect(api.calls.some((c) => c.path === '/currency/trans')).toBe(false);
  });
});
