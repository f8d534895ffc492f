/** A return address as its lines on the card; null unless name, line 1, city, state and ZIP are all there. */
export function returnAddressLines(address: {
  name?: string | null;
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): string[] | null {
  const { name, line1, line2, city, state, zip } = address;
  if (![name, line1, city, state, zip].every((part) => part?.trim())) return null;
  return [name!, line1!, ...(line2?.trim() ? [line2] : []), `${city}, ${state} ${zip}`];
}
