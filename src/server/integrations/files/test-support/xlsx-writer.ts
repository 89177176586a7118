// A minimal XLSX writer for tests: the parts Excel needs and one sheet of inline strings. It can also claim a
// sheet size far beyond its cells (a hostile <dimension>) or put one cell at the sheet's far corner.
import { writeZip, type ZipEntryInput } from './zip-writer';

const escape = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const column = (n: number): string => (n < 26 ? String.fromCharCode(65 + n) : column(Math.floor(n / 26) - 1) + String.fromCharCode(65 + (n % 26)));

export interface XlsxOptions {
  sheetName?: string;
  /** The <dimension ref> to declare, e.g. 'A1:XFD1048576'. */
  dimension?: string;
  /** Extra raw <row> XML appended to sheetData. */
  extraRows?: string;
  /** Replace the sheet entry (e.g. a pre-deflated bomb). */
  sheetEntry?: Omit<ZipEntryInput, 'name'>;
}

const sheetXml = (rows: readonly (readonly string[])[], opts: XlsxOptions): string => {
  const sheetRows = rows
    .map((cells, r) => `<row r="${r + 1}">${cells.map((v, c) => `<c r="${column(c)}${r + 1}" t="inlineStr"><is><t>${escape(v)}</t></is></c>`).join('')}</row>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${
    opts.dimension ? `<dimension ref="${opts.dimension}"/>` : ''
  }<sheetData>${sheetRows}${opts.extraRows ?? ''}</sheetData></worksheet>`;
};

/** One sheet named opts.sheetName ('BOM'), or several with `more` after it. */
export const writeXlsx = (rows: readonly (readonly string[])[], opts: XlsxOptions = {}, more: ReadonlyArray<{ name: string; rows: string[][] }> = []): Buffer => {
  const sheets = [{ name: opts.sheetName ?? 'BOM', rows }, ...more];
  const file = (name: string, xml: string): ZipEntryInput => ({ name, data: Buffer.from(xml) });
  const overrides = sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('');
  const sheetList = sheets.map((sh, i) => `<sheet name="${escape(sh.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('');
  const rels = sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('');
  return writeZip([
    file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${overrides}</Types>`),
    file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>'),
    file('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${sheetList}</sheets></workbook>`),
    file('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${rels}</Relationships>`),
    opts.sheetEntry ? { name: 'xl/worksheets/sheet1.xml', ...opts.sheetEntry } : file('xl/worksheets/sheet1.xml', sheetXml(rows, opts)),
    ...more.map((sh, i) => file(`xl/worksheets/sheet${i + 2}.xml`, sheetXml(sh.rows, {}))),
  ]);
};
