// The types of link-index.mjs.
import type { LinkRow, LinkStatement } from '../../lib/tracking/link-statements.mjs';
import type { RedirectTarget } from '../../lib/tracking/short-link-answer.mjs';

export type LinkSource = {
  run(statement: LinkStatement, params: unknown[]): Promise<LinkRow[]>;
  listen(channel: string, onPayload: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
};

export type LinkIndex = {
  start(): Promise<void>;
  stop(): Promise<void>;
  peek(id: string): RedirectTarget | null | undefined;
  resolve(id: string): Promise<RedirectTarget | null>;
  readonly active: boolean;
  readonly size: number;
};

export function createLinkIndex(
  source: LinkSource,
  options?: { logError?: (what: string, error: unknown) => void; log?: (line: string) => void },
): LinkIndex;
