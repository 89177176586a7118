// What an ODM upload is, by content and name together (spec services §5: "Logo: vector .ai, .svg or .pdf, up to
// 20 MB; Firmware: .bin, .hex or .zip, up to 20 MB"; ARCHITECTURE "Files": the content decides). The name must carry
// one of the purpose's extensions, and the bytes must be what that extension claims:
// - .pdf a PDF; .ai an Illustrator file (PDF-compatible since CS, or PostScript before); .svg an XML text with <svg;
// - .zip a zip; .hex Intel HEX records ending with the end-of-file record; .bin raw bytes, which cannot be told from
//   anything else, so only a file some other format claims (an image, a document, an archive) is refused;
// - project documents: what a test plan may be (PDF, Office, ZIP, text) or a PNG/JPEG picture.
import { fileTypeFromBuffer } from 'file-type';
import type { OdmFilePurpose } from '../../../../shared/contracts/odm';
import { decodeText, looksBinary } from '../../../../shared/pcba/decode-text';
import { looksLikeZip } from '../sniff';
import { sniffTestPlan } from '../test-plan/sniff-test-plan';

const extOf = (name: string): string => (/\.([A-Za-z0-9]+)$/.exec(name)?.[1] ?? '').toLowerCase();

const headText = (bytes: Buffer): string => bytes.subarray(0, 4096).toString('latin1').replace(/^[\s\uFEFF\xEF\xBB\xBF]+/, '');
const isPdf = (bytes: Buffer): boolean => headText(bytes).startsWith('%PDF-');
const isPostScript = (bytes: Buffer): boolean => headText(bytes).startsWith('%!PS-Adobe');
const isSvg = (bytes: Buffer): boolean => {
  const { text } = decodeText(bytes.subarray(0, 1024 * 1024));
  if (looksBinary(text)) return false;
  // an XML prolog, comments and a doctype may come first; the root element is <svg
  const start = text.replace(/^\uFEFF/, '').replace(/^\s*(<\?xml[^>]*\?>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*/i, '');
  return /^<svg[\s>]/i.test(start);
};
const INTEL_HEX_LINE = /^:[0-9A-Fa-f]{10,}$/;
const isIntelHex = (bytes: Buffer): boolean => {
  const lines = bytes.toString('latin1').split(/\r?\n/).map((l) => l.trim()).filter(Boolean);
  return lines.length > 0 && lines.every((l) => INTEL_HEX_LINE.test(l)) && lines[lines.length - 1]?.toUpperCase() === ':00000001FF';
};

export interface OdmFileType {
  contentType: string;
}

/** The stored content type, or null when the name or the content is not what the purpose accepts. */
export const sniffOdmFile = async (purpose: OdmFilePurpose, name: string, bytes: Buffer): Promise<OdmFileType | null> => {
  if (bytes.length === 0) return null;
  const ext = extOf(name);
  if (purpose === 'logo') {
    if (ext === 'pdf') return isPdf(bytes) ? { contentType: 'application/pdf' } : null;
    if (ext === 'ai') return isPdf(bytes) ? { contentType: 'application/pdf' } : isPostScript(bytes) ? { contentType: 'application/postscript' } : null;
    if (ext === 'svg') return isSvg(bytes) ? { contentType: 'image/svg+xml' } : null;
    return null;
  }
  if (purpose === 'firmware') {
    if (ext === 'zip') return looksLikeZip(bytes) ? { contentType: 'application/zip' } : null;
    if (ext === 'hex') return isIntelHex(bytes) ? { contentType: 'text/plain; charset=us-ascii' } : null;
    if (ext === 'bin') return (await fileTypeFromBuffer(bytes)) || isPdf(bytes) ? null : { contentType: 'application/octet-stream' };
    return null;
  }
  const plan = await sniffTestPlan(bytes);
  if (plan) return { contentType: plan.contentType };
  const picture = await fileTypeFromBuffer(bytes);
  return picture && (picture.mime === 'image/png' || picture.mime === 'image/jpeg') ? { contentType: picture.mime } : null;
};
