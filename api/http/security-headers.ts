import type { IncomingMessage } from 'node:http';
import type { FastifyHelmetOptions } from '@fastify/helmet';

// The security headers of every answer (@fastify/helmet, registered first in api/plugins/external.ts):
// the admin at /admin/, the API, the files and the Swagger UI at /api/docs.
//
// Content-Security-Policy: what the admin really loads. Scripts only from the portal itself (the
// built bundle has no inline script); styles also inline, because MUI and emotion write <style>
// elements and style attributes at run time; images from the portal, data: (the two-factor QR code)
// and blob: (files made in the browser); PDFs previewed in an iframe from a blob: URL; the live
// socket on the portal's own host (ws: or wss:, which 'self' does not cover in every browser). No
// page of the portal may be framed by another site (frame-ancestors, and X-Frame-Options for older
// browsers); nothing is sniffed into another type (nosniff); no address, secret links included, leaks
// in a Referer (no-referrer).

const HOST = /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/;

/** The live socket's own host, in either scheme (behind a TLS proxy the browser says wss:). */
const liveSocketSources = (request: IncomingMessage) => {
  const host = request.headers.host;
  // A Host header that is not a plain host and port could inject into the policy: 'self' alone then.
  return host && HOST.test(host) ? `ws://${host} wss://${host}` : "'self'";
};

export const SECURITY_HEADERS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'base-uri': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'", liveSocketSources],
      'frame-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    },
  },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // The admin is one origin; a popup it opens (Stripe's checkout is a plain navigation) needs no opener.
  crossOriginOpenerPolicy: { policy: 'same-origin' },
};
