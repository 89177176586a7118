// Where the joint numbers on /fusion_pcba came from (issue 11: joints counted from the files, the customer may
// override): the count and its sources, the parts of unknown package, and the way back to the count once typed over.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countJoints } from '../../../shared/pcba/joints';
import type { BomLine } from '../../../shared/pcba/bom-line';
import { renderWithApp } from '../../test/render';
import { JointsSource } from './JointsSource';

const line = (designators: string[], footprint: string): BomLine => ({ row: 2, designators, quantity: designators.length, mpn: '', manufacturer: '', value: '', footprint, description: '' });
const LINES = [line(['C1', 'C2'], 'C_0603_1608Metric'), line(['U1'], 'SOIC-8_3.9x4.9mm_P1.27mm'), line(['J1'], 'PinHeader_1x04_P2.54mm_Vertical'), line(['X1'], 'OddLib:THING')];

describe('JointsSource', () => {
  it('says the numbers were counted from the BOM and names the parts of unknown package', async () => {
    renderWithApp(<JointsSource counted={countJoints(LINES, null)} typed={false} onUseCounted={vi.fn()} />);
    // 2 × 2 (0603) + 8 (SOIC-8) + 2 (X1, unknown, counted as 2) SMT; 4 THT (1 × 4 header)
    expect(await screen.findByTestId('joints-source')).toHaveTextContent('Counted from the packages in your BOM (5 parts): 14 SMT and 4 THT joints.');
    expect(screen.getByTestId('joints-guessed')).toHaveTextContent('1 part has a package we do not know, counted as 2 pads: X1.');
  });

  it('once typed over: shows what the files count and takes it back on request', async () => {
    const take = vi.fn();
    renderWithApp(<JointsSource counted={countJoints(LINES, [{ designator: 'X1', x_mm: 0, y_mm: 0, rotation_deg: 0, side: 'top', package: 'SOT-23', value: '' }])} typed onUseCounted={take} />);
    expect(await screen.findByText('Your own numbers. Your files count 15 SMT and 4 THT joints.')).toBeInTheDocument();
    expect(screen.queryByTestId('joints-guessed')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Use the counted numbers' }));
    expect(take).toHaveBeenCalledOnce();
  });

  it('before a BOM: the customer types them', async () => {
    renderWithApp(<JointsSource counted={null} typed={false} onUseCounted={vi.fn()} />);
    expect(await screen.findByTestId('joints-source')).toHaveTextContent('Upload the BOM and we count the joints');
  });
});
