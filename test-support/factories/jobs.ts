import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '#/lib/access.ts';
import type { Database } from '#/server/db/open.ts';
import { users } from '#/server/db/schema/users.ts';
import { confirmDemoPayment } from '#/server/settlement/index.ts';
import { addCredits } from '#/server/orders/ledger.ts';
import { startJobCheckout } from '#/server/custom-orders/checkout.ts';
import { demoProvider } from '#/server/payments/demo.ts';
import type { Viewer } from '#/server/custom-orders/access.ts';
import { orderFromRequest, type OrderInput } from '#/server/custom-orders/orders.ts';
import { actWithUploads } from '#/server/custom-orders/workflow.ts';
import { localStorage } from '#/server/storage/local.ts';
import type { Storage } from '#/server/storage/storage.ts';

/** A 1×1 transparent PNG and a tiny PDF: real bytes, so type detection sees real files. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export const pngFile = (name = 'reference.png') => new File([PNG_BYTES], name, { type: 'image/png' });
export const pdfFile = (name = 'notes.pdf') => new File([PDF_BYTES], name, { type: 'application/pdf' });

let counter = 0;
/** Inserts a user with a role (the accounts branch's createUser factory replaces this). */
export async function insertUser(db: Database, role: Role = 'user', name?: string): Promise<Viewer> {
  counter += 1;
  const [row] = await db
    .insert(users)
    .values({ email: `${role}-${counter}-${Date.now()}@toonmart.test`, name: name ?? `${role} ${counter}`, role })
    .returning({ id: users.id, role: users.role });
  if (!row) throw new Error('user not inserted');
  return { id: row.id, role: row.role };
}

export function tempStorage(): Storage {
  return localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-jobs-')));
}

export const ORDER: OrderInput = {
  levelId: 'essential',
  title: 'Captain Crumb',
  brief: 'A cheerful pirate baker for a bakery chain; audience: families with children.',
  style: 'Flat vector',
  intendedUse: 'Mascot on the website, packaging and social videos',
  // Card (paid through the demo provider by orderJob) by default, so a test user needs no credits; payment.db.test.ts pays with credits.
  paymentMethod: 'card',
};

/** A multipart request as a browser form sends it: text fields, then files under one field name. */
export function multipartRequest(path: string, fields: Record<string, string>, fileField: string, files: File[]): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(fileField, file);
  return new Request(`http://localhost${path}`, { method: 'POST', body: form });
}

/** Orders through the same path as POST /api/jobs (references streamed by the upload pipeline); a card order stays unpaid. */
export async function orderUnpaidJob(db: Database, storage: Storage, customer: Viewer, overrides: Partial<OrderInput> = {}, files: File[] = [pngFile()]) {
  const request = multipartRequest('/api/jobs', { ...ORDER, ...overrides }, 'references', files);
  return orderFromRequest(db, storage, customer, request);
}

/** Pays a card job as its customer would: the demo provider's checkout, then its confirmation page. */
export async function payByDemoCard(db: Database, customer: Viewer, jobId: string): Promise<string> {
  const { orderId } = await startJobCheckout(db, demoProvider(), { userId: customer.id, jobId, siteUrl: 'http://localhost:4321' });
  await confirmDemoPayment(db, customer.id, orderId);
  return orderId;
}

/** Orders, and pays a card order through the demo provider, so the job is paid and ready for review. */
export async function orderJob(db: Database, storage: Storage, customer: Viewer, overrides: Partial<OrderInput> = {}, files: File[] = [pngFile()]) {
  const job = await orderUnpaidJob(db, storage, customer, overrides, files);
  if (job.paymentStatus !== 'unpaid') return job;
  await payByDemoCard(db, customer, job.id);
  return { ...job, paymentStatus: 'paid' as const };
}

/** Delivers work or asks for corrections through the same path as POST /api/jobs/{id}/{action} (multipart). */
export async function actWithFiles(db: Database, storage: Storage, viewer: Viewer, jobId: string, action: 'deliver' | 'requestCorrection', note: string, files: File[]) {
  return actWithUploads(db, storage, viewer, jobId, action, multipartRequest(`/api/jobs/${jobId}/${action}`, { note }, 'files', files));
}

/** Grants credits through the ledger, as a credit pack or an admin adjustment would. */
export async function giveCredits(db: Database, userId: string, credits: number): Promise<void> {
  await db.transaction((tx) => addCredits(tx, userId, credits, 'test-grant'));
}
