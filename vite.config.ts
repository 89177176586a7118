import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { codeSplitting, preloadShell } from './vite-chunks';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), preloadShell()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { codeSplitting: codeSplitting() } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
