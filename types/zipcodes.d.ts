// Only the calls the maps sandbox makes. (An @types/zipcodes package exists; this small local
// declaration avoids one more dependency for four functions.)
declare module 'zipcodes' {
  export type ZipCode = {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    /** Two-letter code (US states and territories; Canadian provinces too). */
    state: string;
    /** 'US' or 'Canada'. */
    country: string;
  };
  /** A five-digit US ZIP given as a string (a number drops leading zeros and misses). */
  export function lookup(zip: string | number): ZipCode | undefined;
  /** Every ZIP of a city, matched case-insensitively; [] when none. */
  export function lookupByName(city: string, state: string): ZipCode[];
  export function lookupByState(state: string): ZipCode[];
  /** Every ZIP (US and Canada) by code. */
  export const codes: Record<string, ZipCode>;
  export const states: {
    full: Record<string, string>;
    abbr: Record<string, string>;
    normalize(state: string): string;
  };
}
