import { describe, expect, it } from 'vitest';
import { paramSchema } from '../../../shared/params/pcb';
import { PcbTier } from '../../../shared/ids';
import { settledNumber } from './number-rule';

const param = (key: string) => {
  const p = paramSchema(PcbTier.Normal, { panelization: 'by_customer' } as never).find((d) => d.key === key);
  if (!p || p.kind !== 'number') throw new Error(key);
  return p;
};

describe('settledNumber (issue 8 §5: empty or 0 becomes 1 like every quantity input)', () => {
  it('turns an empty or 0 count into 1', () => {
    expect(settledNumber(param('designs'), '', 3)).toBe(1);
    expect(settledNumber(param('designs'), 0, 3)).toBe(1);
    expect(settledNumber(param('designs'), '0', 3)).toBe(1);
    expect(settledNumber(param('designs'), 4, 3)).toBe(4);
  });
  it('shows the priced value again when a size is left empty, and keeps a typed size', () => {
    expect(settledNumber(param('width'), '', 80)).toBe(80);
    expect(settledNumber(param('width'), 55.5, 80)).toBe(55.5);
  });
});
