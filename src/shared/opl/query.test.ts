// The search box's reading (issue 10): which boxes are read as one part number, so the search counts their few
// matches at once instead of trying the stocked tier first.
import { describe, expect, it } from 'vitest';
import { readQuery } from './query';

describe('readQuery: a lone part number', () => {
  it.each(['ERJ-2RKF3092X', 'ERJ2RKF3092X', 'C1525', 'STM32F103C8T6', 'GRM155R71C104KA88D'])('%s is a part number', (q) => {
    expect(readQuery(q).partNumber).toBe(true);
  });

  it.each([
    ['mosfet', 'a word of a description'],
    ['mosfet n-channel', 'two words'],
    ['100nF', 'a value'],
    ['10k', 'a value'],
    ['0402', 'digits only (a package)'],
    ['C12', 'shorter than four characters'],
    ['ERJ-2RKF3092X 0402', 'a part number and a package'],
    ['', 'an empty box'],
  ])('%s is not (%s)', (q) => {
    expect(readQuery(q).partNumber).toBe(false);
  });

  it('keeps the MPN key punctuation-insensitive either way', () => {
    expect(readQuery('ERJ-2RKF3092X').mpnKey).toBe(readQuery('ERJ2RKF3092X').mpnKey);
  });
});
