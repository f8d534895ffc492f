import { readFileSync } from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { http as mock, passthrough } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  exportedMethods,
  REQUEST_GUARD_MESSAGES,
  readPathTable,
  refuseMalformedRequest,
  ROUTE_HANDLER_METHODS,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from '@/scripts/request-guards.mjs';
import { mswServer } from '../support/msw';

/**
 * What scripts/server.mjs refuses before Next.js: a path whose %-escapes do not decode (400), a
 * server action declaring a body over the limit (413), each with a plain, clear message, and a
 * method the path does not answer (405 with Allow; JSON on the API), decision 042.
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
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; whole?: boolean } = {},
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
    // The server may answer and close before the whole body is written: that is the point, unless
    // the body is one it reads to the end (`whole`).
    request.on('error', (error) =>
      (error as NodeJS.ErrnoException).code === 'EPIPE' && !options.whole ? undefined : reject(error),
    );
    request.end(options.body);
  });
}

/** The status line the server answers to a request written as it is on the socket. */
function statusLine(host: string, request: string) {
  const [hostname, port] = host.split(':');
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(request));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      received += chunk;
      if (received.includes('\r\n')) {
        resolve(received.split('\r\n', 1)[0]);
        socket.destroy();
      }
    });
    socket.on('error', reject);
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
      // Read to its end and dropped: the client, still sending, gets the answer, not a reset.
      const refused = await raw(host, '/campaigns', { method: 'POST', headers, body: big, whole: true });
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

describe('methods a path does not answer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers TRACE /api/v1/me with 405, Allow and the API error JSON, and logs nothing', async () => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
    await withServer(async (host) => {
      const response = await raw(host, '/api/v1/me', { method: 'TRACE' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(response.headers['content-type']).toBe('application/json');
      expect(JSON.parse(response.body)).toEqual({
        error: 'method_not_allowed',
        message: 'TRACE is not allowed here: this address answers GET, HEAD and OPTIONS.',
      });
    });
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('answers TRACE /templates with 405, Allow: GET, HEAD, POST and a plain-text message', async () => {
    await withServer(async (host) => {
      const response = await raw(host, '/templates', { method: 'TRACE' });
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, POST');
      expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.body).toBe(REQUEST_GUARD_MESSAGES.methodNotAllowed('TRACE', ['GET', 'HEAD', 'POST']));
    });
  });

  it('refuses on a page every method but GET, HEAD and POST (its server actions)', async () => {
    await withServer(async (host) => {
      for (const path of ['/templates', '/orders/3f1c2b1e-0000-4000-8000-000000000000', '/login?next=/x', '/']) {
        for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND']) {
          const response = await raw(host, path, { method });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.allow).toBe('GET, HEAD, POST');
        }
        for (const method of ['GET', 'HEAD', 'POST'])
          expect((await raw(host, path, { method })).status, `${method} ${path}`).toBe(200);
      }
    });
  });

  it("answers on the API each route's own methods, as the route module exports them", async () => {
    await withServer(async (host) => {
      const refused = await raw(host, '/api/v1/me', { method: 'POST', body: Buffer.from('{}') });
      expect(refused.status).toBe(405);
      expect(refused.headers.allow).toBe('GET, HEAD, OPTIONS');
      expect(JSON.parse(refused.body).error).toBe('method_not_allowed');

      const order = '/api/v1/orders/3f1c2b1e-0000-4000-8000-000000000000';
      expect((await raw(host, order, { method: 'PATCH' })).headers.allow).toBe('DELETE, GET, HEAD, OPTIONS');
      for (const method of ['GET', 'HEAD', 'DELETE', 'OPTIONS'])
        expect((await raw(host, order, { method })).status, method).toBe(200);
      // A static segment wins over a dynamic one, as in Next.js: hooks/samples/{event} is GET.
      expect((await raw(host, '/api/v1/hooks/samples/order.created', { method: 'DELETE' })).status).toBe(405);
      expect((await raw(host, '/api/v1/hooks/3f1c2b1e', { method: 'DELETE' })).status).toBe(200);
      expect((await raw(host, '/api/v1/hooks/3f1c2b1e', { method: 'GET' })).headers.allow).toBe('DELETE, OPTIONS');
      // An absolute-form request target is the same path (written on a socket: clients send origin-form).
      expect(await statusLine(host, `TRACE http://${host}/api/v1/me HTTP/1.1\r\nHost: ${host}\r\n\r\n`)).toBe(
        'HTTP/1.1 405 Method Not Allowed',
      );
      // A target without a path (Next.js answers it with a 500): OPTIONS * is the server's methods, anything else a 400.
      const asterisk = (method: string) => `${method} * HTTP/1.1\r\nHost: ${host}\r\n\r\n`;
      expect(await statusLine(host, asterisk('OPTIONS'))).toBe('HTTP/1.1 204 No Content');
      expect(await statusLine(host, asterisk('TRACE'))).toBe('HTTP/1.1 400 Bad Request');
      // Webhooks take POST only.
      const webhook = await raw(host, '/api/webhooks/stripe', { method: 'GET' });
      expect([webhook.status, webhook.headers.allow]).toEqual([405, 'OPTIONS, POST']);
    });
  });

  it('answers a method no route takes on an API path that does not exist with the API 404', async () => {
    await withServer(async (host) => {
      const response = await raw(host, '/api/v1/nothing-here', { method: 'TRACE' });
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({
        error: 'not_found',
        message: REQUEST_GUARD_MESSAGES.noSuchApiPath('TRACE'),
      });
      // Other methods there are Next.js's to answer, as before.
      expect((await raw(host, '/api/v1/nothing-here')).status).toBe(200);
    });
  });

  it('gives files and the non-API route handlers GET and HEAD, in plain text', async () => {
    await withServer(async (host) => {
      for (const [path, allow] of [
        ['/guides/4x6.png', 'GET, HEAD'],
        ['/icon.svg', 'GET, HEAD'],
        ['/_next/static/chunks/main.js', 'GET, HEAD'],
        ['/orders/3f1c2b1e-0000-4000-8000-000000000000/card.png', 'GET, HEAD, OPTIONS'],
        ['/storage/templates/a/front.png', 'GET, HEAD, OPTIONS'],
      ]) {
        const response = await raw(host, path, { method: 'POST' });
        expect([response.status, response.headers.allow], path).toEqual([405, allow]);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect((await raw(host, path)).status, path).toBe(200);
      }
    });
  });

  it('reads every route handler of app/ with the methods its module really exports', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const modules = import.meta.glob<Record<string, unknown>>('/app/**/route.{ts,tsx}');
    const table = readPathTable();
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    for (const [file, load] of Object.entries(modules)) {
      const exported = Object.keys(await load()).filter((name) => ROUTE_HANDLER_METHODS.includes(name));
      expect(exported.length, file).toBeGreaterThan(0);
      expect(exportedMethods(readFileSync(path.join(root, file), 'utf8')).sort(), file).toEqual(exported.sort());
    }
    // One route per route file: none is lost to a folder name the reader does not follow.
    expect(table.routes.filter((route) => !route.path.endsWith('.svg'))).toHaveLength(Object.keys(modules).length);
  });
});
