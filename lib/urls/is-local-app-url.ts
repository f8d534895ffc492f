/**
 * Whether the app's address (APP_URL) is this machine: short links and printed QR codes that
 * lead there do not open on anyone's phone. Client-safe.
 */
export const isLocalAppUrl = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
