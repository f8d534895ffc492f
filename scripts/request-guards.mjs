// Requests scripts/server.mjs refuses before Next.js sees them, with a clear 4xx instead of what
// Next.js would answer:
// - a path whose %-escapes do not decode (`/templates/%E0%A4%A`, `/%`): Next.js answers 500;
// - a server-action POST that declares a body over the limit next.config.mjs sets for actions;
// - a method the path does not answer (decision 042): 405 with `Allow`. Next.js answers TRACE
//   with a 500 and a stack trace in the log, renders a page for PUT or DELETE as for GET, and
//   refuses a method a route handler does not export with an empty 405 without `Allow`.
import fs from 'node:fs';
import path from 'node:path';

/** next.config.mjs's `serverActions.bodySizeLimit` ('3mb', read by Next.js as 3 MiB). */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 3 * 1024 * 1024;

/** The methods a route handler can export (Next.js's HTTP_METHODS); no other reaches a handler. */
export const ROUTE_HANDLER_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'DELETE', 'PATCH'];
/** A page answers GET and HEAD, and POST for its server actions. */
export const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** Files: public/, the build's /_next/ assets, the app's icon. */
export const FILE_METHODS = ['GET', 'HEAD'];

const listed = (methods) =>
  methods.length === 1 ? methods[0] : `${methods.slice(0, -1).join(', ')} and ${methods.at(-1)}`;

export const REQUEST_GUARD_MESSAGES = {
  malformedPath: 'Bad request: the address contains a malformed %-escape.',
  noPath: 'Bad request: the request names no path.',
  actionTooLarge: 'The form sent is too large: at most 3 MB.',
  /** @param {string} method @param {string[]} allow */
  methodNotAllowed: (method, allow) => `${method} is not allowed here: this address answers ${listed(allow)}.`,
  /** @param {string} method */
  noSuchApiPath: (method) => `No such API path: ${method} is answered on none of this server's API paths.`,
};

const SECURITY_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
};
const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
const JSON_TYPE = { 'Content-Type': 'application/json' };

const ROOT = path.resolve(import.meta.dirname, '..');

// ---------------------------------------------------------------------------------------------
// Which methods each path answers, read once from the sources when the server starts: the route
// handlers' exports under app/, the files of public/. Everything else is a page.

/**
 * @typedef {{ kind: 'static', name: string } | { kind: 'param' } | { kind: 'catch-all', optional: boolean }} Segment
 * @typedef {{ path: string, segments: Segment[], methods: string[] }} Route
 */

const METADATA_FILE = /^(?:icon|apple-icon|favicon|opengraph-image|twitter-image|robots|sitemap|manifest)\d*\.\w+$/;
const ROUTE_FILE = /^route\.(?:ts|tsx|js|jsx|mjs)$/;

/**
 * The HTTP methods a route module exports, read from its source: `export function GET`,
 * `export const POST =`, `export { handler as POST } from …`. test/integration/request-guards
 * checks the result against every route module's real exports.
 * @param {string} source
 * @returns {string[]}
 */
export function exportedMethods(source) {
  const names = new Set();
  for (const match of source.matchAll(/\bexport\s+(?:async\s+)?function\s*\*?\s*([A-Za-z_$][\w$]*)/g))
    names.add(match[1]);
  for (const match of source.matchAll(/\bexport\s+(?:const|let|var)\s+([A-Za-z_$][\w$]*)/g)) names.add(match[1]);
  for (const match of source.matchAll(/\bexport\s+(?:const|let|var)\s*\{([^}]*)\}/g))
    for (const part of match[1].split(',')) names.add(part.split(':').at(-1).trim());
  for (const match of source.matchAll(/\bexport\s*\{([^}]*)\}/g))
    for (const part of match[1].split(','))
      names.add(
        part
          .trim()
          .split(/\s+as\s+/)
          .at(-1)
          .trim(),
      );
  return ROUTE_HANDLER_METHODS.filter((method) => names.has(method));
}

/**
 * What a route handler answers, as Next.js implements it: its exports, HEAD wherever GET is, and
 * OPTIONS (Next.js answers it with `Allow` when the module does not export it).
 * @param {string[]} exported
 */
export function routeHandlerAllows(exported) {
  const allow = new Set([...exported, 'OPTIONS']);
  if (allow.has('GET')) allow.add('HEAD');
  return ROUTE_HANDLER_METHODS.filter((method) => allow.has(method)).sort();
}

/** @param {string} name @returns {Segment | null} null: a folder that is not part of the URL */
function segmentOf(name) {
  if (/^\(.*\)$/.test(name) || name.startsWith('@')) return null; // route group, parallel slot
  const optional = /^\[\[\.\.\.[^\]]+\]\]$/.test(name);
  if (optional || /^\[\.\.\.[^\]]+\]$/.test(name)) return { kind: 'catch-all', optional };
  if (/^\[[^\]]+\]$/.test(name)) return { kind: 'param' };
  return { kind: 'static', name };
}

/**
 * Every route handler under `appDir` (metadata files such as app/icon.svg included, as GET).
 * @param {string} appDir
 * @returns {Route[]}
 */
export function readRoutes(appDir) {
  /** @type {Route[]} */
  const routes = [];
  const walk = (dir, segments, urlPath) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue; // a private folder: not routed
        const segment = segmentOf(entry.name);
        walk(
          path.join(dir, entry.name),
          segment ? [...segments, segment] : segments,
          segment ? `${urlPath}/${entry.name}` : urlPath,
        );
      } else if (ROUTE_FILE.test(entry.name)) {
        const source = fs.readFileSync(path.join(dir, entry.name), 'utf8');
        routes.push({ path: urlPath || '/', segments, methods: routeHandlerAllows(exportedMethods(source)) });
      } else if (METADATA_FILE.test(entry.name)) {
        routes.push({
          path: `${urlPath}/${entry.name}`,
          segments: [...segments, { kind: 'static', name: entry.name }],
          methods: FILE_METHODS,
        });
      }
    }
  };
  walk(appDir, [], '');
  return routes;
}

/** @param {string} dir @returns {Set<string>} the URL path of every file under `dir` */
function readPublicFiles(dir) {
  const files = new Set();
  const walk = (folder, urlPath) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(path.join(folder, entry.name), `${urlPath}/${entry.name}`);
      else files.add(`${urlPath}/${entry.name}`);
    }
  };
  walk(dir, '');
  return files;
}

/**
 * Whether `route` serves the path of `parts` (decoded, non-empty segments). Next.js prefers a
 * static segment to a dynamic one and a dynamic one to a catch-all: `specificity` orders them.
 * @param {Route} route @param {string[]} parts
 */
function matches(route, parts) {
  const { segments } = route;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.kind === 'catch-all') return i < parts.length || segment.optional;
    if (i >= parts.length) return false;
    if (segment.kind === 'static' && segment.name !== parts[i]) return false;
  }
  return segments.length === parts.length;
}
const RANK = { static: 0, param: 1, 'catch-all': 2 };
function bySpecificity(a, b) {
  for (let i = 0; i < Math.max(a.segments.length, b.segments.length); i++) {
    const rankA = a.segments[i] ? RANK[a.segments[i].kind] : -1;
    const rankB = b.segments[i] ? RANK[b.segments[i].kind] : -1;
    if (rankA !== rankB) return rankA - rankB;
  }
  return 0;
}

/**
 * The paths of this app and what each answers. Read once: the server runs the build of these
 * sources (`npm start` rebuilds when they are newer). Folders that cannot be read leave the
 * decision to Next.js, as before.
 * @param {{ appDir?: string, publicDir?: string }} [dirs]
 */
export function readPathTable({ appDir = path.join(ROOT, 'app'), publicDir = path.join(ROOT, 'public') } = {}) {
  const readOr = (read, fallback) => {
    try {
      return read();
    } catch {
      return fallback;
    }
  };
  return {
    routes: readOr(() => readRoutes(appDir), []).sort(bySpecificity),
    publicFiles: readOr(() => readPublicFiles(publicDir), new Set()),
  };
}

/**
 * What answers a path: its route handler, a file, or a page; `api` for /api/* paths, and
 * `allow` null for an /api path no handler serves.
 * @param {ReturnType<typeof readPathTable>} table
 * @param {string} rawPath the path as sent, without its query; its %-escapes must decode
 * @returns {{ api: boolean, allow: string[] | null }}
 */
export function allowedMethods(table, rawPath) {
  // Each segment decoded on its own: an escaped slash (%2F) stays inside its segment.
  const parts = rawPath.split('/').filter(Boolean).map(decodeURIComponent);
  const pathname = `/${parts.join('/')}`;
  const api = parts[0] === 'api';
  const route = table.routes.find((candidate) => matches(candidate, parts));
  if (route) return { api, allow: route.methods };
  if (api) return { api, allow: null };
  if (parts[0] === '_next' || table.publicFiles.has(pathname)) return { api, allow: FILE_METHODS };
  return { api, allow: PAGE_METHODS };
}

const PATH_TABLE = readPathTable();
/** Every method some path of this server answers. */
const SERVER_METHODS = [...new Set([...PAGE_METHODS, ...PATH_TABLE.routes.flatMap((route) => route.methods)])].sort();

// ---------------------------------------------------------------------------------------------

function decodes(path) {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** The path of a request target: origin-form (`/a?b`) or absolute-form (`http://host/a?b`). */
function pathOf(target) {
  if (target.startsWith('/')) return target.split('?', 1)[0];
  try {
    return new URL(target).pathname;
  } catch {
    return null; // `OPTIONS *`, or nothing Next.js would route
  }
}

// A refused request's body up to this size is read and dropped, so that a client still sending it
// (a browser posting a form over the limit) reads the answer rather than a connection reset.
const DRAINED_BODY_BYTES = 8 * 1024 * 1024;

function refuse(request, response, status, body, headers = TEXT) {
  // The body is not wanted. A larger one, or one of unknown length, is not read at all: the
  // connection closes after the answer.
  const declared = Number(request.headers['content-length'] ?? 0);
  const drain = request.headers['transfer-encoding'] === undefined && declared <= DRAINED_BODY_BYTES;
  response
    .writeHead(status, { ...headers, ...SECURITY_HEADERS, ...(drain ? {} : { Connection: 'close' }) })
    .end(request.method === 'HEAD' ? undefined : body);
  request.resume();
  return true;
}

/**
 * The 405 of a method the path does not answer, with `Allow`: the API's `{ error, message }`
 * JSON on /api/*, plain text elsewhere. Not logged: a scanner's TRACE is routine, not an incident.
 */
function refuseMethod(request, response, api, allow) {
  const message = REQUEST_GUARD_MESSAGES.methodNotAllowed(request.method, allow);
  const body = api ? JSON.stringify({ error: 'method_not_allowed', message }) : message;
  return refuse(request, response, 405, body, { ...(api ? JSON_TYPE : TEXT), Allow: allow.join(', ') });
}

/** @returns {boolean} true when the method of the request is not one its path answers, and it was told so */
function refuseUnansweredMethod(request, response, rawPath) {
  const method = request.method ?? 'GET';
  if (rawPath === null) {
    // No path to route (`OPTIONS *`, or a target that is no URL): Next.js answers these with a
    // 500 and a stack trace. `OPTIONS *` asks what the server as a whole answers (RFC 9110).
    if (method !== 'OPTIONS') return refuse(request, response, 400, REQUEST_GUARD_MESSAGES.noPath);
    response.writeHead(204, { ...SECURITY_HEADERS, Allow: SERVER_METHODS.join(', ') }).end();
    request.resume();
    return true;
  }
  const { api, allow } = allowedMethods(PATH_TABLE, rawPath);
  if (allow === null) {
    // A method no handler takes, on an API path that does not exist: the API's 404. Any other
    // method there goes on to Next.js, as before.
    if (ROUTE_HANDLER_METHODS.includes(method)) return false;
    const body = JSON.stringify({ error: 'not_found', message: REQUEST_GUARD_MESSAGES.noSuchApiPath(method) });
    return refuse(request, response, 404, body, JSON_TYPE);
  }
  return !allow.includes(method) && refuseMethod(request, response, api, allow);
}

/**
 * Answers a request that must not reach Next.js, and returns true; false for any other.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function refuseMalformedRequest(request, response) {
  const rawPath = pathOf(request.url ?? '/');
  if (rawPath !== null && !decodes(rawPath))
    return refuse(request, response, 400, REQUEST_GUARD_MESSAGES.malformedPath);
  if (refuseUnansweredMethod(request, response, rawPath)) return true;
  if (request.method === 'POST' && request.headers['next-action'] !== undefined) {
    const declared = Number(request.headers['content-length']);
    if (declared > SERVER_ACTION_BODY_LIMIT_BYTES)
      return refuse(request, response, 413, REQUEST_GUARD_MESSAGES.actionTooLarge);
  }
  return false;
}
