import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { stubApi } from '../../forms/testing/fetch-stub';
import PcbAssemblyPage from './PcbAssemblyPage';

afterEach(() => vi.unstubAllGlobals());

describe('PcbAssemblyPage', () => {
  it('shows the sections, the spec’s prices and the placement formats, and sends the call to action to the order page', async () => {
    stubApi({});
    renderWithApp(<PcbAssemblyPage />, { path: '/pcb-assembly' });
    expect(await screen.findByRole('heading', { level: 1, name: 'PCB assembly' })).toBeInTheDocument();
    for (const name of ['Capabilities', 'How the price is made', 'How to prepare your files', 'Questions and answers']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    // services §9: from $25; certification and mechanical parts from $5,000; operation free from 100 boards
    expect(screen.getByText('Assembly from $25.00')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Quoted by hand, from $5,000.00.')).toBeInTheDocument();
    expect(within(table).getByText(/free for 100 boards or more/)).toBeInTheDocument();
    expect(screen.getByText(/KiCad \.pos and KiCad CSV/)).toBeInTheDocument();
    // /fusion_pcba exists: the button leads to the order page
    expect(screen.getByRole('link', { name: 'Quote your assembly online' })).toHaveAttribute('href', '/fusion_pcba');
  });
});
