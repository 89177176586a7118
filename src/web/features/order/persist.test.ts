// Sign-out forgets the kept order forms (files, BOM, choices) and nothing else in sessionStorage.
import { afterEach, describe, expect, it } from 'vitest';
import { clearStoredOrders } from './persist';

describe('clearStoredOrders', () => {
  afterEach(() => window.sessionStorage.clear());

  it('removes every fusion_order: key and keeps the others', () => {
    window.sessionStorage.setItem('fusion_order:/fusion_pcba', '{"q":1}');
    window.sessionStorage.setItem('fusion_order:pcba-files:0', '{"bom":"x"}');
    window.sessionStorage.setItem('other', 'kept');
    clearStoredOrders();
    expect(Object.keys(window.sessionStorage)).toEqual(['other']);
  });
});
