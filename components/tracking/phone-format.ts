/** How tracking phone numbers read on the page. Client-safe. */

/** The 10 digits a forwarding number is shown and edited as: '+14155550123' → '4155550123'. */
export function forwardingDigits(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.slice(-10);
}

/** The area code of a US number: '+14155550123' → '415'. */
export function areaCodeOf(phoneNumber: string): string {
  return forwardingDigits(phoneNumber).slice(0, 3);
}

/** 'active' → 'Active', 'released' → 'Released'. */
export const statusLabel = (status: string) => (status ? status[0].toUpperCase() + status.slice(1) : 'Unknown');
