// Test plans of every accepted kind, made in the test (no binary fixtures): a PDF, Word and Excel 97-2003 (compound
// files written with SheetJS's CFB writer), DOCX, XLSX, a plain ZIP, text, and a few files that must be refused.
import * as XLSX from '@e965/xlsx';
import { writeZip } from '../test-support/zip-writer';
import { writeXlsx } from '../test-support/xlsx-writer';

export const planPdf = (): Buffer => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A compound file holding the given streams (a .doc has "WordDocument", a .xls "Workbook", a .ppt "PowerPoint Document"). */
export const compoundFile = (streams: readonly string[]): Buffer => {
  const cfb = XLSX.CFB.utils.cfb_new();
  for (const name of streams) XLSX.CFB.utils.cfb_add(cfb, `/${name}`, Buffer.from(`${name} stream body`));
  return Buffer.from(XLSX.CFB.write(cfb, { type: 'buffer' }) as Uint8Array);
};

export const planDoc = (): Buffer => compoundFile(['WordDocument', '1Table', '\u0005SummaryInformation']);

/** A real BIFF8 workbook, as Excel 97-2003 saves it. */
export const planXls = (): Buffer => {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Step', 'Expected'], ['Power on', 'LED blinks']]), 'Plan');
  return Buffer.from(XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Uint8Array);
};

export const planDocx = (): Buffer =>
  writeZip([
    { name: '[Content_Types].xml', data: Buffer.from('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>') },
    { name: '_rels/.rels', data: Buffer.from('<?xml version="1.0"?><Relationships/>') },
    { name: 'word/document.xml', data: Buffer.from('<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Test plan</w:t></w:r></w:p></w:body></w:document>') },
  ]);

export const planXlsx = (): Buffer => writeXlsx([['Step', 'Expected'], ['Power on', 'LED blinks']]);

export const planZip = (): Buffer => writeZip([{ name: 'plan/test.py', data: Buffer.from('print("ok")\n') }, { name: 'plan/README.txt', data: Buffer.from('Run test.py') }]);

export const planText = (): Buffer => Buffer.from('Functional test\n1. Power the board at 5 V\n2. Check the LED blinks at 1 Hz\n');
export const planMarkdown = (): Buffer => Buffer.from('# Functional test\n\n- Power the board at 5 V\n- Check the LED blinks at 1 Hz\n');
/** Japanese Windows' Notepad default (Shift_JIS). */
export const planShiftJis = (): Buffer => Buffer.from(new Uint8Array([0x8b, 0x40, 0x94, 0x5c, 0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0x0d, 0x0a, 0x93, 0x64, 0x8c, 0xb9, 0x82, 0xf0, 0x93, 0xfc, 0x82, 0xea, 0x82, 0xe9, 0x0d, 0x0a]));

export const notPng = (): Buffer => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), Buffer.alloc(32)]);
export const notExe = (): Buffer => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
export const notPpt = (): Buffer => compoundFile(['PowerPoint Document', 'Current User']);
/** Bytes that start like a zip but have no end record (cut off). */
export const brokenZip = (): Buffer => planZip().subarray(0, 40);
