// The Gerber worker process: runs each job (job.ts), so parsing and rendering never block the server's event loop
// and never share its heap. The parent enforces the time limit (kill) and the memory cap (--max-old-space-size);
// this side just does the work and reports each stage as soon as it has it.
import { ArchiveError } from '../archive/errors';
import { runGerberJob } from './job';
import { jobHost, messageOf } from '../worker/job-host';
import type { WorkerReply, WorkerRequest } from './worker-protocol';

const host = jobHost<WorkerReply>('Gerber');

host.serve<WorkerRequest>((request) => runGerberJob(request, host.send), (err) =>
  err instanceof ArchiveError ? { type: 'archiveError', reason: err.reason, message: err.message } : { type: 'failed', message: messageOf(err) },
);
