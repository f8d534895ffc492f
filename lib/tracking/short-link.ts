/** The link printed in the QR code: the app's public origin + /r/ + id (spec section 3). */
export function shortLink(appUrl: string, id: string): string {
  return `${appUrl.replace(/\/+$/, '')}/r/${id}`;
}
