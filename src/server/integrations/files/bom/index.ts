// Public surface of BOM reading for routes and commands: everything heavy runs in the BOM worker process.
export { readBomInWorker, bomWorkerPool, closeBomWorkers, BomWorkerPool, BOM_WORKER_LIMITS, type ReadBomOptions } from './worker-pool';
export { BomReadError, DEFAULT_BOM_LIMITS, type BomReadErrorReason, type BomReadLimits, type BomSheet } from './limits';
