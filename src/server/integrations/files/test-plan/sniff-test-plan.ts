// What a functional-test plan is, by content (ARCHITECTURE "Files": never by name): PDF ('%PDF-'), Word or Excel
// 97-2003 (a compound file holding a "WordDocument" or "Workbook" stream), DOCX / XLSX / any ZIP (a zip whose end
// record is there), or plain text / Markdown (no binary signature, decodes as text without control bytes). Anything
// else — an image, an executable, a PowerPoint or an installer package — is refused. Cheap and bounded: a few header
// reads and at most a walk of the compound file's directory; nothing is inflated or opened.
import { fileTypeFromBuffer } from 'file-type';
import type { TestPlanKind } from '../../../../shared/contracts/function-test';
import { decodeText, looksBinary } from '../../../../shared/pcba/decode-text';
import { looksLikeZip } from '../sniff';
import { cfbEntryNames, isCfb } from './cfb-names';

export interface TestPlanType {
  kind: TestPlanKind;
  /** Stored with the plan and sent when staff download it. */
  contentType: string;
}

const TYPES: Record<TestPlanKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
  text: 'text/plain; charset=utf-8',
  markdown: 'text/markdown; charset=utf-8',
};

const typed = (kind: TestPlanKind): TestPlanType => ({ kind, contentType: TYPES[kind] });

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_END = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The end-of-central-directory record sits in the last 22 bytes plus a comment of at most 65,535. */
const ZIP_END_WINDOW = 22 + 65_535;

const hasZipEnd = (buf: Buffer): boolean => buf.subarray(Math.max(0, buf.length - ZIP_END_WINDOW)).lastIndexOf(ZIP_END) >= 0;

/** Markdown is text whose lines read as Markdown (a heading, a bullet list, a fence or a table; a numbered list is plain text too); the name is not asked. */
const MARKDOWN = /^(#{1,6} \S|[-*+] \S|```|\|.*\|\s*$)/m;

/** The plan's type, or null when the content is none of the accepted kinds. */
export const sniffTestPlan = async (bytes: Buffer): Promise<TestPlanType | null> => {
  if (bytes.length === 0) return null;
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return typed('pdf');
  if (isCfb(bytes)) {
    const names = cfbEntryNames(bytes)?.map((n) => n.toLowerCase()) ?? [];
    if (names.includes('worddocument')) return typed('doc');
    if (names.includes('workbook') || names.includes('book')) return typed('xls');
    return null;
  }
  if (looksLikeZip(bytes)) {
    if (!hasZipEnd(bytes)) return null;
    const detected = await fileTypeFromBuffer(bytes);
    if (detected?.ext === 'docx') return typed('docx');
    if (detected?.ext === 'xlsx') return typed('xlsx');
    return typed('zip');
  }
  // Any other binary signature file-type knows (images, executables, audio, other archives) is not a plan.
  if (await fileTypeFromBuffer(bytes)) return null;
  const { text } = decodeText(bytes.subarray(0, 1024 * 1024));
  if (looksBinary(text)) return null;
  return typed(MARKDOWN.test(text.slice(0, 65_536)) ? 'markdown' : 'text');
};
