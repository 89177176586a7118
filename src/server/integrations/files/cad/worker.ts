// The CAD worker process: reads one STEP/IGES model per job with occt-import-js, away from the server's event loop
// and memory. The parent enforces the time limit (kill) and the heap cap; the file size is checked before reading.
import { jobHost, messageOf } from '../worker/job-host';
import { CadReadError } from './limits';
import { preloadOcct, readCadModel } from './read-cad';
import type { CadWorkerReply, CadWorkerRequest } from './worker-protocol';

const host = jobHost<CadWorkerReply>('CAD');

// a warm worker has the library loaded: the first customer's model does not pay for it
preloadOcct();

host.serve<CadWorkerRequest>(
  async (request) => {
    const { analysis, preview } = await readCadModel(request.bytes, request.limits);
    host.send({ type: 'model', analysis, preview, rssBytes: process.memoryUsage().rss });
  },
  (err) => (err instanceof CadReadError ? { type: 'refused', reason: err.reason, message: err.message } : { type: 'failed', message: messageOf(err) }),
);
