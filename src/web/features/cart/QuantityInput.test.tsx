import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { theme } from '../../shell/theme';
import { normalizeQuantity, quantityText } from './cart-items';
import { quantityAdjustment } from '../../../shared/rules/quantity';
import { QuantityInput } from './QuantityInput';


const Harness = ({ onCommit }: { onCommit(n: number): void }) => {
  const [value, setValue] = useState(10);
  return (
    <MantineProvider theme={theme}>
      <QuantityInput
        value={value}
        label="Quantity of Board"
        pendingNote={`The price shown is for ${value} pcs.`}
        onCommit={(n) => {
          onCommit(n);
          setValue(n);
        }}
      />
    </MantineProvider>
  );
};

describe('quantity normalisation (spec platform §5)', () => {
  it('keeps only digits while typing and turns empty or 0 into 1 when committed', () => {
    expect(quantityText('-5')).toBe('5');
    expect(quantityText('1a2-b')).toBe('12');
    expect(quantityText('007')).toBe('7');
    expect(quantityText('')).toBe('');
    expect(normalizeQuantity('')).toBe(1);
    expect(normalizeQuantity('0')).toBe(1);
    expect(normalizeQuantity('-0')).toBe(1);
    expect(normalizeQuantity('-25')).toBe(25);
  });
});

describe('QuantityInput', () => {
  it('strips a minus sign and letters as they are typed, and commits the number on blur', async () => {
    const onCommit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of Board' });
    await user.clear(input);
    await user.type(input, '-2x5');
    expect(input).toHaveValue('25');
    await user.tab();
    expect(onCommit).toHaveBeenCalledWith(25);
  });

  it('turns an emptied field into 1 on Enter, and 0 into 1 on blur', async () => {
    const onCommit = vi.fn();
    const user = userEvent.setup();
    render(<Harness onCommit={onCommit} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of Board' });
    await user.clear(input);
    await user.type(input, '{Enter}');
    expect(input).toHaveValue('1');
    expect(onCommit).toHaveBeenLastCalledWith(1);

    await user.clear(input);
    await user.type(input, '0');
    await user.tab();
    expect(input).toHaveValue('1');
    // 1 was already the quantity: nothing to re-price.
    expect(onCommit).toHaveBeenCalledTimes(1);
  });

  it('says which quantity the price is for while the field is cleared or retyped (issue 8 §5)', async () => {
    const user = userEvent.setup();
    render(<Harness onCommit={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Quantity of Board' });
    expect(screen.queryByText('The price shown is for 10 pcs.')).not.toBeInTheDocument();
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('The price shown is for 10 pcs.');
    await user.type(input, '25');
    expect(input).toHaveAccessibleDescription('The price shown is for 10 pcs.');
    await user.tab();
    expect(screen.queryByText(/The price shown is for/)).not.toBeInTheDocument();
  });
});

describe('quantityAdjustment (issue 8 §5)', () => {
  it('tells a raise to the next step from a cut to the maximum', () => {
    expect(quantityAdjustment(37, 50)).toBe('step');
    expect(quantityAdjustment(100000, 10000)).toBe('max');
    expect(quantityAdjustment(50, 50)).toBeNull();
  });
});
