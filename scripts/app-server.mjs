// The Next.js process of `npm start`: started by the front process (scripts/server.mjs) with an
// IPC channel, it serves every request the front passes on, over a Unix socket only the front
// connects to. It stops when the front asks (after the front's own last scans are written), or
// when the front is gone; signals are the front's to handle.
//
//   forked by scripts/server.mjs: app-server.mjs <socket path> <public port>
import http from 'node:http';
import path from 'node:path';
import next from 'next';
import { createClientAddressStamp } from './client-address.mjs';
import { createRequestsInFlight } from './requests-in-flight.mjs';

if (!process.send) {
  console.error('scripts/app-server.mjs is started by scripts/server.mjs: run that instead.');
  process.exit(1);
}
const root = path.resolve(import.meta.dirname, '..');
const [socketPath, publicPort] = process.argv.slice(2);
process.env.NODE_ENV = 'production';

// The key of the front's client-address MACs, its first message: a request on the socket keeps
// the address the front wrote only with a MAC under this key (scripts/client-address.mjs).
const key = await new Promise((resolve) =>
  process.on('message', function hello(message) {
    if (message?.type !== 'hello') return;
    process.off('message', hello);
    resolve(Buffer.from(message.key, 'base64'));
  }),
);
const stampClientAddress = createClientAddressStamp(key);
globalThis[Symbol.for('inkpost.server-sets-client-address')] = true;

// Next.js's requests to itself (a server action's redirect target, forwarded actions) go to the
// public port, through the front, which keeps their client address.
const app = next({ dev: false, dir: root, port: Number(publicPort) });
const handle = app.getRequestHandler();
await app.prepare();

// Requests being answered, except the live-update streams (/api/events), which never end by
// themselves: on stop those are cut and the browser's EventSource reconnects to another process.
const inFlight = createRequestsInFlight();
const server = http.createServer((request, response) => {
  if (!request.url?.startsWith('/api/events')) inFlight.track(response);
  stampClientAddress(request);
  void handle(request, response);
});
server.keepAliveTimeout = 65_000; // the front's pooled connections stay open between requests
server.listen(socketPath, () => process.send({ type: 'ready' }));

const GRACEFUL_STOP = Symbol.for('inkpost.graceful-stop');
const STOP_TIMEOUT_MS = 24_000; // within the front's 25 s
let stopping = false;
/** @param {(step: string) => void} step */
async function stop(step) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => {
    console.error(`Inkpost ${process.pid}: the app process still busy after ${STOP_TIMEOUT_MS} ms, exiting anyway.`);
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  server.close();
  server.closeIdleConnections();
  step('requests in flight');
  await inFlight.idle();
  server.closeAllConnections();
  try {
    // lib/boot.ts: the scans this process gathered, then the background unit in hand.
    await globalThis[GRACEFUL_STOP]?.(step);
    step('Next.js');
    await app.close?.();
  } catch (error) {
    console.error(`Inkpost ${process.pid}: error while stopping:`, error);
    process.exit(1);
  }
  process.exit(0);
}
const report = (step) => process.connected && process.send({ type: 'stopping', step });
process.on('message', (message) => {
  if (message?.type === 'stop') void stop(report);
});
// The front died without asking: stop as it would have.
process.on('disconnect', () => void stop(() => {}));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
