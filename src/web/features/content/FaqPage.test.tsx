import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ok, stubApi } from '../../forms/testing/fetch-stub';
import { enter } from '../../forms/testing/typing';
import FaqPage from './FaqPage';

afterEach(() => vi.unstubAllGlobals());

describe('FaqPage', () => {
  it('loads the FAQ articles and filters them by title', async () => {
    const api = stubApi({
      'GET /help/article': () =>
        ok([
          { id: 1, category: 'FAQ', title: 'How long does PCB production take?' },
          { id: 2, category: 'FAQ', title: 'Which payment methods do you accept?' },
        ]),
    });
    const user = userEvent.setup();
    renderWithApp(<FaqPage />, { path: '/faq' });
    expect(await screen.findByRole('button', { name: 'How long does PCB production take?' })).toBeInTheDocument();
    expect(api.callsTo('GET /help/article')[0]?.query.get('category')).toBe('FAQ');

    await enter(user, screen.getByLabelText('Search questions'), 'PAYMENT');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'How long does PCB production take?' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Which payment methods do you accept?' })).toBeInTheDocument();

    await enter(user, screen.getByLabelText('Search questions'), 'zzz');
    expect(await screen.findByText('No questions match “PAYMENTzzz”.')).toBeInTheDocument();
  });
});
