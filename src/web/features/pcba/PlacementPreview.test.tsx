// The rotation control of the placement preview (issue 11 "Placement"): clicking a part selects it, "Rotate 90°"
// turns it a quarter clockwise (stored per designator), the known per-package offset is added when applied, and a
// bottom part turns the other way (seen through the board).
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Placement } from '../../../shared/pcba/placement';
import { stubApi } from '../../forms/testing/fetch-stub';
import { renderWithApp } from '../../test/render';
import { PlacementPreview } from './PlacementPreview';
import type { QuarterTurn, Rotations } from './placement-view';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const at = (designator: string, x: number, y: number, rotation: number, pkg: string, side: Placement['side'] = 'top'): Placement =>
  ({ designator, x_mm: x, y_mm: y, rotation_deg: rotation, side, package: pkg, value: '' });

const PARTS = [at('U1', 20, 20, 0, 'SOT-23'), at('R1', 10, 10, 90, 'R_0402_1005Metric'), at('C9', 30, 10, 0, 'C_0402', 'bottom')];

let stored: Rotations = {};
const Harness = ({ offsets = false }: { offsets?: boolean }) => {
  const [rotations, setRotations] = useState<Rotations>({});
  const turn = (d: string, q: QuarterTurn) => {
    const next = { ...rotations, [d]: q };
    stored = next;
    setRotations(next);
  };
  return <PlacementPreview placements={PARTS} width={40} height={30} offsets={offsets} rotations={rotations} onTurn={turn} />;
};

describe('placement rotation control', () => {
  it('turns the clicked part in clockwise quarter steps and stores the turn by designator', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithApp(<Harness />, { path: '/fusion_pcba' });
    expect(await screen.findByText('Click a part to check or change its rotation.')).toBeInTheDocument();
    // the top side shows its two parts, each with a pin-1 mark
    expect(screen.getAllByRole('button', { name: /° *$|at \d+°/ }).length).toBe(2);
    expect(document.querySelectorAll('[data-pin1="true"]')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'R1 at 90°' }));
    expect(screen.getByTestId('part-rotation')).toHaveTextContent('Rotation 90°');
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    // a clockwise quarter turn takes 90° counter-clockwise back to 0°
    expect(screen.getByRole('button', { name: 'R1 at 0°' })).toBeInTheDocument();
    expect(stored).toEqual({ R1: 90 });
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(stored).toEqual({ R1: 0 });
    expect(screen.getByRole('button', { name: 'R1 at 90°' })).toBeInTheDocument();

    // the bottom side: seen through the board, a clockwise turn adds 90°
    await user.click(screen.getByRole('radio', { name: 'Bottom (1)' }));
    await user.click(screen.getByRole('button', { name: 'C9 at 0°' }));
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    expect(screen.getByRole('button', { name: 'C9 at 90°' })).toBeInTheDocument();
  });

  it('adds the known offset of the package when the offsets are applied (SOT-23: 180°)', async () => {
    stubApi({});
    renderWithApp(<Harness offsets />, { path: '/fusion_pcba' });
    expect(await screen.findByRole('button', { name: 'U1 at 180°' })).toBeInTheDocument();
    // a 0402 resistor has no known offset
    expect(screen.getByRole('button', { name: 'R1 at 90°' })).toBeInTheDocument();
  });

  it('draws the bottom side as seen from below: mirrored, turning clockwise on screen; or through the board', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderWithApp(<Harness />, { path: '/fusion_pcba' });
    const top = await screen.findByRole('button', { name: 'U1 at 0°' });
    // the top side as it is: U1 at x 20 of the 40 mm board
    expect(top.getAttribute('transform')).toBe('translate(20 20) rotate(0)');

    await user.click(screen.getByRole('radio', { name: 'Bottom (1)' }));
    expect(screen.getByRole('switch', { name: 'Seen from below (mirrored)' })).toBeChecked();
    const c9 = () => screen.getByRole('button', { name: /^C9 at/ });
    // C9 sits 30 mm from the left seen from the top: 10 mm from the left once the board is turned over
    expect(c9().getAttribute('transform')).toBe('translate(10 10) rotate(0)');
    await user.click(c9());
    await user.click(screen.getByRole('button', { name: 'Rotate 90°' }));
    // the machine's angle (counter-clockwise from the top) grows by 90°; seen from below that is a clockwise turn
    expect(c9()).toHaveAttribute('data-rotation', '90');
    expect(c9().getAttribute('transform')).toBe('translate(10 10) rotate(270)');

    // through the board from the top: where the file puts it, turned as the file says, its body mirrored
    await user.click(screen.getByRole('switch', { name: 'Seen from below (mirrored)' }));
    expect(c9().getAttribute('transform')).toBe('translate(30 10) rotate(90) scale(-1 1)');
    expect(c9()).toHaveAttribute('data-rotation', '90');
  });
});
