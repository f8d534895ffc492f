import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_UNAVAILABLE, createAppProxy } from './proxy-to-app.mjs';

describe("the front's proxy to the Next.js process (scripts/front/proxy-to-app.mjs)", () => {
  type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

  /** An app on a Unix socket answering with `app`, and the front's proxy to it on a port; `run` gets the front's origin. */
  async function withFront(app: Handler | null, run: (origin: string, errors: string[]) => Promise<void>) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpost-proxy-test-'));
    const socketPath = path.join(folder, 'app.sock');
    const upstream = app ? http.createServer(app) : null;
    if (upstream) await new Promise<void>((resolve) => upstream.listen(socketPath, resolve));
    const errors: string[] = [];
    const proxy = createAppProxy(socketPath, (what) => errors.push(what));
    const front = http.createServer(proxy);
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(front.address() as AddressInfo).port}`, errors);
    } finally {
      front.closeAllConnections();
      await new Promise((resolve) => front.close(resolve));
      if (upstream) {
        upstream.closeAllConnections();
        await new Promise((resolve) => upstream.close(resolve));
      }
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }

  it('passes the method, path, headers and body through, and the answer back with every cookie', async () => {
    await withFront(
      async (request, response) => {
        let body = '';
        for await (const chunk of request) body += chunk;
        response.writeHead(201, {
          'Set-Cookie': ['a=1; Path=/', 'b=2; Path=/'],
          'X-Seen': `${request.method} ${request.url} ${request.headers['x-client']} ${request.headers.connection ?? 'no connection header'} ${body}`,
        });
        response.end('made');
      },
      async (origin, errors) => {
        const answer = await fetch(`${origin}/api/things?x=1`, {
          method: 'POST',
          headers: { 'x-client': 'phone', 'content-type': 'text/plain' },
          body: 'hello',
        });
        expect(answer.status).toBe(201);
        expect(await answer.text()).toBe('made');
        expect(answer.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
        // The front's own connection header is the front's business, not the app's.
        expect(answer.headers.get('x-seen')).toBe('POST /api/things?x=1 phone keep-alive hello');
        expect(errors).toEqual([]);
      },
    );
  });

  it('streams the answer as the app writes it (live updates)', async () => {
    let finish = () => {};
    await withFront(
      (_request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('data: first\n\n');
        finish = () => response.end('data: last\n\n');
      },
      async (origin) => {
        const answer = await fetch(`${origin}/api/events`);
        const reader = answer.body!.getReader();
        // The first event arrives while the app has not ended its answer.
        expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: first\n\n');
        finish();
        expect(new TextDecoder().decode((await reader.read()).value)).toBe('data: last\n\n');
      },
    );
  });

  it('answers 502 with a message when the app is not there, and logs it', async () => {
    await withFront(null, async (origin, errors) => {
      const answer = await fetch(`${origin}/templates`);
      expect(answer.status).toBe(502);
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(await answer.text()).toBe(APP_UNAVAILABLE);
      expect(APP_UNAVAILABLE).toBe('Inkpost is restarting. Try again in a moment.');
      expect(errors).toEqual(['proxy GET /templates']);
    });
  });

  it('ends the hop to the app when the client goes away, without logging an error', async () => {
    let appSawClose: () => void = () => {};
    const closed = new Promise<void>((resolve) => (appSawClose = resolve));
    await withFront(
      (request, response) => {
        response.writeHead(200, { 'Content-Type': 'text/event-stream' });
        response.write('data: hello\n\n');
        request.socket.once('close', () => appSawClose());
      },
      async (origin, errors) => {
        const controller = new AbortController();
        const answer = await fetch(`${origin}/api/events`, { signal: controller.signal });
        await answer.body!.getReader().read();
        controller.abort();
        await closed;
        expect(errors).toEqual([]);
      },
    );
  });
});
