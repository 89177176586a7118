// The mesh worker process: reads and measures one 3D model per job, away from the server's event loop and heap. The
// parent enforces the time limit (kill) and the heap cap (--max-old-space-size); size and triangle caps are checked
// here before and while reading (read-model.ts).
import { jobHost, messageOf } from '../worker/job-host';
import { MeshReadError } from './limits';
import { readModel } from './read-model';
import type { MeshWorkerReply, MeshWorkerRequest } from './worker-protocol';

const host = jobHost<MeshWorkerReply>('mesh');

host.serve<MeshWorkerRequest>(
  async (request) => host.send({ type: 'analysis', analysis: await readModel(request.bytes, request.limits) }),
  (err) => (err instanceof MeshReadError ? { type: 'refused', reason: err.reason, message: err.message } : { type: 'failed', message: messageOf(err) }),
);
