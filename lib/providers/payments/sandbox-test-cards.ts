import { UserFacingError } from '@/lib/errors';
import { SANDBOX_DECLINE_MESSAGE } from './sandbox';

/** Stripe's test card numbers: the sandbox behaves as Stripe's test mode does for them. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Saves, then every charge on it is declined ("attaching succeeds, charging fails"). */
  declinesCharges: '4000000000000341',
} as const;

/** Stripe's own wording for each refusal, so the sandbox reads like the real thing. */
export const CARD_MESSAGES = {
  declined: SANDBOX_DECLINE_MESSAGE,
  incorrect: 'Your card number is incorrect.',
  expiry: "Your card's expiration date is invalid.",
  cvc: "Your card's security code is invalid.",
  notTestCard: 'Use a test card in sandbox mode, such as 4242 4242 4242 4242.',
} as const;

/** The digits of a typed card number; spaces and dashes are how people write them. */
export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && digits.length <= 19 && sum % 10 === 0;
}

/** Refuses a number that is not a card at all, as Stripe Elements does before any request. */
export function assertCardNumber(digits: string): void {
  if (!/^\d+$/.test(digits) || !passesLuhn(digits)) throw new UserFacingError(CARD_MESSAGES.incorrect);
}

/** "MM/YY" (spaces allowed, or a four-digit year) → month and full year; valid through the month's end. */
export function parseExpiry(expiry: string, now = new Date()): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!match) throw new UserFacingError(CARD_MESSAGES.expiry);
  const expMonth = Number(match[1]);
  const expYear = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (expMonth < 1 || expMonth > 12) throw new UserFacingError(CARD_MESSAGES.expiry);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (expMonth - 1) < thisMonth) throw new UserFacingError(CARD_MESSAGES.expiry);
  return { expMonth, expYear };
}

export function assertCvc(cvc: string): void {
  if (!/^\d{3,4}$/.test(cvc.trim())) throw new UserFacingError(CARD_MESSAGES.cvc);
}

export type SavableCard = {
  brand: 'visa';
  last4: string;
  expMonth: number;
  expYear: number;
  declinesCharges: boolean;
};

/**
 * A card typed into the sandbox billing portal, checked in Stripe's order: number, expiry and
 * security code first, then what the test number does. Throws the message to show.
 */
export function checkCardToSave(
  input: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
): SavableCard {
  const digits = cardDigits(input.cardNumber);
  assertCardNumber(digits);
  const { expMonth, expYear } = parseExpiry(input.expiry, now);
  assertCvc(input.cvc);
  if (digits === SANDBOX_CARDS.declined) throw new UserFacingError(CARD_MESSAGES.declined);
  if (digits !== SANDBOX_CARDS.success && digits !== SANDBOX_CARDS.declinesCharges) {
    throw new UserFacingError(CARD_MESSAGES.notTestCard);
  }
  // Both accepted test numbers are Visa cards.
  return {
    brand: 'visa',
    last4: digits.slice(-4),
    expMonth,
    expYear,
    declinesCharges: digits === SANDBOX_CARDS.declinesCharges,
  };
}
