import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp } from '../test/render';
import { CartPanel } from './header/CartPanel';
import { notLoggedIn, ok, stubApi, testUser } from './test-api';
import { useSession } from '../session/session';

/** Shows when the session has answered, so a test can assert what did not happen after that. */
const SessionState = () => {
  const { user, loading } = useSession();
  return <span>{loading ? 'session loading' : user ? 'signed in' : 'anonymous'}</span>;
};

afterEach(() => vi.unstubAllGlobals());

const item = (n: number) => ({
  cart_id: n,
  pid: 835,
  product_name: `Board ${n}`,
  product_thumb: '',
  quantity: 10,
  price: String(490 * n),
});

const openPanel = () => fireEvent.mouseEnter(screen.getByRole('link', { name: 'Cart' }).parentElement as HTMLElement);

describe('cart hover panel', () => {
  it('shows at most 5 items, the rest as a count, and the total in the display currency', async () => {
    const details = [1, 2, 3, 4, 5, 6, 7].map(item);
    stubApi({
      'GET /user/info': () => ok(testUser()),
      'GET /v1/cart/dashboard': () => ok({ count: 7, price_total: '13720', details }),
    });
    renderWithApp(<CartPanel />);
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Cart' })).toHaveTextContent('7'));
    openPanel();
    const list = await screen.findByRole('list', { name: 'Items in your cart', hidden: true });
    const rows = within(list).getAllByRole('listitem', { hidden: true });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Board 1');
    expect(rows[0]).toHaveTextContent('$4.90');
    expect(screen.queryByText('Board 6')).toBeNull();
    expect(screen.getByText('and 2 more items')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$137.20');
  });

  it('shows the empty-cart message when the cart has nothing', async () => {
    stubApi({
      'GET /user/info': () => ok(testUser()),
      'GET /v1/cart/dashboard': () => ok({ count: 0, price_total: '0', details: [] }),
    });
    renderWithApp(<CartPanel />);
    await screen.findByRole('link', { name: 'Cart' });
    openPanel();
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
  });

  it('opens on keyboard focus too, and does not ask for the cart of an anonymous visitor', async () => {
    const api = stubApi({ 'GET /user/info': notLoggedIn });
    renderWithApp(
      <>
        <CartPanel />
        <SessionState />
      </>,
    );
    await screen.findByText('anonymous');
    const link = screen.getByRole('link', { name: 'Cart' });
    fireEvent.focus(link);
    expect(await screen.findByText('Your shopping cart is empty.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/v1/cart/dashboard')).toBe(false);
  });
});
