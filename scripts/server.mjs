// The production server of `npm start` (and of the end-to-end tests and bench/redirect): Next.js
// behind a plain node:http server, so the QR short links /r/{id} are answered before Next.js
// routes the request (lib/tracking/serve-short-link.ts, installed by lib/boot.ts while Next.js
// starts). Everything else, and /r/ itself until boot has run, goes to Next.js.
//
//   node scripts/server.mjs [port]      (NEXT_DIST_DIR picks the build folder, as for next start)
import http from 'node:http';
import path from 'node:path';
import next from 'next';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.argv[2] || process.env.PORT || 3000);
process.env.NODE_ENV = 'production';

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const SHORT_LINK_HANDLER = Symbol.for('inkpost.short-link-handler');
const server = http.createServer((request, response) => {
  const serveShortLink = globalThis[SHORT_LINK_HANDLER];
  if (serveShortLink?.(request, response)) return;
  void handle(request, response);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
server.listen(port, () => console.log(`Inkpost ready on http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close();
    void app.close?.().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
