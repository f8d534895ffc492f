/** A neighbor this user mailed within this many days is left out of a new neighbor send. Client-safe. */
export const RECENTLY_MAILED_DAYS = 90;
