/** Said when the browser is back from checkout but the payment event has not been recorded yet. */
export const FUNDS_PENDING_MESSAGE = 'Payment received. The funds show on your balance once the payment is confirmed.';
