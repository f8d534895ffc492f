import { ensureOutsideNetwork } from './outside-network';

/** Before any spec: the outside test host that the `outside` project's browser runs on. */
export default function globalSetup() {
  ensureOutsideNetwork();
}
