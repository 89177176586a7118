// Contact support from an order (issue 8 §3): the form names the order, the subject defaults to it, and sending opens
// the new conversation; without an order the subject is required.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { renderWithApp } from '../../test/render';
import { ok, stubApi, testUser } from '../../shell/test-api';
import NewConversationPage from './NewConversationPage';

afterEach(() => vi.unstubAllGlobals());

const routes: RouteObject[] = [
  { path: '/web/user/support/new', element: <NewConversationPage /> },
  { path: '/web/user/support/:id', element: <p>the conversation</p> },
];

const conversation = { id: 12, subject: 'About order FU-1', status: 'open', order_id: 5, order_no: 'FU-1', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', awaiting_since: '2026-01-01T00:00:00Z', last_message: 'Hello', messages: [] };

describe('new support conversation', () => {
  it('is about the order it was opened from', async () => {
    const api = stubApi({
      'GET /user/info': () => ok(testUser()),
      'GET /v1/order/detail': () => ok({ id: 5, order_no: 'FU-1' }),
      'POST /v1/support/conversations': () => ok(conversation),
    });
    renderWithApp(<></>, { path: '/web/user/support/new?order_id=5', routes });
    expect(await screen.findByTestId('support-order')).toHaveTextContent('FU-1');
    fireEvent.change(screen.getByLabelText(/^Message/), { target: { value: 'Is the mask matte?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('the conversation')).toBeInTheDocument();
    const sent = api.calls.find((c) => c.method === 'POST' && c.path === '/v1/support/conversations');
    expect(sent?.body).toEqual({ subject: 'About order FU-1', message: 'Is the mask matte?', attachment_ids: [], order_id: 5 });
  });

  it('asks for a subject when it is about no order', async () => {
    const api = stubApi({ 'GET /user/info': () => ok(testUser()) });
    renderWithApp(<></>, { path: '/web/user/support/new', routes });
    fireEvent.change(await screen.findByLabelText(/^Message/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });
});
