/**
 * "27 Nov 2026": the day as receipts, reviews and coupon rules print it, in UTC so every
 * server and every reader sees the same day. Built once: an Intl formatter costs far more
 * to make than to use, and a page of reviews formats dozens of dates.
 */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function formatDay(date: Date | string): string {
  return DAY.format(typeof date === 'string' ? new Date(date) : date);
}
