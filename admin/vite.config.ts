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

// The chart library with what it alone brings (d3, gestures, base-ui utils), and the XLSX writer.
const CHART_LIBRARIES = /node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|@mui\/x-internals|@mui\/x-internal-gestures|@base-ui|@floating-ui\/utils|d3-[a-z-]+|internmap|flatqueue|reselect|bezier-easing|use-sync-external-store)\//;
const XLSX_LIBRARIES = /node_modules\/exceljs\//;

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  plugins: [react(), versionFile(buildHash)],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Libraries change less often than the app: one vendor chunk stays cached across releases
    // (finer splits of react-admin / MUI / React form import cycles between chunks).
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          // Libraries only the lazy report screens use get chunks of their own: in `vendor` they
          // would be downloaded at sign-in by every user.
          if (CHART_LIBRARIES.test(id)) return 'charts';
          if (XLSX_LIBRARIES.test(id)) return 'exceljs';
          return 'vendor';
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true, ws: true },
      '/version.json': { target: apiTarget, changeOrigin: true },
    },
  },
});
