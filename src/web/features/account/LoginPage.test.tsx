import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enter, replace } from '../../forms/testing/typing';
import { encodeLoginCode } from '../../../shared/contracts/user';
import { renderWithApp } from '../../test/render';
import { loginPathFor } from '../../session/redirect';
import { fail, notLoggedIn, ok, stubApi } from '../../forms/testing/fetch-stub';
import { demoUser } from '../../forms/testing/users';
import LoginPage from './LoginPage';

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/web/user/order/all', element: <p>orders page</p> },
  { path: '/fusion', element: <p>home page</p> },
];

// Several Mantine renders per test: generous on a shared 2-core machine (no waiting on time, only on the UI).
afterEach(() => vi.unstubAllGlobals());

describe('LoginPage', () => {
  it('checks email and password on blur with the login rules', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: '/login' });

    await enter(user, screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(await screen.findByText('Wrong Email')).toBeInTheDocument();

    await enter(user, screen.getByLabelText(/^Password/), '12345');
    await user.tab();
    expect(await screen.findByText('Wrong Password')).toBeInTheDocument();

    // Fixing a field clears its message on the next blur.
    await replace(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('Wrong Email')).not.toBeInTheDocument());
  });

  it('does not submit an invalid form', async () => {
    const api = stubApi({ 'POST /user/login': () => ok(null) });
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(api.callsTo('POST /user/login')).toHaveLength(0);
  });

  it('sends the encoded code and goes to the decoded redirect target', async () => {
    let signedIn = false;
    const api = stubApi({
      'GET /user/info': () => (signedIn ? ok(demoUser) : notLoggedIn()),
      'POST /user/login': () => {
        signedIn = true;
        return ok(demoUser);
      },
    });
    const user = userEvent.setup();
    const { router } = renderWithApp(<LoginPage />, { path: loginPathFor('/web/user/order/all?status=1'), routes });

    await enter(user, screen.getByLabelText(/^Email/), '  ada@example.com ');
    await enter(user, screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/web/user/order/all');
    expect(router.state.location.search).toBe('?status=1');
    const [call] = api.callsTo('POST /user/login');
    // The email is trimmed by the shared schema before encoding.
    expect(call?.body).toEqual({ code: encodeLoginCode({ email: 'ada@example.com', password: 'secret1' }), remember: 1 });
  });

  it('shows the server message when sign-in fails, including the rate limit', async () => {
    let attempts = 0;
    stubApi({
      'POST /user/login': () =>
        ++attempts === 1
          ? fail(401, 4000, 'Wrong email or password.', 'errors.wrongCredentials')
          : fail(429, 4290, 'Too many requests. Please wait a moment and try again.', 'errors.tooManyRequests'),
    });
    const user = userEvent.setup();
    renderWithApp(<LoginPage />, { path: '/login' });
    await enter(user, screen.getByLabelText(/^Email/), 'ada@example.com');
    await enter(user, screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email or password.');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many requests. Please wait a moment and try again.')).toBeInTheDocument();
  });

  it('sends a signed-in visitor straight to the target', async () => {
    stubApi({ 'GET /user/info': () => ok(demoUser) });
    const { router } = renderWithApp(<LoginPage />, { path: loginPathFor('/web/user/order/all'), routes });
    expect(await screen.findByText('orders page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/web/user/order/all');
  });

  it('links to password recovery and to registration with the same redirect', async () => {
    stubApi({});
    renderWithApp(<LoginPage />, { path: loginPathFor('/web/cart') });
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/find_psw');
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(`/register${loginPathFor('/web/cart').slice('/login'.length)}`);
  });
});
