/**
 * A stand-in for the request that next/headers reads in a running app: tests set the cookies
 * and headers a browser would send, call a server action or route, and read the cookies back.
 */
// CLIENT_ADDRESS_HEADER of lib/auth/client-ip.ts, spelled out: importing that module here would
// load the next/headers mock while this module, which the mock returns, is still loading.
const CLIENT_ADDRESS_HEADER = 'x-inkpost-client-address';

type CookieOptions = { maxAge?: number; expires?: Date; httpOnly?: boolean; path?: string };
type StoredCookie = { name: string; value: string; options?: CookieOptions };

const jar = new Map<string, StoredCookie>();
let requestHeaders = new Headers();

/** The socket address scripts/server.mjs reports when a test names none (lib/auth/client-ip.ts). */
export const DEFAULT_CLIENT_ADDRESS = '203.0.113.7';

export function resetRequest(init: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  jar.clear();
  for (const [name, value] of Object.entries(init.cookies ?? {})) jar.set(name, { name, value });
  requestHeaders = new Headers({ [CLIENT_ADDRESS_HEADER]: DEFAULT_CLIENT_ADDRESS, ...init.headers });
}

/** A request from this socket address (with X-Forwarded-For as the client or a proxy wrote it). */
export function fromClient(address: string, forwardedFor?: string) {
  resetRequest({
    headers: { [CLIENT_ADDRESS_HEADER]: address, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
  });
}

export function setRequestHeader(name: string, value: string) {
  requestHeaders.set(name, value);
}

export function currentCookies(): Record<string, string> {
  return Object.fromEntries([...jar.values()].map((c) => [c.name, c.value]));
}

export function cookieOptions(name: string): CookieOptions | undefined {
  return jar.get(name)?.options;
}

const cookieStore = {
  get: (name: string) => {
    const c = jar.get(name);
    return c ? { name: c.name, value: c.value } : undefined;
  },
  getAll: () => [...jar.values()].map((c) => ({ name: c.name, value: c.value })),
  has: (name: string) => jar.has(name),
  set: (nameOrCookie: string | (StoredCookie & CookieOptions), value?: string, options?: CookieOptions) => {
    if (typeof nameOrCookie === 'string') {
      const expired = options?.maxAge === 0 || (options?.expires && options.expires.getTime() <= Date.now());
      if (expired) jar.delete(nameOrCookie);
      else jar.set(nameOrCookie, { name: nameOrCookie, value: value ?? '', options });
    } else {
      const { name, value: v, ...rest } = nameOrCookie;
      if (rest.maxAge === 0) jar.delete(name);
      else jar.set(name, { name, value: v, options: rest });
    }
    return cookieStore;
  },
  delete: (name: string) => {
    jar.delete(name);
    return cookieStore;
  },
};

export const nextHeadersMock = {
  cookies: async () => cookieStore,
  headers: async () => requestHeaders,
  draftMode: async () => ({ isEnabled: false }),
};
