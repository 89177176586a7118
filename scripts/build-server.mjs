// Bundles the server for `npm start` (Node 20 cannot run TypeScript): dist/server/main.js and the
// embedded-database worker, with node_modules left external. Migrations are copied beside them.
import { build } from 'esbuild';
import fs from 'node:fs';

await build({
  entryPoints: {
    main: 'src/server/main.ts',
    'embedded-host': 'src/server/db/embedded-host.ts',
    'gerber-worker': 'src/server/integrations/files/gerber/worker.ts',
    'bom-worker': 'src/server/integrations/files/bom/worker.ts',
    'mesh-worker': 'src/server/integrations/files/mesh/worker.ts',
    'cad-worker': 'src/server/integrations/files/cad/worker.ts',
    'picture-worker': 'src/server/integrations/files/picture-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
fs.rmSync('dist/server/migrations', { recursive: true, force: true });
fs.cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
console.log('server built: dist/server');
