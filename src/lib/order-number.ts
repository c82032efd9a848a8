/**
 * The number printed on receipts (TM-001041). A custom order shares its number with its payment
 * order, so its pages, mails and admin lists show this same label (docs/decisions/0171).
 */
export function orderLabel(number: number): string {
  return `TM-${String(number).padStart(6, '0')}`;
}
