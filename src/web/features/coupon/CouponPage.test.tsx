import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '../../../shared/contracts/coupon';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import { enter } from '../../forms/testing/typing';
import { renderWithApp } from '../../test/render';
import CouponPage from './CouponPage';

afterEach(() => vi.unstubAllGlobals());

const coupon = (id: number, status: Coupon['status'], over: Partial<Coupon> = {}): Coupon => ({
  id, code: `CODE${id}`, kind: 'code', name: `Coupon ${id}`, status, value: '1000', min_order: '0',
  expires_at: '2027-01-01T00:00:00.000Z', bound_at: '2026-01-01T00:00:00.000Z', used_at: null, order_id: null, ...over,
});

describe('CouponPage', () => {
  it('lists coupons in available / used / expired tabs with prices', async () => {
    stubApi({
      'GET /v1/user/coupon/list': () =>
        ok([coupon(1, 'available', { min_order: '3000' }), coupon(2, 'used'), coupon(3, 'expired'), coupon(4, 'available', { kind: 'signup', code: null, value: '5000' })]),
    });
    renderWithApp(<CouponPage />);
    expect(await screen.findByRole('tab', { name: 'Available (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Used (1)' })).toBeInTheDocument();
    expect(screen.getByText('On orders of $30.00 or more')).toBeInTheDocument();
    expect(screen.getByText('$50.00 off')).toBeInTheDocument();
    expect(screen.getByText('Sign-up coupon')).toBeInTheDocument();
  });

  it('says an empty code cannot be redeemed without calling the server, and shows why a bind failed', async () => {
    const api = stubApi({
      'GET /v1/user/coupon/list': () => ok([]),
      'POST /v1/user/coupon/bind': () => fail(409, 4090, 'This coupon has already been redeemed.', 'errors.couponRedeemed'),
    });
    const user = userEvent.setup();
    renderWithApp(<CouponPage />);
    await user.click(await screen.findByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('Coupon code cannot be empty')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/user/coupon/bind')).toHaveLength(0);

    await enter(user, screen.getByLabelText('Coupon code'), 'TAKEN1');
    await user.click(screen.getByRole('button', { name: 'Redeem' }));
    expect(await screen.findByText('This coupon has already been redeemed.')).toBeInTheDocument();
    expect(api.callsTo('POST /v1/user/coupon/bind')[0]?.body).toEqual({ code: 'TAKEN1' });
  });
});
