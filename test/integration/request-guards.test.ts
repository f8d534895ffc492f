import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mock, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_GUARD_MESSAGES,
  refuseMalformedRequest,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from '@/scripts/request-guards.mjs';
import { mswServer } from '../support/msw';

/**
 * What scripts/server.mjs refuses before Next.js: a path whose %-escapes do not decode (400) and
 * a server action declaring a body over the limit (413), each with a plain, clear message.
 */

async function withServer(run: (origin: string) => Promise<void>) {
  mswServer.use(mock.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  const server = http.createServer((request, response) => {
    if (!refuseMalformedRequest(request, response)) response.writeHead(200).end('next.js');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await run(`127.0.0.1:${port}`);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** A raw request: fetch would re-encode a malformed path before sending it. */
function raw(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
) {
  const [hostname, port] = host.split(':');
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request(
      { hostname, port, path, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    // The server may answer and close before the whole body is written: that is the point.
    request.on('error', (error) => ((error as NodeJS.ErrnoException).code === 'EPIPE' ? undefined : reject(error)));
    request.end(options.body);
  });
}

describe('request guards in front of Next.js', () => {
  it('answers 400 with a clear message to a path with a malformed %-escape', async () => {
    await withServer(async (host) => {
      for (const path of ['/templates/%E0%A4%A', '/%', '/campaigns/%zz?x=1', '/%E0%A4']) {
        const response = await raw(host, path);
        expect(response.status, path).toBe(400);
        expect(response.body).toBe(REQUEST_GUARD_MESSAGES.malformedPath);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      }
    });
  });

  it('lets well-formed paths through, escapes and malformed query strings included', async () => {
    await withServer(async (host) => {
      for (const path of ['/', '/templates/%E0%A4%A4', '/campaigns?q=%', '/r/abc']) {
        expect((await raw(host, path)).status, path).toBe(200);
      }
    });
  });

  it('answers 413 to a server action that declares a body over 3 MB, and passes one within it', async () => {
    expect(SERVER_ACTION_BODY_LIMIT_BYTES).toBe(3 * 1024 * 1024);
    await withServer(async (host) => {
      const big = Buffer.alloc(SERVER_ACTION_BODY_LIMIT_BYTES + 1, 'a');
      const headers = {
        'next-action': '7f00aa',
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': String(big.length),
      };
      const refused = await raw(host, '/campaigns', { method: 'POST', headers, body: big });
      expect(refused.status).toBe(413);
      expect(refused.body).toBe('The form sent is too large: at most 3 MB.');

      const small = Buffer.from('["x"]');
      const within = await raw(host, '/campaigns', {
        method: 'POST',
        headers: { ...headers, 'content-length': String(small.length) },
        body: small,
      });
      expect(within.status).toBe(200);
      // Not an action: another route's own limits apply (the API's 1 MB, the upload's 25 MB).
      const upload = await raw(host, '/api/templates/images', {
        method: 'POST',
        headers: { 'content-length': String(big.length) },
        body: big,
      });
      expect(upload.status).toBe(200);
    });
  });
});
