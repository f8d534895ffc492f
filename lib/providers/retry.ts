/**
 * The one retry policy for every outgoing provider call (spec sections 8 and 9): retry on
 * 408, 429, 500, 502, 503, 504 and on network failures; at most 3 attempts; the first delay
 * is 1000 ms, doubling, capped at 10000 ms; a 429 waits its Retry-After seconds when given.
 * After the last attempt it throws 'HTTP error! status: {status}'. Each failure is logged with
 * a timestamp. SDKs that accept a fetch function get `fetchWithRetry`; nobody retries by hand.
 */
export const RETRYABLE_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
export const RETRY_POLICY = { maxAttempts: 3, firstDelayMs: 1000, maxDelayMs: 10_000 };

export class HttpError extends Error {
  constructor(readonly status: number | 'network') {
    super(`HTTP error! status: ${status}`);
    this.name = 'HttpError';
  }
}

type RetryOptions = {
  maxAttempts?: number;
  firstDelayMs?: number;
  maxDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
  fetch?: typeof fetch;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const defaultLog = (line: string) => console.warn(line);

export function backoffDelay(attempt: number, firstDelayMs: number, maxDelayMs: number): number {
  return Math.min(firstDelayMs * 2 ** (attempt - 1), maxDelayMs);
}

/** Retry-After in seconds (or an HTTP date), capped at the policy's longest delay. */
export function retryAfterMs(header: string | null, maxDelayMs: number): number | null {
  if (!header) return null;
  const seconds = Number(header);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(header) - Date.now();
  return Number.isFinite(ms) && ms >= 0 ? Math.min(ms, maxDelayMs) : null;
}

function describe(input: RequestInfo | URL, init?: RequestInit): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return `${method} ${url.split('?')[0]}`;
}

export function createFetchWithRetry(options: RetryOptions = {}): typeof fetch {
  const {
    maxAttempts = RETRY_POLICY.maxAttempts,
    firstDelayMs = RETRY_POLICY.firstDelayMs,
    maxDelayMs = RETRY_POLICY.maxDelayMs,
    sleep = defaultSleep,
    log = defaultLog,
  } = options;

  return async function fetchWithRetry(input, init) {
    const doFetch = options.fetch ?? globalThis.fetch;
    let lastStatus: number | 'network' = 'network';
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      // A Request body can be read once; clone so a retry sends it again.
      const request = input instanceof Request ? input.clone() : input;
      let wait = backoffDelay(attempt, firstDelayMs, maxDelayMs);
      try {
        const response = await doFetch(request, init);
        if (!RETRYABLE_STATUSES.has(response.status)) return response;
        lastStatus = response.status;
        if (response.status === 429) {
          wait = retryAfterMs(response.headers.get('retry-after'), maxDelayMs) ?? wait;
        }
        // Not awaited: cancelling a body that was cloned (tee'd) settles only with its twin.
        response.body?.cancel().catch(() => {});
      } catch (error) {
        // A caller's timeout or abort ends the call; retrying an aborted request cannot succeed.
        if ((error as Error).name === 'AbortError' || init?.signal?.aborted) throw error;
        lastStatus = 'network';
      }
      log(
        `[${new Date().toISOString()}] ${describe(input, init)} failed (status: ${lastStatus}), ` +
          `attempt ${attempt} of ${maxAttempts}`,
      );
      if (attempt < maxAttempts) await sleep(wait);
    }
    throw new HttpError(lastStatus);
  };
}

export const fetchWithRetry = createFetchWithRetry();
