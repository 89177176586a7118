// The functional-test plan's type comes from its content (issue 11: PDF, DOC/DOCX, XLS/XLSX, ZIP, plain text or
// Markdown; anything else refused), whatever the file is called.
import { describe, expect, it } from 'vitest';
import { sniffTestPlan } from './sniff-test-plan';
import { cfbEntryNames } from './cfb-names';
import {
  brokenZip, compoundFile, notExe, notPng, notPpt, planDoc, planDocx, planMarkdown, planPdf, planShiftJis, planText, planXls, planXlsx, planZip,
} from './test-plan-files';

describe('sniffTestPlan', () => {
  it.each([
    ['a PDF', planPdf, 'pdf', 'application/pdf'],
    ['a Word 97-2003 document', planDoc, 'doc', 'application/msword'],
    ['an Excel 97-2003 workbook (BIFF8)', planXls, 'xls', 'application/vnd.ms-excel'],
    ['a DOCX', planDocx, 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an XLSX', planXlsx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['a ZIP of scripts', planZip, 'zip', 'application/zip'],
    ['plain text', planText, 'text', 'text/plain; charset=utf-8'],
    ['Shift_JIS text', planShiftJis, 'text', 'text/plain; charset=utf-8'],
    ['Markdown', planMarkdown, 'markdown', 'text/markdown; charset=utf-8'],
  ])('accepts %s', async (_what, make, kind, contentType) => {
    expect(await sniffTestPlan(make())).toEqual({ kind, contentType });
  });

  it.each([
    ['an empty file', () => Buffer.alloc(0)],
    ['a PNG image', notPng],
    ['a Windows executable', notExe],
    ['a PowerPoint 97-2003 file (a compound file without a document or workbook)', notPpt],
    ['a cut-off ZIP', brokenZip],
    ['binary noise', () => Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256))],
  ])('refuses %s', async (_what, make) => {
    expect(await sniffTestPlan(make())).toBeNull();
  });

  it('reads the stream names of a compound file, and nothing of a broken one', () => {
    expect(cfbEntryNames(compoundFile(['WordDocument', '1Table']))).toEqual(expect.arrayContaining(['Root Entry', 'WordDocument', '1Table']));
    const broken = compoundFile(['WordDocument']);
    broken.writeUInt32LE(0x7fffffff, 0x30); // the directory starts past the end
    expect(cfbEntryNames(broken)).toBeNull();
    const looping = compoundFile(['WordDocument']);
    looping.writeUInt16LE(7, 0x1e); // a sector size the format does not have
    expect(cfbEntryNames(looping)).toBeNull();
  });
});
