/** How an export's period is refused: the words the console shows. */
export const BAD_PERIOD =
  'Give the period as from and to dates (YYYY-MM-DD), from before to, at most 400 days.';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year and a little: the twice-yearly report and a year's records fit; a decade in one file does not. */
const MAX_PERIOD_DAYS = 400;

/** A period's bounds from two calendar dates (UTC midnights), `to` included; null when wrong. */
export function periodOf(from: string | undefined, to: string | undefined): { from: Date; to: Date } | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`) + DAY_MS;
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  if (end - start > MAX_PERIOD_DAYS * DAY_MS) return null;
  return { from: new Date(start), to: new Date(end) };
}
