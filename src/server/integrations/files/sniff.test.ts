import { describe, expect, it } from 'vitest';
import { looksLikeArchive, sniffUpload } from './sniff';
import { writeRar5 } from './test-support/rar5-writer';
import { writeZip } from './test-support/zip-writer';

const RAR4_HEAD = Buffer.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00, 0xcf, 0x90, 0x73, 0x00, 0x00, 0x0d, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]);

describe('sniffUpload', () => {
  it('recognises zip, an empty zip and RAR 5 by content', async () => {
    expect(await sniffUpload(writeZip([{ name: 'a.gbr', data: Buffer.from('G04*') }]))).toEqual({ kind: 'zip' });
    expect(await sniffUpload(writeZip([]))).toEqual({ kind: 'zip' });
    expect(await sniffUpload(writeRar5([{ name: 'a.gbr', data: Buffer.from('G04*') }]))).toEqual({ kind: 'rar5' });
  });

  it('tells RAR 4 from RAR 5 by the signature', async () => {
    expect(await sniffUpload(RAR4_HEAD)).toEqual({ kind: 'rar4' });
  });

  it('refuses other content whatever its name would say', async () => {
    expect(await sniffUpload(Buffer.from('G04 a Gerber file*\n%FSLAX46Y46*%\n'))).toEqual({ kind: 'not_archive', detected: null });
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    expect(await sniffUpload(pdf)).toEqual({ kind: 'not_archive', detected: 'pdf' });
    expect(await sniffUpload(Buffer.alloc(0))).toEqual({ kind: 'not_archive', detected: null });
  });
});

describe('looksLikeArchive', () => {
  it('flags archives and compressed streams, not Gerber text', () => {
    expect(looksLikeArchive(writeZip([]))).toBe(true);
    expect(looksLikeArchive(RAR4_HEAD)).toBe(true);
    expect(looksLikeArchive(Buffer.from([0x1f, 0x8b, 0x08, 0x00]))).toBe(true);
    expect(looksLikeArchive(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00]))).toBe(true);
    expect(looksLikeArchive(Buffer.from('G04 copper*\n'))).toBe(false);
    expect(looksLikeArchive(Buffer.from('M48\nMETRIC\n'))).toBe(false);
  });
});
