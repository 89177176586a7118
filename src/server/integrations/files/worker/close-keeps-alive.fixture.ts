// Run as its own process by close-keeps-alive.test.ts: one job in a pool, then close() as the script's last wait.
import { binaryStl, sphereTriangles } from '../mesh/mesh-fixtures';
import { MeshWorkerPool, readModelInWorker } from '../mesh/worker-pool';

const pool = new MeshWorkerPool({ size: 1 });
await readModelInWorker(binaryStl(sphereTriangles(10, 200)), { pool });
await pool.close();
console.log('closed');
