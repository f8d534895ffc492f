const DAY_MS = 24 * 60 * 60 * 1000;

/** A day `days` after today, as the server counts it (UTC) and the date input takes it. */
export const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The day as the app writes it: "Mon, Dec 14" (the year only when it is not this one). */
export const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(day.slice(0, 4) === new Date().toISOString().slice(0, 4) ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
