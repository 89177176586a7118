import { describe, expect, it } from 'vitest';
import { JP_PREFECTURES } from '../../../shared/rules/prefectures';
import { matchRegion, regionsOf } from './geo-data';

describe("Japan's prefectures (issue 8 §6)", () => {
  it('lists them in JIS order, in Japanese for the Japanese edition', () => {
    const ja = regionsOf('JP', 'jp');
    expect(ja).toHaveLength(47);
    expect(ja.slice(0, 3).map((r) => r.name)).toEqual(['北海道', '青森県', '岩手県']);
    expect(ja[12]).toEqual({ code: '13', name: '東京都' });
    expect(ja.at(-1)?.name).toBe('沖縄県');
    expect(regionsOf('JP', 'en')[0]?.code).toBe('01');
    expect(JP_PREFECTURES).toHaveLength(47);
  });
  it('stores a prefecture chosen in Japanese under its Japanese name, an English one under the package name', () => {
    expect(matchRegion('JP', '東京都')).toBe('東京都');
    expect(matchRegion('JP', 'tokyo')).toBe('Tokyo');
    expect(matchRegion('JP', '13')).toBe('Tokyo');
    expect(matchRegion('US', 'California')).toBe('California');
  });
});
