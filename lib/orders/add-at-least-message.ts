import { formatCents } from '@/lib/money/cents';

/** 'Add funds and send' asked for less than the send lacks (or the add-funds minimum). */
export const addAtLeastMessage = (minimumCents: number, orders = 1) =>
  `Add at least ${formatCents(minimumCents)} to send ${orders === 1 ? 'this order' : `these ${orders} orders`}.`;
