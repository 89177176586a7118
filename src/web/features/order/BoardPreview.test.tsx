// The preview shows the board in the chosen solder-mask and silkscreen colours and follows a change (issue 8 §1).
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Upload } from '../../../shared/contracts/upload';
import { renderWithApp } from '../../test/render';
import { BoardPreview } from './BoardAnalysis';
import { recolourPreview, type BoardColours } from './board-colours';

afterEach(() => vi.unstubAllGlobals());

/** What the server stores: pcb-stackup's drawing with its default colours in a style element. */
const STORED = '<svg xmlns="http://www.w3.org/2000/svg" id="board_top"><defs><style>.board_sm {color: #004200; opacity: 0.75;}\n.board_ss {color: #ffffff;}</style></defs><g class="board_sm"/></svg>';

const upload: Upload = {
  file_id: '6f1c1a8e-3b1d-4c55-9d51-1f4a0e0c7a11',
  kind: 'gerber',
  name: 'board.zip',
  size: 1000,
  status: 'analysed',
  analysis: { layers: [], copper_layers: 2, width_mm: 50, height_mm: 30, has_blind_buried: false, warnings: [] },
  previews: { top: '/api/upload/file/x/preview/top', bottom: '/api/upload/file/x/preview/bottom' },
  created_at: '2026-11-22T00:00:00.000Z',
};

const decoded = (src: string | null): string => decodeURIComponent((src ?? '').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

describe('recolourPreview', () => {
  it('adds a later rule for the mask and silkscreen classes, keeping the drawing', () => {
    const red = recolourPreview(STORED, { mask: 'red', silkscreen: 'white' });
    expect(red.startsWith(STORED.slice(0, STORED.lastIndexOf('</svg>')))).toBe(true);
    expect(red).toMatch(/<style>\.board_sm \{color: #a3151b; [^}]*\}\n\.board_ss \{color: #ffffff;\}<\/style><\/svg>$/);
    expect(recolourPreview(STORED, { mask: 'white', silkscreen: 'black' })).toMatch(/\.board_ss \{color: #111111;\}/);
    expect(recolourPreview('not an svg', { mask: 'red', silkscreen: 'white' })).toBe('not an svg');
  });
});

describe('BoardPreview', () => {
  const Harness = () => {
    const [colours, setColours] = useState<BoardColours>({ mask: 'green', silkscreen: 'white' });
    return (
      <>
        <button type="button" onClick={() => setColours({ mask: 'blue', silkscreen: 'white' })}>
          blue
        </button>
        <BoardPreview upload={upload} colours={colours} />
      </>
    );
  };

  it('draws the stored preview in the chosen colours and repaints it when they change', async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/preview/') ? new Response(STORED, { status: 200, headers: { 'content-type': 'image/svg+xml' } }) : new Response('{}', { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<Harness />);
    await waitFor(() => expect(screen.getByTestId('board-preview')).toHaveAttribute('data-mask', 'green'));
    expect(decoded(screen.getByTestId('board-preview').getAttribute('src'))).toContain('.board_sm {color: #0e5a23');
    await userEvent.setup().click(screen.getByRole('button', { name: 'blue' }));
    await waitFor(() => expect(screen.getByTestId('board-preview')).toHaveAttribute('data-mask', 'blue'));
    expect(decoded(screen.getByTestId('board-preview').getAttribute('src'))).toContain('.board_sm {color: #0b3d91');
    // one fetch of the drawing: a colour change repaints it without asking the server again
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/preview/'))).toHaveLength(1);
  });

  it('shows the stored drawing as is when its text cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
    renderWithApp(<Harness />);
    expect(await screen.findByTestId('board-preview')).toHaveAttribute('src', '/api/upload/file/x/preview/top');
  });
});
