// Answers a stored file as a download: the type it was checked as by content, never sniffed or rendered in the
// shop's origin (nosniff, a CSP that allows nothing), cached privately, under its display name (RFC 5987).
import type { FastifyReply } from 'fastify';

export interface StoredDownload {
  name: string;
  mime: string;
  bytes: Buffer;
}

export const sendDownload = (reply: FastifyReply, f: StoredDownload): FastifyReply =>
  reply
    .headers({ 'x-content-type-options': 'nosniff', 'content-security-policy': "default-src 'none'", 'cache-control': 'private, max-age=3600' })
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}`)
    .type(f.mime)
    .send(f.bytes);
