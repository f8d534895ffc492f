import { execFileSync } from 'node:child_process';

// A test host of our own, "another machine on the network": a network namespace joined to this
// machine by a veth pair. A browser started inside it (e2e/support/chromium-outside.sh) reaches
// the e2e server at OUTSIDE_SERVER_ADDRESS, and the server sees it come from 10.231.0.2, not
// from loopback. Made once per machine (root, iproute2), kept between runs.
export const OUTSIDE_NAMESPACE = 'inkpost-outside';
export const OUTSIDE_SERVER_ADDRESS = '10.231.0.1';
const OUTSIDE_CLIENT_ADDRESS = '10.231.0.2';
const HOST_LINK = 'inkpost-host';
const GUEST_LINK = 'inkpost-guest';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function namespaceReady(): boolean {
  try {
    return ip('netns', 'exec', OUTSIDE_NAMESPACE, 'ip', '-br', 'addr', 'show', GUEST_LINK).includes(
      OUTSIDE_CLIENT_ADDRESS,
    );
  } catch {
    return false;
  }
}

/** Makes the outside host unless it is there already; throws (the run fails) when it cannot. */
export function ensureOutsideNetwork(): void {
  if (namespaceReady()) return;
  // Whatever a half-made earlier attempt left behind goes first.
  for (const args of [
    ['link', 'del', HOST_LINK],
    ['netns', 'del', OUTSIDE_NAMESPACE],
  ]) {
    try {
      ip(...args);
    } catch {
      // not there
    }
  }
  ip('netns', 'add', OUTSIDE_NAMESPACE);
  ip('link', 'add', HOST_LINK, 'type', 'veth', 'peer', 'name', GUEST_LINK);
  ip('link', 'set', GUEST_LINK, 'netns', OUTSIDE_NAMESPACE);
  ip('addr', 'add', `${OUTSIDE_SERVER_ADDRESS}/30`, 'dev', HOST_LINK);
  ip('link', 'set', HOST_LINK, 'up');
  ip('netns', 'exec', OUTSIDE_NAMESPACE, 'ip', 'addr', 'add', `${OUTSIDE_CLIENT_ADDRESS}/30`, 'dev', GUEST_LINK);
  ip('netns', 'exec', OUTSIDE_NAMESPACE, 'ip', 'link', 'set', GUEST_LINK, 'up');
  ip('netns', 'exec', OUTSIDE_NAMESPACE, 'ip', 'link', 'set', 'lo', 'up');
  if (!namespaceReady()) throw new Error(`The outside test host ${OUTSIDE_NAMESPACE} could not be made`);
}
