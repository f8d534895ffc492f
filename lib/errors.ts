/** An error whose message is written for the user and may be shown as it is. */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/** Logs a failure with a timestamp, as every failure the user does not see in full is logged. */
export function logError(context: string, error: unknown): void {
  console.error(`[${new Date().toISOString()}] ${context}:`, error instanceof Error ? error.message : error);
}
