// parse-address ships no types and there is no @types package; this covers what we call.
declare module 'parse-address' {
  /** The parts parse-address recognised; every field is absent when it was not found. */
  export type ParsedAddress = {
    number?: string;
    prefix?: string;
    street?: string;
    type?: string;
    suffix?: string;
    sec_unit_type?: string;
    sec_unit_num?: string;
    city?: string;
    state?: string;
    zip?: string;
    plus4?: string;
  };
  /** Formal or informal address, intersection or PO box; null when nothing is recognised. */
  export function parseLocation(address: string): ParsedAddress | null;
  export function parseAddress(address: string): ParsedAddress | null;
  export function parseInformalAddress(address: string): ParsedAddress | null;
  export function parseIntersection(address: string): (ParsedAddress & { street1?: string; street2?: string }) | null;
}
