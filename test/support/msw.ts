import { setupServer } from 'msw/node';

/** Every outside HTTP call of a test goes here; one that no handler answers fails the test. */
export const mswServer = setupServer();

export const unhandledRequests: string[] = [];
