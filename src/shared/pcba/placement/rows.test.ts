import { expect, it } from 'vitest';
import { splitLine } from './rows';
it('splits', () => {
  expect(splitLine('"C1","100nF","C_0402",120.0,-80.5,90,top', ',')).toEqual(['C1', '100nF', 'C_0402', '120.0', '-80.5', '90', 'top']);
  expect(splitLine('"a ""b"" c",d,', ',')).toEqual(['a "b" c', 'd', '']);
  expect(splitLine('"x,y",z', ',')).toEqual(['x,y', 'z']);
  expect(splitLine('a;b', ';')).toEqual(['a', 'b']);
  expect(splitLine('"R1",', ',')).toEqual(['R1', '']);
});
