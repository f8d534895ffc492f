import { customType, timestamp } from 'drizzle-orm/pg-core';
import { centsToNumeric, numericToCents } from '@/lib/money/cents';

/** numeric(12,2) in Postgres, integer cents in TypeScript. */
export const money = customType<{ data: number; driverData: string }>({
  dataType: () => 'numeric(12,2)',
  toDriver: (cents) => centsToNumeric(cents),
  fromDriver: (value) => numericToCents(String(value)),
});

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
