// Every table, as drizzle-kit and the database client see them. Each file below imports only
// core-schema.ts (and the column helpers), so no two schema files import each other.
export { POSTCARD_SIZES, type PostcardSize } from './postcard-sizes';
export * from './core-schema';
export * from './bookkeeping-schema';
export * from './sandbox-schema';
export * from './api-schema';
export * from './tracking-schema';
export * from './kept-schema';
export * from './send-schema';
export * from './follow-up-schema';
export * from './contacts-schema';
export * from './mail-schema';
