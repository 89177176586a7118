// Every placement problem the reader or the BOM check can report has a text in both editions' common catalogs
// (the server-keys test covers errors.* and validation.* only).
import { describe, expect, it } from 'vitest';
import { PLACEMENT_PROBLEM_KEYS } from '../../shared/pcba/placement/types';
import { resources } from './catalogs';

const textOf = (catalog: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);

describe('placement problem keys', () => {
  it.each(['en', 'ja'] as const)('have a %s text', (lang) => {
    expect(PLACEMENT_PROBLEM_KEYS.filter((k) => typeof textOf(resources[lang].common, k) !== 'string')).toEqual([]);
  });
});
