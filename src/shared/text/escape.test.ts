import { describe, expect, it } from 'vitest';
import { escapeHtml, escapeRegExp } from './escape';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });
});

describe('escapeRegExp', () => {
  it('matches the text literally', () => {
    const text = 'a.b*c+(d)?[e]{1}|^$\\/f';
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp('a.b')).test('axb')).toBe(false);
  });
});
