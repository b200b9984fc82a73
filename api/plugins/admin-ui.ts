import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../project-root.js';

export const ADMIN_DIST = join(PROJECT_ROOT, 'admin', 'dist');

/** The built react-admin app under /admin/ (history URLs fall back to index.html) and /version.json. */
export const adminUiPlugin = fp<{ distDir?: string }>(
  async (app, { distDir = ADMIN_DIST }) => {
    const index = join(distDir, 'index.html');
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/admin/'));
    app.get('/version.json', { schema: { hide: true } }, (_request, reply) => {
      const file = join(distDir, 'version.json');
      // Read on each request: publishing a new build changes the answer without a restart.
      const hash = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { hash: string }).hash : 'development';
      return reply.header('Cache-Control', 'no-store').send({ hash });
    });
    if (!existsSync(index)) {
      app.log.warn(`admin UI is not built (${index} missing): run npm run build:admin`);
      app.get('/admin/*', { schema: { hide: true } }, (_request, reply) => reply.code(503).type('text/plain').send('The admin UI is not built yet: run npm run build:admin'));
      return;
    }
    await app.register(fastifyStatic, { root: distDir, prefix: '/admin/', wildcard: false, index: false, decorateReply: true, cacheControl: false });
    const sendIndex = (_request: unknown, reply: { header(k: string, v: string): unknown; sendFile(f: string, root: string): unknown }) => {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html', distDir);
    };
    app.get('/admin', { schema: { hide: true } }, sendIndex);
    app.get('/admin/', { schema: { hide: true } }, sendIndex);
    // Any other /admin path is a client route unless it names a built asset.
    app.get('/admin/*', { schema: { hide: true } }, (request, reply) => {
      const path = (request.params as { '*': string })['*'];
      if (path.startsWith('assets/') || /\.[a-z0-9]+$/i.test(path)) {
        const file = join(distDir, path);
        if (file.startsWith(distDir) && existsSync(file)) {
          if (path.startsWith('assets/')) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
          return reply.sendFile(path, distDir);
        }
        return reply.code(404).type('text/plain').send('Not found');
      }
      return sendIndex(request, reply);
    });
  },
  { name: 'admin-ui' },
);
