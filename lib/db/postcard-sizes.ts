// Client-safe: the editor and the server share the list of sizes.
export const POSTCARD_SIZES = ['4x6', '6x9', '6x11'] as const;
export type PostcardSize = (typeof POSTCARD_SIZES)[number];
