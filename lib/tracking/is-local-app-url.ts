/** An APP_URL a phone cannot reach: a QR code or link printed with it opens nothing. Client-safe. */
export const isLocalAppUrl = (url: string) => ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
