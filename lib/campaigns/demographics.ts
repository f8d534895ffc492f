// Client-safe: the campaign form shows these labels.
export const DEMOGRAPHIC_LABELS = {
  all: 'Everyone',
  likelytomove: 'Likely to move',
  likelytorefi: 'Likely to refinance',
  absenteeowner: 'Absentee owners',
  highnetworth: 'High net worth',
  majorityhomeequity: 'Majority home equity',
  homefreeclear: 'Homes owned free and clear',
  underwater: 'Underwater mortgages',
  kidsinhousehold: 'Kids in household',
  newhomeowner: 'New homeowners',
  firsttimehomebuyer: 'First-time home buyers',
  renters: 'Renters',
  retiring: 'Retiring soon',
  retired: 'Retired',
  pool: 'Homes with a pool',
  onlybusinesses: 'Businesses only',
  newbusiness: 'New businesses',
} as const;

export type DemographicTarget = keyof typeof DEMOGRAPHIC_LABELS;
export const DEMOGRAPHIC_TARGETS = Object.keys(DEMOGRAPHIC_LABELS) as [DemographicTarget, ...DemographicTarget[]];

export const NEIGHBOR_COUNT = { min: 10, max: 200, step: 10, default: 10 } as const;
