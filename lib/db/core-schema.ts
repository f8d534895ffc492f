// The spec's entities (section 3), each in the file of its domain. Schema files written against
// this one still import from here; new ones import the domain file they point at.
export * from './pricing-schema';
export * from './account-schema';
export * from './template-schema';
export * from './phone-schema';
export * from './campaign-schema';
export * from './order-schema';
