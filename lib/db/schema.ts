// Every table, as drizzle-kit and the database client see them. Schema files import the files of
// the tables they point at, never in a circle (lint refuses import cycles).
export { POSTCARD_SIZES, type PostcardSize } from './postcard-sizes';
export * from './pricing-schema';
export * from './account-schema';
export * from './template-schema';
export * from './phone-schema';
export * from './campaign-schema';
export * from './order-schema';
export * from './sends-schema';
export * from './bookkeeping-schema';
export * from './sandbox-schema';
export * from './api-schema';
export * from './tracking-schema';
export * from './kept-schema';
export * from './send-schema';
export * from './follow-up-schema';
export * from './contacts-schema';
export * from './mail-schema';
export * from './household-schema';
export * from './history-schema';
