import type { IncomingMessage, ServerResponse } from 'node:http';

type Segment = { kind: 'static'; name: string } | { kind: 'param' } | { kind: 'catch-all'; optional: boolean };
export type Route = { path: string; segments: Segment[]; methods: string[] };
export type PathTable = { routes: Route[]; publicFiles: Set<string> };

export const SERVER_ACTION_BODY_LIMIT_BYTES: number;
export const ROUTE_HANDLER_METHODS: string[];
export const PAGE_METHODS: string[];
export const FILE_METHODS: string[];
export const REQUEST_GUARD_MESSAGES: {
  malformedPath: string;
  noPath: string;
  actionTooLarge: string;
  methodNotAllowed: (method: string, allow: string[]) => string;
  noSuchApiPath: (method: string) => string;
};
export function exportedMethods(source: string): string[];
export function routeHandlerAllows(exported: string[]): string[];
export function readRoutes(appDir: string): Route[];
export function readPathTable(dirs?: { appDir?: string; publicDir?: string }): PathTable;
export function allowedMethods(table: PathTable, rawPath: string): { api: boolean; allow: string[] | null };
export function refuseMalformedRequest(request: IncomingMessage, response: ServerResponse): boolean;
