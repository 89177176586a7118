import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../test/render';
import { loginPathFor } from '../session/redirect';
import { Header } from './header/Header';
import { pendingBadgeText } from './header/PendingBadge';
import { notLoggedIn, ok, stubApi, testUser } from './test-api';
import { EditionProvider } from './edition-context';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const EMPTY_CART = { count: 0, price_total: '0', details: [] };

describe('Header', () => {
  it('shows a Sign in link back to the current page for anonymous visitors', async () => {
    stubApi({ 'GET /user/info': notLoggedIn });
    renderWithApp(<Header />, { path: '/fusion_pcb?x=1' });
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', loginPathFor('/fusion_pcb?x=1'));
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/web/cart');
    expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('links each edition to the other one at its configured address, and offers currencies in English only', async () => {
    const setting = () => ok({ banner_use_abtest_key: '', edition_urls: { en: 'https://fusion.example.com', jp: 'https://fusion.example.jp/' } });
    stubApi({ 'GET /user/info': notLoggedIn, 'GET /v1/system/setting': setting });
    const { unmount } = renderWithApp(<Header />);
    await screen.findByRole('link', { name: 'Sign in' });
    expect(await screen.findByRole('link', { name: '日本語' })).toHaveAttribute('href', 'https://fusion.example.jp/');
    expect(screen.getByRole('button', { name: /^Currency/ })).toBeInTheDocument();
    unmount();

    renderWithApp(
      <EditionProvider value="jp">
        <Header />
      </EditionProvider>,
    );
    await screen.findByRole('link', { name: 'Sign in' });
    expect(await screen.findByRole('link', { name: 'English' })).toHaveAttribute('href', 'https://fusion.example.com/fusion');
    expect(screen.queryByRole('link', { name: '日本語' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Currency/ })).toBeNull();
  });

  it('shows the Account menu with its entries when signed in', async () => {
    stubApi({ 'GET /user/info': () => ok(testUser({ nickname: 'Ada' })), 'GET /v1/cart/dashboard': () => ok(EMPTY_CART) });
    renderWithApp(<Header />);
    const button = await screen.findByRole('button', { name: 'Account menu' });
    expect(button).toHaveTextContent('Ada');
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();

    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { hidden: true });
    // jsdom has no layout, so floating-ui may mark the dropdown detached (display: none): include hidden nodes.
    // jsdom has no layout, so floating-ui may mark the dropdown detached (display: none): include hidden nodes,
    // for the menu itself too (with nine entries it is often detached by the time it is looked for).
    const items = await within(menu).findAllByRole('menuitem', { hidden: true });
    expect(items.map((i) => i.textContent)).toEqual(['My Coupons', 'Order History', 'My Addresses', 'Personal Detail', 'Support', 'ODM Requests', 'Licensed Products', 'Distributor', 'My Gallery', 'Payment Requests', 'Batch Purchase', 'Resource Center', 'Delete Account', 'Sign out']);
    expect(within(menu).getByRole('menuitem', { name: 'Order History', hidden: true })).toHaveAttribute('href', '/web/user/order/all');
    expect(within(menu).getByRole('menuitem', { name: 'My Coupons', hidden: true })).toHaveAttribute('href', '/web/user/coupon');
  });

  it('lists Drop Shipping only for customers with goods in storage (issue 15)', async () => {
    stubApi({
      'GET /user/info': () => ok(testUser({ nickname: 'Ada' })), 'GET /v1/cart/dashboard': () => ok(EMPTY_CART),
      'GET /v1/drop-ship/access': () => ok({ enabled: true }),
    });
    renderWithApp(<Header />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    // the entry appears when the storage check answers, which on a loaded machine can be after the menu opened and
    // re-rendered: look it up in the document each time rather than inside a menu element captured earlier
    const entry = await screen.findByRole('menuitem', { name: 'Drop Shipping', hidden: true });
    expect(entry).toHaveAttribute('href', '/web/user/dropOrder/item');
  });

  it('signs out through the menu and lands on the login page', async () => {
    const api = stubApi({
      'GET /user/info': () => ok(testUser()),
      'GET /v1/cart/dashboard': () => ok(EMPTY_CART),
      'POST /user/logout': () => ok(null),
    });
    const { router } = renderWithApp(<Header />, { path: '/fusion' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sign out', hidden: true }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/user/logout')).toBe(true);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('shows the pending-order count, capped at 1000+, and hides it at 0', async () => {
    stubApi({ 'GET /user/info': () => ok(testUser({ order_pending_count: 1234 })), 'GET /v1/cart/dashboard': () => ok(EMPTY_CART) });
    renderWithApp(<Header />);
    const badge = await screen.findByRole('link', { name: 'Pending orders: 1000+' });
    expect(badge).toHaveTextContent('1000+');
    expect(badge).toHaveAttribute('href', '/web/user/order/all?status=1');

    expect(pendingBadgeText(0)).toBeNull();
    expect(pendingBadgeText(1)).toBe('1');
    expect(pendingBadgeText(1000)).toBe('1000');
    expect(pendingBadgeText(1001)).toBe('1000+');
  });

  it('has no pending badge when nothing is pending', async () => {
    stubApi({ 'GET /user/info': () => ok(testUser({ order_pending_count: 0 })), 'GET /v1/cart/dashboard': () => ok(EMPTY_CART) });
    renderWithApp(<Header />);
    await screen.findByRole('button', { name: 'Account menu' });
    expect(screen.queryByRole('link', { name: /Pending orders/ })).toBeNull();
  });

  it('shows the membership badge linking to /membership for VIP members', async () => {
    stubApi({
      'GET /user/info': () => ok(testUser({ vip_details: { sku: '608800015', level: 'elite', image: '' } })),
      'GET /v1/cart/dashboard': () => ok(EMPTY_CART),
    });
    renderWithApp(<Header />);
    expect(await screen.findByRole('link', { name: 'Membership: ELITE' })).toHaveAttribute('href', '/membership');
  });

  it('builds the navigation from the menu list, as a drawer on mobile', async () => {
    stubApi({
      'GET /user/info': notLoggedIn,
      'GET /menu/list': () =>
        ok([
          { id: 1, address: '/fusion_pcb', en_name: 'PCB', jp_name: 'プリント基板' },
          { id: 2, address: '', en_name: 'Services', jp_name: 'サービス', children: [{ id: 3, address: '/stencil', en_name: 'Stencil', jp_name: 'ステンシル' }] },
        ]),
    });
    renderWithApp(<Header />);
    const bar = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(bar).getByRole('link', { name: 'PCB' })).toHaveAttribute('href', '/fusion_pcb');
    expect(within(bar).getByRole('button', { name: /Services/ })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog', { name: 'Navigation' });
    expect(within(drawer).getByRole('link', { name: 'PCB' })).toHaveAttribute('href', '/fusion_pcb');
  });
});
