import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, writeZip } from '../test-support/zip-writer';
import { writeRar5 } from '../test-support/rar5-writer';
import { EntryBudget } from './entry-guard';
import { normalizeEntryName } from './entry-names';
import { ArchiveError, type ArchiveErrorReason } from './errors';
import { DEFAULT_ARCHIVE_LIMITS } from './limits';
import { readArchive } from './read-archive';

const fixture = (name: string): Buffer => fs.readFileSync(new URL(`../__fixtures__/${name}`, import.meta.url));
const MB = 1024 * 1024;

const reasonOf = async (promise: Promise<unknown>): Promise<ArchiveErrorReason | 'resolved'> => {
  try {
    await promise;
    return 'resolved';
  } catch (err) {
    if (err instanceof ArchiveError) return err.reason;
    throw err;
  }
};

describe('readArchive: accepted archives', () => {
  it('unpacks a zip in memory with normalized names', async () => {
    const entries = await readArchive(fixture('x2-kicad-4layer-blind.zip'));
    expect(entries.map((e) => e.name)).toContain('board-F_Cu.gbr');
    expect(entries).toHaveLength(13);
    expect(entries.every((e) => Buffer.isBuffer(e.data) && e.data.length > 0)).toBe(true);
  });

  it('unpacks a RAR 5 archive, folders included in the names', async () => {
    const entries = await readArchive(fixture('plain-2layer.rar'));
    expect(entries.map((e) => e.name).sort()).toEqual(
      ['plain/plain.GBL', 'plain/plain.GBS', 'plain/plain.GKO', 'plain/plain.GTL', 'plain/plain.GTO', 'plain/plain.GTS', 'plain/plain.TXT'],
    );
    expect(entries.find((e) => e.name === 'plain/plain.TXT')?.data.toString()).toMatch(/^M48/);
  });

  it('keeps office documents (zip containers) and PDFs beside the Gerbers as files, unopened (issue 8)', async () => {
    const xlsx = writeZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    const zip = writeZip([
      { name: 'board.GTL', data: Buffer.from('G04*') },
      { name: 'board XY.xlsx', data: xlsx },
      { name: 'notes.docx', data: xlsx },
      { name: 'fab.pdf', data: Buffer.from('%PDF-1.4\n') },
    ]);
    const entries = await readArchive(zip);
    expect(entries.map((e) => e.name)).toEqual(['board.GTL', 'board XY.xlsx', 'notes.docx', 'fab.pdf']);
    expect(entries[1]?.data.equals(xlsx)).toBe(true);
    // an office name does not make other archive formats acceptable
    const rarAsXlsx = writeZip([{ name: 'data.xlsx', data: writeRar5([{ name: 'x.gbr', data: Buffer.from('G04*') }]) }]);
    expect(await reasonOf(readArchive(rarAsXlsx))).toBe('nested');
  });

  it('drops macOS/Windows junk and directories, and reports what is left', async () => {
    const zip = writeZip([
      { name: 'gerbers/' },
      { name: 'gerbers/./b.gtl', data: Buffer.from('G04*') },
      { name: '__MACOSX/gerbers/._b.gtl', data: Buffer.from('junk') },
      { name: 'gerbers/.DS_Store', data: Buffer.from('junk') },
    ]);
    expect((await readArchive(zip)).map((e) => e.name)).toEqual(['gerbers/b.gtl']);
  });
});

describe('readArchive: refused archives', () => {
  it.each<[string, ArchiveErrorReason]>([
    ['not-an-archive.gbr', 'not_archive'],
    ['empty.zip', 'empty'],
    ['empty.rar', 'empty'],
    ['only-directories.zip', 'empty'],
    ['nested.zip', 'nested'],
    ['nested-renamed.zip', 'nested'],
    ['nested.rar', 'nested'],
    ['traversal.zip', 'traversal'],
    ['traversal-backslash.zip', 'traversal'],
    ['traversal-absolute.zip', 'traversal'],
    ['traversal-drive.zip', 'traversal'],
    ['traversal.rar', 'traversal'],
    ['symlink.zip', 'traversal'],
    ['encrypted.zip', 'encrypted'],
    ['too-many-entries.zip', 'too_many_entries'],
    ['corrupt.zip', 'corrupt'],
  ])('%s -> %s', async (file, reason) => {
    expect(await reasonOf(readArchive(fixture(file)))).toBe(reason);
  });

  it('refuses a 300 MB bomb from its header, before inflating anything', async () => {
    const bomb = writeZip([{ name: 'bomb.gbr', raw: { compressed: deflatedZeros(300), uncompressedSize: 300 * MB } }]);
    expect(bomb.length).toBeLessThan(400_000);
    expect(await reasonOf(readArchive(bomb))).toBe('too_large');
  });

  it('stops a bomb whose header lies about its size while inflating, with little memory', async () => {
    const before = process.memoryUsage().rss;
    const liar = writeZip([{ name: 'liar.gbr', raw: { compressed: deflatedZeros(300), uncompressedSize: 1000 } }]);
    expect(await reasonOf(readArchive(liar))).toBe('too_large');
    expect(process.memoryUsage().rss - before).toBeLessThan(100 * MB);
  });

  it('refuses an entry whose declared ratio is beyond 200:1', async () => {
    const dense = writeZip([{ name: 'dense.gbr', raw: { compressed: deflatedZeros(8), uncompressedSize: 8 * MB } }]);
    expect(await reasonOf(readArchive(dense))).toBe('ratio');
    // The same bytes pass once the caller allows that ratio: the limit is what refused them.
    expect((await readArchive(dense, { maxRatio: 10_000 }))[0]?.data.length).toBe(8 * MB);
  });

  it('applies the total unpacked size across entries', async () => {
    const zip = writeZip([
      { name: 'a.gbr', data: Buffer.alloc(600_000, 'G') },
      { name: 'b.gbr', data: Buffer.alloc(600_000, 'G') },
    ]);
    expect(await reasonOf(readArchive(zip, { maxTotalBytes: 1_000_000 }))).toBe('too_large');
    expect(await readArchive(zip, { maxTotalBytes: 1_200_000 })).toHaveLength(2);
  });

  it('applies the entry limit to RAR too, from the headers', async () => {
    const rar = writeRar5(Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.gbr`, data: Buffer.from('G04*') })));
    expect(await reasonOf(readArchive(rar, { maxEntries: 5 }))).toBe('too_many_entries');
    expect(await readArchive(rar, { maxEntries: 6 })).toHaveLength(6);
  });

  it('refuses a RAR entry that declares more than the per-entry limit', async () => {
    const rar = writeRar5([{ name: 'big.gbr', data: Buffer.from('G04*'), declaredSize: 60 * MB }]);
    expect(await reasonOf(readArchive(rar))).toBe('too_large');
  });

  it('refuses duplicate names (the layer mapping is keyed by name)', async () => {
    const zip = writeZip([
      { name: 'a.gbr', data: Buffer.from('1') },
      { name: 'A.GBR', data: Buffer.from('2') },
    ]);
    expect(await reasonOf(readArchive(zip))).toBe('corrupt');
  });
});

describe('entry names', () => {
  it('normalizes harmless forms and rejects escapes', () => {
    expect(normalizeEntryName('./gerbers//b.gtl')).toBe('gerbers/b.gtl');
    expect(normalizeEntryName('gerbers\\b.gtl')).toBe('gerbers/b.gtl');
    for (const bad of ['../x', 'a/../../x', 'a\\..\\x', '/abs', '\\\\server\\share', 'C:x', 'd:\\x', 'a\u0000b']) {
      expect(() => normalizeEntryName(bad), bad).toThrow(ArchiveError);
    }
  });
});

describe('EntryBudget while unpacking', () => {
  it('stops at the per-entry, total and ratio limits as bytes arrive', () => {
    const limits = { ...DEFAULT_ARCHIVE_LIMITS, maxEntryBytes: 100, maxTotalBytes: 150, ratioFloorBytes: 10, maxRatio: 5 };
    const budget = new EntryBudget(limits);
    budget.charge('a', 60, 60, 50);
    expect(() => budget.charge('a', 50, 110, 50)).toThrow(expect.objectContaining({ reason: 'too_large' }));
    const total = new EntryBudget(limits);
    total.charge('a', 90, 90, 90);
    expect(() => total.charge('b', 70, 70, 70)).toThrow(expect.objectContaining({ reason: 'too_large' }));
    const ratio = new EntryBudget(limits);
    ratio.charge('a', 50, 50, 10);
    expect(() => ratio.charge('a', 11, 61, 10)).toThrow(expect.objectContaining({ reason: 'ratio' }));
  });
});
