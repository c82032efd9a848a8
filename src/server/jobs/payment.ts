import { and, eq } from 'drizzle-orm';
import { addCredits, lockAccount, type DbOrTx } from '../commerce/credits.ts';
import { creditLedger } from '../db/schema.ts';
import { customJobs, type CustomJobRow } from '../db/schema/jobs.ts';
import { AppError } from '../errors.ts';

export type JobPaymentMethod = CustomJobRow['paymentMethod'];
type PayableJob = Pick<CustomJobRow, 'id' | 'customerId' | 'priceCents' | 'paymentStatus'>;
type RefundableJob = Pick<CustomJobRow, 'id' | 'customerId' | 'paymentStatus' | 'paymentMethod'>;

/** Ledger reasons; the ledger's unique (job_id, reason) index allows one of each per job. */
export const JOB_DEBIT = 'custom-job';
export const JOB_REFUND = 'custom-job-refund';

/** A dollar price is payable in credits at 1 credit = 1 USD, rounded up (ADR 0010). */
export function jobCredits(priceCents: number): number {
  return Math.ceil(priceCents / 100);
}

async function ledgerEntry(tx: DbOrTx, jobId: string, reason: string): Promise<{ delta: number } | undefined> {
  const [row] = await tx
    .select({ delta: creditLedger.delta })
    .from(creditLedger)
    .where(and(eq(creditLedger.jobId, jobId), eq(creditLedger.reason, reason)));
  return row;
}

/**
 * Takes payment for a job order, inside the order's transaction. Credits: the customer's
 * credit account is locked, the price debited with a ledger row naming the job (never below
 * zero: 402 INSUFFICIENT_CREDITS, and the transaction rolls back). Paying a paid job again
 * debits nothing. Card: the demo payment path marks the order paid (no provider checkout yet).
 */
export async function payForJob(tx: DbOrTx, job: PayableJob, method: JobPaymentMethod): Promise<void> {
  if (job.paymentStatus === 'paid') return;
  if (method === 'credits' && !(await ledgerEntry(tx, job.id, JOB_DEBIT))) {
    const cost = jobCredits(job.priceCents);
    const balance = await lockAccount(tx, job.customerId);
    if (cost > balance) {
      throw new AppError('INSUFFICIENT_CREDITS', `This order costs ${cost} credits and your balance is ${balance}. Buy a credit pack or pay by card.`);
    }
    await addCredits(tx, job.customerId, -cost, JOB_DEBIT, null, job.id);
  }
  await tx
    .update(customJobs)
    .set({ paymentStatus: 'paid', paymentMethod: method, paymentRef: method === 'credits' ? `credits-${job.id}` : `demo-card-${job.id}`, updatedAt: new Date() })
    .where(eq(customJobs.id, job.id));
}

/**
 * Full refund of a paid job (REJECTED), inside the action's transaction (the job row is locked).
 * Credits go back to the customer's balance with a ledger row; the unique ledger index and the
 * paid → refunded status make a second refund impossible.
 */
export async function refundJob(tx: DbOrTx, job: RefundableJob): Promise<void> {
  if (job.paymentStatus !== 'paid') return;
  const debit = job.paymentMethod === 'credits' ? await ledgerEntry(tx, job.id, JOB_DEBIT) : undefined;
  if (debit && !(await ledgerEntry(tx, job.id, JOB_REFUND))) {
    await lockAccount(tx, job.customerId);
    await addCredits(tx, job.customerId, -debit.delta, JOB_REFUND, null, job.id);
  }
  await tx.update(customJobs).set({ paymentStatus: 'refunded', updatedAt: new Date() }).where(eq(customJobs.id, job.id));
}
