// Public surface of 3D model reading for routes and commands: everything heavy runs in the mesh worker process.
export { readModelInWorker, meshWorkerPool, closeMeshWorkers, MeshWorkerPool, MESH_WORKER_LIMITS, type ReadModelOptions } from './worker-pool';
export { MeshReadError, DEFAULT_MESH_LIMITS, MESH_READ_ERRORS, type MeshReadErrorReason, type MeshReadLimits } from './limits';
