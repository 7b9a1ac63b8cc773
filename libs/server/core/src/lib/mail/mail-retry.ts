export interface MailRetry {
  /** The wait after the first failed try; each next one doubles it. */
  firstMs: number;
  /** The longest wait between two tries. */
  maxMs: number;
  /** No try starts later than this after the series began: the mail is failed instead. */
  forMs: number;
}

/** The wait after the `attempts`-th failed try: first, twice that, four times… capped at `maxMs`. */
export const mailRetryDelayMs = (retry: MailRetry, attempts: number): number =>
  Math.min(retry.firstMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40), retry.maxMs);

/** When to try again after the `attempts`-th failure of a series begun at `since`; null when the series is over. */
export function nextMailAttempt(retry: MailRetry, attempts: number, since: Date, now: Date): Date | null {
  const next = now.getTime() + mailRetryDelayMs(retry, attempts);
  return next - since.getTime() > retry.forMs ? null : new Date(next);
}
