// The download name of a customer's file: it can neither break the header nor name a path.
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './order-file';

describe('attachmentDisposition', () => {
  it('keeps a plain name', () => {
    expect(attachmentDisposition('board-v2.zip')).toBe(`attachment; filename="board-v2.zip"; filename*=UTF-8''board-v2.zip`);
  });

  it('gives non-ASCII names an ASCII fallback and the exact name encoded', () => {
    expect(attachmentDisposition('基板 rev1.zip')).toBe(`attachment; filename="__ rev1.zip"; filename*=UTF-8''%E5%9F%BA%E6%9D%BF%20rev1.zip`);
  });

  it('neutralises quotes, separators, line breaks and paths', () => {
    const header = attachmentDisposition('..\\evil"; filename="x.exe\r\n.zip');
    expect(header).not.toMatch(/[\r\n]/);
    // exactly two parameters: one quoted fallback without quotes inside, one encoded name without separators
    expect(header).toMatch(/^attachment; filename="[^"\\;]*"; filename\*=UTF-8''[^\s;"']*$/);
    expect(attachmentDisposition('../../etc/passwd')).toContain('filename="passwd"');
  });
});
