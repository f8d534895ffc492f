const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids from the client are checked before they reach a uuid column: a bad one is "not found". */
export const isUuid = (value: string) => UUID.test(value);
