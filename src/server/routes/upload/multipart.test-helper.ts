// Builds multipart/form-data bodies for app.inject (what a browser's FormData sends).
import crypto from 'node:crypto';

export interface FormPart {
  name: string;
  /** Present for file parts. */
  filename?: string;
  data: Buffer | string;
  type?: string;
}

export const multipartBody = (parts: readonly FormPart[]): { payload: Buffer; headers: Record<string, string> } => {
  const boundary = `----fusion${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.filename !== undefined ? `\r\nContent-Type: ${p.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof p.data === 'string' ? Buffer.from(p.data) : p.data);
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};
