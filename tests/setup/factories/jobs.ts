import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '../../../src/lib/access.ts';
import type { Database } from '../../../src/server/db/open.ts';
import { users } from '../../../src/server/db/schema/users.ts';
import type { Viewer } from '../../../src/server/jobs/access.ts';
import { placeOrder, type OrderInput } from '../../../src/server/jobs/orders.ts';
import { localStorage } from '../../../src/server/storage/local.ts';
import type { Storage } from '../../../src/server/storage/storage.ts';

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
  paymentMethod: 'credits',
};

export async function orderJob(db: Database, storage: Storage, customer: Viewer, overrides: Partial<OrderInput> = {}, files: File[] = [pngFile()]) {
  return placeOrder(db, storage, customer, { ...ORDER, ...overrides }, files);
}
