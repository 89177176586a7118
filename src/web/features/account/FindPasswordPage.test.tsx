import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter, replace } from '../../forms/testing/typing';
import { renderWithApp } from '../../test/render';
import { fail, ok, stubApi } from '../../forms/testing/fetch-stub';
import FindPasswordPage from './FindPasswordPage';

// Several Mantine renders per test: generous on a shared 2-core machine (no waiting on time, only on the UI).
afterEach(() => vi.unstubAllGlobals());
const TOKEN = 'abcdefghijklmnop';

describe('FindPasswordPage', () => {
  it('requests a reset link and answers neutrally', async () => {
    const api = stubApi({ 'POST /user/forget-password': () => ok(null) });
    const user = userEvent.setup();
    renderWithApp(<FindPasswordPage />, { path: '/find_psw' });
    await enter(user, screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If an account exists for that address/)).toBeInTheDocument();
    expect(api.callsTo('POST /user/forget-password')[0]?.body).toEqual({ email: 'nobody@example.com' });
  });

  it('shows the expired message for an invalid token, with a link to ask again', async () => {
    const api = stubApi({ 'POST /password/param-check': () => ok({ valid: false, email: '' }) });
    renderWithApp(<FindPasswordPage />, { path: `/find_psw?token=${TOKEN}` });
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/find_psw');
    expect(api.callsTo('POST /password/param-check')[0]?.body).toEqual({ token: TOKEN });
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('treats a link the server refuses as expired', async () => {
    stubApi({ 'POST /password/param-check': () => fail(404, 4040, 'expired', 'errors.resetLinkInvalid') });
    renderWithApp(<FindPasswordPage />, { path: `/find_psw?token=${TOKEN}` });
    expect(await screen.findByText('This link has expired or has already been used.')).toBeInTheDocument();
  });

  it('sets a new password with a valid token and offers to sign in', async () => {
    const api = stubApi({
      'POST /password/param-check': () => ok({ valid: true, email: 'ada@example.com' }),
      'POST /password/find-modify': () => ok(null),
    });
    const user = userEvent.setup();
    renderWithApp(<FindPasswordPage />, { path: `/find_psw?token=${TOKEN}` });
    expect(await screen.findByText('For the account ada@example.com')).toBeInTheDocument();
    await enter(user, screen.getByLabelText(/^New password/), 'newpass1');
    await enter(user, screen.getByLabelText(/^Confirm new password/), 'newpass2');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByText('The passwords do not match')).toBeInTheDocument();
    expect(api.callsTo('POST /password/find-modify')).toHaveLength(0);

    await replace(user, screen.getByLabelText(/^Confirm new password/), 'newpass1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('POST /password/find-modify')[0]?.body).toEqual({ token: TOKEN, password: 'newpass1', password_confirm: 'newpass1' });
  });
});
