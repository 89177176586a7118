// Every message key the server can send ('errors.*', 'validation.*') must have an English and a Japanese text,
// because the web app shows the translation of the key, not the server's English message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resources } from './catalogs';

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return walk(p);
    return /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [p] : [];
  });

const keysUsedBy = (dirs: string[]): string[] => {
  const keys = new Set<string>();
  for (const file of dirs.flatMap(walk)) {
    for (const m of fs.readFileSync(file, 'utf8').matchAll(/['"`]((?:errors|validation)\.[a-zA-Z]+)['"`]/g)) keys.add(m[1] as string);
  }
  return [...keys].sort();
};

const textOf = (catalog: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalog);
const has = (catalog: object, key: string): boolean => typeof textOf(catalog, key) === 'string';

describe('server message keys', () => {
  const root = path.resolve(__dirname, '../..');
  const keys = keysUsedBy([path.join(root, 'server'), path.join(root, 'shared')]);

  it('finds the keys the server uses', () => {
    expect(keys).toContain('errors.notLoggedIn');
    expect(keys).toContain('validation.email');
  });

  it.each(['en', 'ja'] as const)('has a %s text for each of them', (lang) => {
    const missing = keys.filter((k) => !has(resources[lang].common, k));
    expect(missing).toEqual([]);
  });

  // The envelope carries a key and field keys but no parameters (AppError has none, translateKey passes none),
  // so a {{placeholder}} in one of these texts would reach the customer as is.
  it.each(['en', 'ja'] as const)('uses no interpolation in the %s texts of those keys', (lang) => {
    const withParams = keys.filter((k) => /\{\{/.test(String(textOf(resources[lang].common, k))));
    expect(withParams).toEqual([]);
  });
});
