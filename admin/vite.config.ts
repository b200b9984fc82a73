import { createHash, randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const adminRoot = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/** One hash per build: compiled into the bundle and published as /version.json for the update banner. */
const buildHash = createHash('sha256')
  .update(`${Date.now()}:${randomBytes(16).toString('hex')}`)
  .digest('hex')
  .slice(0, 16);

const versionFile = (hash: string): Plugin => ({
  name: 'portal-version-file',
  config: () => ({ define: { __BUILD_HASH__: JSON.stringify(hash) } }),
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ hash }) });
  },
});

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  plugins: [react(), versionFile(buildHash)],
  resolve: {
    // react-admin imports lodash function by function from the CommonJS build; the same functions as
    // ES modules drop the CommonJS wrappers from the first download (tests/bundle holds its size).
    alias: [{ find: /^lodash\/(\w+)(\.js)?$/, replacement: 'lodash-es/$1.js' }],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No manual chunks: a library goes where its importers go, so the charts, the XLSX writer and any
    // library only lazy screens use are never downloaded at sign-in (docs/architecture.md "The admin's
    // bundle"; tests/bundle/initial-size.int.spec.ts keeps the initial JavaScript under 450 kB gzipped).
    chunkSizeWarningLimit: 1500,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/version.json': { target: apiTarget, changeOrigin: true },
    },
  },
});
