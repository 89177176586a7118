import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import HelpTopicPage from './HelpTopicPage';

afterEach(() => vi.unstubAllGlobals());
const routes = [{ path: '/get_help/:topic', element: <HelpTopicPage /> }];

describe('HelpTopicPage', () => {
  it('lists the topic articles and loads a body only when it opens', async () => {
    const api = stubApi({
      'GET /help/article': ({ query }) =>
        ok(query.get('category') === 'ShippingOrder' ? [{ id: 3, category: 'ShippingOrder', title: 'When will my order ship?' }] : []),
      'GET /help/article-detail': ({ query }) =>
        ok({ id: Number(query.get('id')), category: 'ShippingOrder', title: 'When will my order ship?', body: 'Within **two** days.' }),
    });
    const user = userEvent.setup();
    renderWithApp(<HelpTopicPage />, { path: '/get_help/ShippingOrder', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Shipping & orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shipping & orders' })).toHaveAttribute('aria-current', 'page');
    const item = await screen.findByRole('button', { name: 'When will my order ship?' });
    expect(api.callsTo('GET /help/article-detail')).toHaveLength(0);

    await user.click(item);
    expect(await screen.findByText('two')).toBeInTheDocument();
    expect(api.callsTo('GET /help/article-detail').map((c) => c.query.get('id'))).toEqual(['3']);
  });

  it('shows the not-found text for an unknown topic, with the topic links', async () => {
    const api = stubApi({});
    renderWithApp(<HelpTopicPage />, { path: '/get_help/Nonsense', routes });
    expect(await screen.findByText(/There is no help topic with that name/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Technical support' })).toHaveAttribute('href', '/get_help/TechnicalSupport');
    expect(api.callsTo('GET /help/article')).toHaveLength(0);
  });
});
