// The chat widget (issue 8 §3): it appears one second after the page opens, not before; a route flagged hideChat
// never shows it; a visitor is asked to sign in; the minimised/open choice is remembered.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithApp } from '../test/render';
import type { RouteHandle } from '../routes';
import { CHAT_DELAY_MS, ChatLauncher } from './ChatLauncher';
import { notLoggedIn, ok, stubApi, testUser } from './test-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const routes: RouteObject[] = [
  { path: '/faq', element: <ChatLauncher /> },
  { path: '/web/cart', handle: { hideChat: true } satisfies RouteHandle, element: <><p>cart</p><ChatLauncher /></> },
];

describe('chat widget', () => {
  it('appears one second after the page opens, not before', async () => {
    stubApi({ 'GET /user/info': () => notLoggedIn() });
    vi.useFakeTimers();
    renderWithApp(<></>, { path: '/faq', routes });
    await act(async () => { await vi.advanceTimersByTimeAsync(CHAT_DELAY_MS - 50); });
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(100); });
    vi.useRealTimers();
    const launcher = await screen.findByRole('button', { name: 'Chat with support' }, { timeout: 20_000 });
    fireEvent.click(launcher);
    expect(await screen.findByRole('link', { name: 'Sign in to chat with us' })).toHaveAttribute('href', expect.stringContaining('/login'));
    expect(localStorage.getItem('fusion_chat')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Minimise chat' }));
    expect(await screen.findByRole('button', { name: 'Chat with support' })).toBeInTheDocument();
    expect(localStorage.getItem('fusion_chat')).toBe('min');
  });

  it('never shows on a page whose route carries the hideChat flag', async () => {
    stubApi({ 'GET /user/info': () => ok(testUser()) });
    vi.useFakeTimers();
    renderWithApp(<></>, { path: '/web/cart', routes });
    await act(async () => { await vi.advanceTimersByTimeAsync(CHAT_DELAY_MS * 5); });
    expect(screen.getByText('cart')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chat with support' })).toBeNull();
    expect(screen.queryByTestId('chat-widget')).toBeNull();
  });

  it('opens where it was left open, in the customer\'s latest conversation', async () => {
    localStorage.setItem('fusion_chat', 'open');
    const conv = { id: 4, subject: 'Mask colour', status: 'waiting', order_id: null, order_no: null, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', awaiting_since: null, last_message: 'Green' };
    stubApi({
      'GET /user/info': () => ok(testUser()),
      'GET /v1/support/conversations': () => ok([conv]),
      'GET /v1/support/conversation': () => ok({
        ...conv,
        messages: [
          { id: 1, author: 'customer', author_name: '', body: 'Which mask colour?', created_at: '2026-01-01T00:00:00Z', attachments: [] },
          { id: 2, author: 'staff', author_name: 'Kenji', body: 'Green, as ordered.', created_at: '2026-01-01T01:00:00Z', attachments: [] },
        ],
      }),
    });
    renderWithApp(<></>, { path: '/faq', routes });
    expect(await screen.findByText('Green, as ordered.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the whole conversation' })).toHaveAttribute('href', '/web/user/support/4');
  });
});
