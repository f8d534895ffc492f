// Requests being answered, so that a stopping server answers them before it goes (the front
// process and the Next.js process behind it both count theirs).

export function createRequestsInFlight() {
  let count = 0;
  let onIdle = () => {};
  return {
    /** Counts `response` until it closes. @param {import('node:http').ServerResponse} response */
    track(response) {
      count++;
      response.once('close', () => {
        if (--count === 0) onIdle();
      });
    },
    /** Resolves when no counted request is left. */
    idle() {
      return count === 0 ? Promise.resolve() : new Promise((resolve) => (onIdle = resolve));
    },
    get count() {
      return count;
    },
  };
}
