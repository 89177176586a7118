// Every problem the BOM reader can report and every mapping field has a text in both languages.
import { describe, expect, it } from 'vitest';
import { BOM_FIELDS } from '../../shared/pcba/bom-line';
import { BOM_PROBLEM_KEYS } from '../../shared/pcba/bom-lines';
import { resources } from './catalogs';

describe('BOM reader texts', () => {
  it.each(['en', 'ja'] as const)('has a %s text for each problem and field', (lang) => {
    const { bom } = resources[lang];
    const problems = bom.problems as Record<string, string>;
    expect(BOM_PROBLEM_KEYS.filter((k) => !problems[k.replace(/^bom\./, '')])).toEqual([]);
    expect(BOM_FIELDS.filter((f) => !bom.fields[f])).toEqual([]);
    expect(Object.keys(problems).sort()).toEqual(BOM_PROBLEM_KEYS.map((k) => k.replace(/^bom\./, '')).sort());
  });
});
