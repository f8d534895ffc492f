// The production server of `npm start` (and of the end-to-end tests and bench/redirect): Next.js
// behind a plain node:http server, so the QR short links /r/{id} are answered before Next.js
// routes the request (lib/tracking/serve-short-link.ts, installed by lib/boot.ts while Next.js
// starts). Everything else, and /r/ itself until boot has run, goes to Next.js.
//
//   node scripts/server.mjs [port]      (NEXT_DIST_DIR picks the build folder, as for next start)
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createClientAddressStamp } from './client-address.mjs';
import { refuseMalformedRequest } from './request-guards.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.argv[2] || process.env.PORT || 3000);
process.env.NODE_ENV = 'production';

const app = next({ dev: false, dir: root, port });
const handle = app.getRequestHandler();
await app.prepare();

const SHORT_LINK_HANDLER = Symbol.for('inkpost.short-link-handler');
// Next.js code cannot see the socket: the client's address travels in headers of ours, kept
// through Next.js's requests to itself (scripts/client-address.mjs), and the flag tells lib/
// that this server, not the client, wrote them.
const stampClientAddress = createClientAddressStamp();
globalThis[Symbol.for('inkpost.server-sets-client-address')] = true;
// Requests being answered, except the live-update streams (/api/events), which never end by
// themselves: on stop those are cut and the browser's EventSource reconnects to another process.
let inFlight = 0;
let onIdle = () => {};
const server = http.createServer((request, response) => {
  if (!request.url?.startsWith('/api/events')) {
    inFlight++;
    response.once('close', () => {
      if (--inFlight === 0) onIdle();
    });
  }
  stampClientAddress(request);
  const serveShortLink = globalThis[SHORT_LINK_HANDLER];
  if (serveShortLink?.(request, response)) return;
  if (refuseMalformedRequest(request, response)) return;
  void handle(request, response);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
server.listen(port, () => console.log(`Inkpost ready on http://localhost:${port}`));

// Graceful stop (a deploy, a scale-down): take no new connections, answer the requests in
// flight, then let lib/boot.ts finish the background unit in hand and write the gathered scans.
const GRACEFUL_STOP = Symbol.for('inkpost.graceful-stop');
const STOP_TIMEOUT_MS = 25_000; // within the 30 s most platforms wait before SIGKILL
let stopping = false;
// What the stop is waiting for, said if it takes too long.
let stopStep = 'requests in flight';
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  console.log(`Inkpost ${process.pid}: ${signal}, finishing requests in flight, then stopping.`);
  setTimeout(() => {
    const waiting = stopStep === 'requests in flight' ? `${inFlight} requests in flight` : stopStep;
    console.error(`Inkpost ${process.pid}: still busy after ${STOP_TIMEOUT_MS} ms (${waiting}), exiting anyway.`);
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  server.close();
  server.closeIdleConnections();
  if (inFlight > 0) await new Promise((resolve) => (onIdle = resolve));
  server.closeAllConnections();
  try {
    await globalThis[GRACEFUL_STOP]?.((step) => {
      if (process.env.INKPOST_STOP_TRACE)
        console.log(`Inkpost ${process.pid}: stop: ${step} (+${Date.now() - started} ms)`);
      stopStep = step;
    });
    stopStep = 'Next.js';
    await app.close?.();
  } catch (error) {
    console.error(`Inkpost ${process.pid}: error while stopping:`, error);
    process.exit(1);
  }
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
