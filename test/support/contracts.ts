import type { SetupServer } from 'msw/node';
import { checkAnswer, checkRequest, checkWebhook, type ProviderName } from '../contracts/check-exchange';

/*
 * Every request the code under test sends to Stripe, Twilio or thanks.io, and every answer an MSW
 * fake gives it, checked against the provider's OpenAPI document (test/contracts/specs). The
 * checks run beside the test; test/setup/integration.ts fails the test in afterEach when one
 * found a violation, as it does for unhandled requests.
 */

const violations: string[] = [];
const OFF_CONTRACT = 'x-test-off-contract';

/**
 * Marks a fake answer that breaks the provider's document on purpose (an HTML error page, a body
 * the provider does not document), to test how our code copes; its answer is not checked.
 */
export function offContract<T extends Response>(response: T, why: string): T {
  response.headers.set(OFF_CONTRACT, why);
  return response;
}
const running = new Set<Promise<void>>();

function track(work: Promise<string[]>) {
  const done = work.then(
    (found) => void violations.push(...found),
    (error: unknown) => void violations.push(`contract check failed: ${String(error)}`),
  );
  running.add(done);
  void done.finally(() => running.delete(done));
}

/** Starts checking the exchanges that pass through the server. */
export function watchProviderContracts(server: SetupServer): void {
  server.events.on('request:start', ({ request }) => {
    // A copy: the handler (or MSW) reads the original body.
    const copy = request.clone();
    track(
      copy
        .text()
        .then((body: string) =>
          checkRequest({ method: copy.method, url: copy.url, contentType: copy.headers.get('content-type'), body }),
        ),
    );
  });
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.has(OFF_CONTRACT)) return;
    const copy = response.clone();
    track(
      copy
        .text()
        .then((body: string) =>
          checkAnswer(request, { status: copy.status, contentType: copy.headers.get('content-type'), body }),
        ),
    );
  });
}

/** Checks a webhook payload a test is about to deliver, the way the provider documents it. */
export function expectDocumentedWebhook(provider: ProviderName, payload: unknown): void {
  violations.push(...checkWebhook(provider, payload));
}

/** The violations found since the last call (waits for checks still reading bodies). */
export async function takeContractViolations(): Promise<string[]> {
  while (running.size) await Promise.all(running);
  return violations.splice(0);
}
