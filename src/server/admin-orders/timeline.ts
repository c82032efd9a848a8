import type { auditLog, paymentRefunds } from '#/server/db/schema.ts';
import type { OrderRow } from '#/server/orders/registry.ts';

export type TimelineEvent = { at: Date; text: string; by?: string };

type Sources = {
  order: OrderRow;
  audits: (typeof auditLog.$inferSelect)[];
  mails: { at: Date; template: string; recipient: string }[];
  downloads: { at: Date; title: string }[];
  providerRefunds: (typeof paymentRefunds.$inferSelect)[];
};

const MAIL_NAMES: Record<string, string> = { receipt: 'Receipt' };

/**
 * What happened to an order, oldest first: its own dates, every staff action recorded in the audit
 * log (refunds, licences, receipts, each with its reason), the mails sent and the buyer's downloads.
 * Pure, from rows already read.
 */
export function timelineOf({ order, audits, mails, downloads, providerRefunds }: Sources): TimelineEvent[] {
  const events: TimelineEvent[] = [{ at: order.createdAt, text: 'Order placed' }];
  if (order.paidAt) events.push({ at: order.paidAt, text: order.provider ? `Paid (${order.provider}${order.providerPayment ? `, payment ${order.providerPayment}` : ''})` : 'Paid' });
  if (order.failedAt) events.push({ at: order.failedAt, text: `Payment failed${order.failure ? `: ${order.failure}` : ''}` });
  for (const audit of audits) events.push({ at: audit.createdAt, text: audit.summary || audit.action, by: audit.actorEmail });
  for (const refund of providerRefunds) events.push({ at: refund.createdAt, text: `Provider refund ${refund.providerRef ?? '(reference pending)'}: ${refund.status}` });
  for (const mail of mails) events.push({ at: mail.at, text: `Mail sent: ${MAIL_NAMES[mail.template] ?? mail.template} to ${mail.recipient}` });
  for (const download of downloads) events.push({ at: download.at, text: `Buyer downloaded ${download.title}` });
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}
