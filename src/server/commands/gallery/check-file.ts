// What an uploaded gallery file is, by content and never by its name (ARCHITECTURE "Files"), with the type its
// download is sent as. Each kind reuses the check of the upload it is like:
// - bom: the PCBA BOM upload's check (sniffBom, then read in the capped BOM worker): csv, xls, xlsx;
// - assembly (pick-and-place): text that decodes without binary bytes, or an xls / xlsx the BOM worker can read;
// - test: the functional-test plan's sniffer, limited to pdf, zip and text;
// - attachment: pdf, zip, text, or a PNG / JPEG picture.
// null means "not this kind of file". Size is checked by the caller first.
import { fileTypeFromBuffer } from 'file-type';
import type { GalleryFileKind } from '../../../shared/contracts/gallery';
import { decodeText, looksBinary } from '../../../shared/pcba/decode-text';
import { BomReadError, readBomInWorker } from '../../integrations/files/bom/index';
import { sniffBom } from '../../integrations/files/bom/sniff-bom';
import { sniffTestPlan } from '../../integrations/files/test-plan/sniff-test-plan';

const TEXT = 'text/plain; charset=utf-8';
/** The type a sheet is downloaded as, by what the BOM reader found it to be. */
export const SHEET_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  // A spreadsheet saved as HTML (the BOM reader takes it): downloaded as bytes, never shown as a page.
  html: 'application/octet-stream',
};

/** A sheet the BOM worker reads (limits checked while reading); a broken or hostile one is not a sheet. */
const readableSheet = async (bytes: Buffer): Promise<string | null> => {
  try {
    const { sheet } = await readBomInWorker(bytes);
    return SHEET_TYPES[sheet.format] ?? null;
  } catch (err) {
    if (err instanceof BomReadError) return null;
    throw err;
  }
};

const plainText = (bytes: Buffer): string | null => (bytes.length > 0 && !looksBinary(decodeText(bytes.subarray(0, 1024 * 1024)).text) ? TEXT : null);

/** pdf, zip, text or Markdown as the test-plan sniffer reads them (office documents are zips but not asked for). */
const documentType = async (bytes: Buffer): Promise<string | null> => {
  const plan = await sniffTestPlan(bytes);
  if (!plan) return null;
  if (plan.kind === 'pdf' || plan.kind === 'zip') return plan.contentType;
  if (plan.kind === 'text' || plan.kind === 'markdown') return TEXT;
  return null;
};

const CHECKS: Record<GalleryFileKind, (bytes: Buffer) => Promise<string | null>> = {
  bom: async (bytes) => ((await sniffBom(bytes)) === 'wrongType' ? null : readableSheet(bytes)),
  assembly: async (bytes) => {
    const kind = await sniffBom(bytes);
    if (kind === 'wrongType') return null;
    return kind === 'text' ? plainText(bytes) : readableSheet(bytes);
  },
  test: documentType,
  attachment: async (bytes) => {
    const detected = await fileTypeFromBuffer(bytes);
    if (detected?.mime === 'image/png' || detected?.mime === 'image/jpeg') return detected.mime;
    return documentType(bytes);
  },
};

/** The content type to store and send, or null when the bytes are not a file of that kind. */
export const checkGalleryFile = (kind: GalleryFileKind, bytes: Buffer): Promise<string | null> => CHECKS[kind](bytes);
