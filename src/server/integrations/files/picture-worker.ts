// The picture worker process: decodes and re-encodes one picture per job (picture-codec.ts), away from the server's
// event loop and heap. The server has already checked type, size and dimensions (picture.ts); the parent enforces
// the time limit and the heap cap.
import { reencodePixels } from './picture-codec';
import type { PictureWorkerReply, PictureWorkerRequest } from './picture';
import { jobHost, messageOf } from './worker/job-host';

const host = jobHost<PictureWorkerReply>('picture');

host.serve<PictureWorkerRequest>(
  async (request) => host.send({ type: 'picture', picture: reencodePixels(request.mime, request.bytes, request.maxPixels) }),
  (err) => ({ type: 'failed', message: messageOf(err) }),
);
