// public/boot.js is served as it is (no build step, no type check): at least it must parse, or no prerendered page
// ever comes alive and every press on a button stays held.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('public/boot.js', () => {
  it('is a script every browser can parse', () => {
    const source = fs.readFileSync(path.join(process.cwd(), 'src/web/public/boot.js'), 'utf8');
    expect(() => new Function(source)).not.toThrow();
  });
});
