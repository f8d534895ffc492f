const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    aria-hidden="true"
    className="h-5 w-5 shrink-0"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const NAV_ITEMS = [
  {
    segment: 'templates',
    href: '/templates',
    label: 'Templates',
    icon: icon('M4 5h16v14H4zM4 9h16M9 9v10'),
  },
  {
    segment: 'campaigns',
    href: '/campaigns',
    label: 'Campaigns',
    icon: icon('M3 11l18-7-7 18-2-8-9-3z'),
  },
  {
    segment: 'contacts',
    href: '/contacts',
    label: 'Contacts',
    icon: icon('M16 19a4 4 0 0 0-8 0M12 12a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM4 4h16v16H4z'),
  },
  {
    segment: 'orders',
    href: '/orders',
    label: 'Orders',
    icon: icon('M6 3h12l1 4H5l1-4zM5 7h14v13H5zM9 11h6'),
  },
  {
    segment: 'tracking',
    href: '/tracking',
    label: 'Tracking',
    icon: icon('M4 19V9m6 10V5m6 14v-7m4 7H2'),
  },
  {
    segment: 'profile',
    href: '/profile',
    label: 'Profile',
    icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0'),
  },
] as const;

/** The admin's link below the main items; it is the current page on /pricing. */
export const PRICING_SEGMENT = 'pricing';

/** Pages reached from a main item's page without a place in the menu of their own. */
const SEGMENT_OWNER: Record<string, string> = {
  '': 'templates', // the home page is Templates
  developers: 'profile', // the API reference opens from Profile → Integrations
};

/**
 * The highlighted item follows the first path segment: a main item, the admin's Manage Pricing,
 * or the item whose page leads to it; anything else (the sandbox's own pages) marks nothing.
 */
export function activeSegment(pathname: string): string | null {
  const first = pathname.split('/')[1] ?? '';
  if (first === PRICING_SEGMENT) return PRICING_SEGMENT;
  if (NAV_ITEMS.some((item) => item.segment === first)) return first;
  return SEGMENT_OWNER[first] ?? null;
}
