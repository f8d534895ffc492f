// The production server of `npm start` (and of the end-to-end tests and the benches): a small
// front process that owns the port and loads no Next.js (decision 053). It answers the QR short
// links /r/{id} from its own index of every link and writes their scans in batches; every other
// request goes, streamed, to the Next.js process it starts (scripts/app-server.mjs) over a Unix
// socket, with the client's address in headers only this process writes.
//
// On PostgreSQL the front reads links, listens for their changes and writes scans itself. On the
// embedded database, which only one process may open, the Next.js process does that for it by
// request over their IPC channel (lib/tracking/front-service.ts).
//
//   node scripts/server.mjs [port]                       (NEXT_DIST_DIR picks the build folder, as for next start)
//   node scripts/server.mjs [port] --short-links-only    (PostgreSQL only: /r/{id} alone, no Next.js; docs/deploy.md)
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import nextEnv from '@next/env';
import { createClientAddressStamp } from './client-address.mjs';
import { createLinkIndex } from './front/link-index.mjs';
import { createOwnerSource } from './front/owner-source.mjs';
import { createAppProxy } from './front/proxy-to-app.mjs';
import { createScanBatch } from './front/scan-batch.mjs';
import { createShortLinkHandler } from './front/short-links.mjs';
import { refuseMalformedRequest } from './request-guards.mjs';
import { createRequestsInFlight } from './requests-in-flight.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const shortLinksOnly = args.includes('--short-links-only');
const port = Number(args.find((arg) => !arg.startsWith('--')) || process.env.PORT || 3000);
process.env.NODE_ENV = 'production';
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const { DATABASE_URL } = process.env;

const logError = (what, error) =>
  console.error(`[${new Date().toISOString()}] ${what}:`, error instanceof Error ? error.message : error);

if (shortLinksOnly && !DATABASE_URL) {
  console.error(
    '\nInkpost cannot start: --short-links-only needs DATABASE_URL (a PostgreSQL server): the embedded database belongs to one process.\n',
  );
  process.exit(1);
}

// Set once a signal asked this process to stop (see stop() below).
let stopping = false;

// The Next.js process, on a socket in a folder only this user can enter.
let app;
let stampClientAddress;
let proxy;
if (!shortLinksOnly) {
  const socketFolder = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-'));
  const socketPath = path.join(socketFolder, 'app.sock');
  app = fork(path.join(root, 'scripts', 'app-server.mjs'), [socketPath, String(port)]);
  // Next.js code cannot see the socket: the client's address travels in headers of ours, kept
  // through Next.js's requests to itself, and believed there only with a MAC under this key.
  const key = randomBytes(32);
  app.send({ type: 'hello', key: key.toString('base64') });
  stampClientAddress = createClientAddressStamp(key);
  proxy = createAppProxy(socketPath, logError);
  app.on('exit', (code, signal) => {
    fs.rmSync(socketFolder, { recursive: true, force: true });
    if (stopping) return;
    console.error(`Inkpost ${process.pid}: the Next.js process exited (${signal ?? code}); stopping.`);
    process.exit(typeof code === 'number' && code !== 0 ? code : 1);
  });
  await new Promise((resolve) => app.on('message', (message) => message?.type === 'ready' && resolve()));
}

// The PostgreSQL client only where it is used: loaded, it holds 14 MB of the front's memory.
const source = DATABASE_URL
  ? (await import('./front/postgres-source.mjs')).createPostgresSource(DATABASE_URL)
  : createOwnerSource(app);
const index = createLinkIndex(source, { logError });
const scans = createScanBatch(source, {
  logError,
  // On PostgreSQL this process wrote them: the app folds them into the counters soon.
  written: DATABASE_URL && app ? () => app.connected && app.send({ type: 'scans-written' }) : undefined,
});
const answerShortLink = createShortLinkHandler(index, scans, logError);

const NOT_HERE = 'This process answers the short links /r/{id} only.';
function answerElsewhere(request, response) {
  // A load balancer's health check of a short-links-only process.
  if (request.url === '/api/health') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    response.end(JSON.stringify({ status: 'ok', links: index.size, indexed: index.active }));
    return;
  }
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(NOT_HERE);
}

// Requests being answered, except the live-update streams (/api/events), which never end by
// themselves: on stop those are cut and the browser's EventSource reconnects to another process.
// A short link answered at once is not counted: it is over before anything could wait for it.
const inFlight = createRequestsInFlight();
const server = http.createServer((request, response) => {
  if (answerShortLink(request, response)) {
    if (!response.writableEnded) inFlight.track(response);
    return;
  }
  if (!request.url?.startsWith('/api/events')) inFlight.track(response);
  if (refuseMalformedRequest(request, response)) return;
  if (shortLinksOnly) return answerElsewhere(request, response);
  stampClientAddress(request);
  proxy(request, response);
});
server.keepAliveTimeout = 65_000; // longer than common load balancers' idle timeout
server.listen(port, () => console.log(`Inkpost ready on http://localhost:${port}`));
void index.start();

// Graceful stop (a deploy, a scale-down): take no new connections, answer the requests in
// flight, write the gathered scans, then let the Next.js process finish its own (lib/boot.ts).
const STOP_TIMEOUT_MS = 25_000; // within the 30 s most platforms wait before SIGKILL
// What the stop is waiting for, said if it takes too long.
let stopStep = 'requests in flight';
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  const step = (what) => {
    if (process.env.INKPOST_STOP_TRACE)
      console.log(`Inkpost ${process.pid}: stop: ${what} (+${Date.now() - started} ms)`);
    stopStep = what;
  };
  console.log(`Inkpost ${process.pid}: ${signal}, finishing requests in flight, then stopping.`);
  setTimeout(() => {
    const waiting = stopStep === 'requests in flight' ? `${inFlight.count} requests in flight` : stopStep;
    console.error(`Inkpost ${process.pid}: still busy after ${STOP_TIMEOUT_MS} ms (${waiting}), exiting anyway.`);
    process.exit(1);
  }, STOP_TIMEOUT_MS).unref();
  server.close();
  server.closeIdleConnections();
  await inFlight.idle();
  server.closeAllConnections();
  let code = 0;
  try {
    step('writing the gathered scans');
    await scans.flush();
    await index.stop();
    if (app?.connected) {
      app.on('message', (message) => message?.type === 'stopping' && step(`the Next.js process: ${message.step}`));
      const exited = new Promise((resolve) => app.once('exit', (exitCode) => resolve(exitCode ?? 1)));
      app.send({ type: 'stop' });
      code = await exited;
    }
    await source.close?.();
  } catch (error) {
    console.error(`Inkpost ${process.pid}: error while stopping:`, error);
    process.exit(1);
  }
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(signal));
