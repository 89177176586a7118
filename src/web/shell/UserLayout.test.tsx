import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithApp } from '../test/render';
import type { RouteHandle } from '../routes';
import UserLayout from './layouts/UserLayout';
import { userCrumbs } from './layouts/user-crumbs';
import { activeUserMenuEntry } from './user-menu';
import { ok, stubApi, testUser } from './test-api';

afterEach(() => vi.unstubAllGlobals());

const routes: RouteObject[] = [
  {
    path: '/web/user',
    element: <UserLayout />,
    children: [
      { path: 'order/all', handle: { crumb: 'orderHistory' } satisfies RouteHandle, element: <p>order list</p> },
      {
        path: 'order/:id',
        handle: { crumb: 'orderDetail', parent: { crumb: 'orderHistory', path: '/web/user/order/all' } } satisfies RouteHandle,
        element: <p>order detail</p>,
      },
    ],
  },
];

const stubSignedIn = () =>
  stubApi({ 'GET /user/info': () => ok(testUser()), 'GET /v1/cart/dashboard': () => ok({ count: 0, price_total: '0', details: [] }) });

describe('user-account layout', () => {
  it('shows root and section, marks the menu entry of the route', async () => {
    stubSignedIn();
    renderWithApp(<></>, { path: '/web/user/order/all', routes });
    await screen.findByText('order list');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/fusion');
    expect(within(crumbs).getByText('Order History')).toHaveAttribute('aria-disabled', 'true');

    const menu = screen.getByRole('navigation', { name: 'User menu' });
    expect(within(menu).getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'My Coupons' })).not.toHaveAttribute('aria-current');
    expect(within(menu).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    // the phone version: a select labelled 'User menu' showing the same entry
    expect(screen.getByRole('combobox', { name: 'User menu' })).toHaveValue('Order History');
  });

  it('inserts the parent section before a detail page', async () => {
    stubSignedIn();
    renderWithApp(<></>, { path: '/web/user/order/123', routes });
    await screen.findByText('order detail');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Order History' })).toHaveAttribute('href', '/web/user/order/all');
    expect(within(crumbs).getByText('Order Detail')).toHaveAttribute('aria-disabled', 'true');
    const menu = screen.getByRole('navigation', { name: 'User menu' });
    expect(within(menu).getByRole('link', { name: 'Order History' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('breadcrumb and menu rules', () => {
  it('builds root, section and sub-title from route handles', () => {
    expect(userCrumbs([{ pathname: '/web/user' }])).toEqual([{ key: 'home', path: '/fusion' }]);
    expect(
      userCrumbs([
        { pathname: '/web/user' },
        { pathname: '/web/user/dropOrder/9', handle: { crumb: 'dropOrderDetail', parent: { crumb: 'dropShipping', path: '/web/user/dropOrder/item' } } },
      ], '/'),
    ).toEqual([
      { key: 'home', path: '/' },
      { key: 'dropShipping', path: '/web/user/dropOrder/item' },
      { key: 'dropOrderDetail' },
    ]);
  });

  it('finds the active entry by path, then by the parent section', () => {
    expect(activeUserMenuEntry('/web/user/coupon')?.key).toBe('coupons');
    expect(activeUserMenuEntry('/web/user/order/55')?.key).toBe('orders');
    expect(activeUserMenuEntry('/web/user/orderly')).toBeUndefined();
    expect(activeUserMenuEntry('/web/user/x/1', '/web/user/address')?.key).toBe('addresses');
    // account deletion is in the menu (issue 15; spec platform §2 "further entries")
    expect(activeUserMenuEntry('/web/user/deleteAccount')?.key).toBe('deleteAccount');
    expect(activeUserMenuEntry('/web/user/gallery')?.key).toBe('gallery');
    expect(activeUserMenuEntry('/web/user/nothing-here')).toBeUndefined();
  });
});
