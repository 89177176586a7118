// The BOM worker process: parses one spreadsheet or CSV per job, away from the server's event loop and heap. The
// parent enforces the time limit (kill) and the heap cap (--max-old-space-size); limits on size, rows, columns and
// cells are checked here while reading (read-bom.ts).
import { jobHost, messageOf } from '../worker/job-host';
import { BomReadError } from './limits';
import { readBomFile } from './read-bom';
import type { BomWorkerReply, BomWorkerRequest } from './worker-protocol';

const host = jobHost<BomWorkerReply>('BOM');

host.serve<BomWorkerRequest>(
  async (request) => host.send({ type: 'sheet', sheet: await readBomFile(request.bytes, request.limits) }),
  (err) => (err instanceof BomReadError ? { type: 'refused', reason: err.reason, message: err.message } : { type: 'failed', message: messageOf(err) }),
);
