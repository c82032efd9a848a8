import type { JobAction } from '#/lib/jobs/machine.ts';
import { orderLabel } from '#/lib/order-number.ts';
import { formatDay } from '#/lib/jobs/due.ts';

/**
 * Who hears about what in a custom order's life, and in which words. Pure: the
 * sending is job-notices.ts. One message per reader and event; events a reader
 * need not act on (an artist starting, a resume the admin did) send nothing.
 */
export type JobEvent = 'ordered' | 'paid' | JobAction;
export type JobAudience = 'customer' | 'artist' | 'previousArtist' | 'admins';
export type JobFacts = { number: number; title: string; levelName: string; paid: boolean; artistName: string | null; note: string | null; correctionsUsed: number; correctionsLeft: number; dueOn?: string | null };
export type JobMessage = { audience: JobAudience; subject: string; heading: string; happened: string; next: string; button: string; page: 'customer' | 'artist' | 'admin' };

type Draft = Omit<JobMessage, 'audience' | 'subject'> & { what: string };
type Writer = (job: JobFacts) => Draft | null;

const customer = (what: string, heading: string, happened: string, next: string, button = 'See your order'): Draft => ({ what, heading, happened, next, button, page: 'customer' });
const artist = (what: string, heading: string, happened: string, next: string): Draft => ({ what, heading, happened, next, button: 'Open the job', page: 'artist' });
const admins = (what: string, heading: string, happened: string, next: string): Draft => ({ what, heading, happened, next, button: 'Open the job', page: 'admin' });
const artistName = (job: JobFacts) => job.artistName || 'Your artist';
const quoted = (note: string | null) => (note ? ` Their note: "${note}"` : '');

const WRITERS: Partial<Record<JobEvent, Partial<Record<JobAudience, Writer>>>> = {
  ordered: {
    customer: (job) => job.paid
      ? customer('order received', 'We received your order', 'Your order is paid and waits for review by our team.', 'We will email you as soon as it is approved.')
      : customer('order received', 'We received your order', 'Your order is saved but not paid yet.', 'Complete the card payment so our team can review it.', 'Pay for your order'),
    admins: (job) => (job.paid ? admins('new order', 'A new custom order', `A customer ordered a ${job.levelName} character and paid.`, 'Review the brief, then approve or reject it and allocate an artist.') : null),
  },
  paid: { admins: (job) => admins('new order', 'A new custom order', `A customer ordered a ${job.levelName} character and paid by card.`, 'Review the brief, then approve or reject it and allocate an artist.') },
  approve: { customer: (job) => customer('approved', 'Your order is approved', `Our team approved your brief.${job.dueOn ? ` It is due on ${formatDay(job.dueOn)}.` : ''}`, 'We are choosing an artist for it; we will tell you who.') },
  allocate: {
    customer: (job) => customer('artist assigned', `${artistName(job)} will draw your character`, `${artistName(job)} is now the artist of your order.`, 'You will get an email when the first delivery is ready to review.'),
    artist: (job) => artist('assigned to you', 'A new job for you', `An admin assigned this custom order to you.${job.dueOn ? ` It is due on ${formatDay(job.dueOn)}.` : ''}`, 'Read the brief, what it pays you and the due day, then accept it or decline it with a reason.'),
    previousArtist: () => artist('reassigned', 'A job was reassigned', 'An admin gave this custom order to another artist.', 'You need not do anything more on it.'),
  },
  deliver: {
    customer: (job) => customer(`delivery ${job.correctionsUsed + 1} ready`, 'Your delivery is ready', `${artistName(job)} delivered work for your review.`, `Look at it, then accept it or ask for corrections (${job.correctionsLeft} ${job.correctionsLeft === 1 ? 'round' : 'rounds'} left).`, 'Review the delivery'),
    admins: (job) => admins(`delivery ${job.correctionsUsed + 1} sent`, 'An artist delivered', `${artistName(job)} delivered work to the customer.`, 'Nothing to do unless the customer needs help.'),
  },
  requestCorrection: { artist: (job) => artist(`corrections requested (round ${job.correctionsUsed})`, 'The customer asks for corrections', `The customer reviewed your delivery and asked for changes.${quoted(job.note)}`, 'Make the changes and upload the corrected work.') },
  accept: { customer: () => customer('completed', 'Your character is complete', 'You accepted the delivery: the order is complete.', 'Download your files and the licence from your order.', 'Download your files') },
  reject: { customer: (job) => customer('rejected', 'Your order was not accepted', `Our team could not take this order on.${job.note ? ` Reason: ${job.note}` : ''}`, 'The payment was refunded in full. You are welcome to order again with another brief.') },
  decline: {
    admins: (job) => admins('declined by the artist', 'An artist declined a job', `${job.artistName ?? 'The artist'} declined this job. Their reason: "${job.note ?? ''}"`, 'It is back in Not Allocated: assign another artist.'),
  },
  hold: {
    customer: () => customer('on hold', 'Your order is on hold', 'Our team paused your order for now.', 'We will email you when it continues; reply in the order messages if you have questions.'),
    artist: () => artist('on hold', 'A job is on hold', 'An admin paused this job.', 'Stop work on it until it continues.'),
  },
  resume: {
    customer: () => customer('resumed', 'Your order continues', 'Our team took your order off hold.', 'It continues where it stopped.'),
    artist: () => artist('resumed', 'A job continues', 'An admin took this job off hold.', 'Continue where you stopped.'),
  },
};

/** The messages an event sends, one per audience that needs it, each with the job number and title in the subject. */
export function jobMessages(event: JobEvent, job: JobFacts): JobMessage[] {
  const messages: JobMessage[] = [];
  for (const [audience, write] of Object.entries(WRITERS[event] ?? {}) as [JobAudience, Writer][]) {
    const draft = write(job);
    if (!draft) continue;
    const { what, ...rest } = draft;
    messages.push({ audience, subject: `Custom order ${orderLabel(job.number)} "${job.title}": ${what}`, ...rest });
  }
  return messages;
}
