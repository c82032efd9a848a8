import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { isUuid } from '#/lib/ids.ts';
import { cleanProjectName, type CertificateKind, type Plan } from '#/lib/licences/terms.ts';
import { getCertificate } from '#/server/commerce/downloads.ts';
import type { Database } from '#/server/db/open.ts';
import { characterSetMembers, characters, entitlements, orders, users } from '#/server/db/schema.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { licenceCertificates } from '#/server/db/schema/licences.ts';
import { AppError } from '#/server/errors/catalogue.ts';
import { getJobCertificate } from '#/server/custom-orders/library.ts';

/** What a certificate shows its holder (the account page and the PDF). */
export type HeldCertificate = {
  /** The licence's id in the account's addresses: the entitlement, or the custom order. */
  id: string;
  token: string;
  kind: CertificateKind;
  title: string;
  /** The characters of a set, in the set's order; empty otherwise. */
  members: string[];
  plan: Plan;
  orderNumber: number | null;
  orderId: string | null;
  levelName: string | null;
  licensee: string;
  email: string;
  issuedAt: Date;
  projectName: string | null;
};

/** What anyone holding the verification link may read: never the buyer's email. */
export type VerifiedCertificate = Omit<HeldCertificate, 'id' | 'email' | 'orderId' | 'token'> & { valid: boolean };

const newToken = () => randomBytes(18).toString('base64url');
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const notFound = () => new AppError('NOT_FOUND', 'No such licence in your account.');

async function membersOf(db: Database, setId: string): Promise<string[]> {
  const found = await db
    .select({ title: characters.title })
    .from(characterSetMembers)
    .innerJoin(characters, eq(characters.id, characterSetMembers.characterId))
    .where(eq(characterSetMembers.setId, setId))
    .orderBy(asc(characterSetMembers.position), asc(characters.title));
  return found.map((m) => m.title);
}

type Snapshot = { kind: CertificateKind; title: string; plan: Plan; orderNumber: number | null; issuedAt: Date };

/** The certificate row of a licence, made the first time it is shown (a token for life). */
async function ensureRow(db: Database, userId: string, key: { entitlementId: string } | { jobId: string }, snapshot: Snapshot) {
  const match = 'entitlementId' in key ? eq(licenceCertificates.entitlementId, key.entitlementId) : eq(licenceCertificates.jobId, key.jobId);
  const [existing] = await db.select().from(licenceCertificates).where(match);
  if (existing) return existing;
  await db.insert(licenceCertificates).values({ token: newToken(), userId, ...key, ...snapshot }).onConflictDoNothing();
  const [row] = await db.select().from(licenceCertificates).where(match);
  if (!row) throw new Error('The licence certificate was not saved');
  return row;
}

async function catalogueCertificate(db: Database, userId: string, id: string): Promise<HeldCertificate | null> {
  const found = await getCertificate(db, userId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!found) return null;
  const kind: CertificateKind = found.kind === 'graphiSet' ? 'set' : 'character';
  const row = await ensureRow(db, userId, { entitlementId: found.licenceId }, { kind, title: found.title, plan: found.plan, orderNumber: found.orderNumber, issuedAt: found.issuedAt });
  return {
    id: found.licenceId, token: row.token, kind, title: found.title, members: kind === 'set' ? await membersOf(db, found.characterId) : [],
    plan: found.plan, orderNumber: found.orderNumber, orderId: found.orderId, levelName: null,
    licensee: found.licensee || found.email, email: found.email, issuedAt: found.issuedAt, projectName: row.projectName,
  };
}

async function customCertificate(db: Database, userId: string, id: string): Promise<HeldCertificate | null> {
  const found = await getJobCertificate(db, userId, id).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  });
  if (!found) return null;
  const row = await ensureRow(db, userId, { jobId: found.jobId }, { kind: 'custom', title: found.title, plan: 'extended', orderNumber: found.number, issuedAt: found.issuedAt });
  return {
    id: found.jobId, token: row.token, kind: 'custom', title: found.title, members: [], plan: 'extended', orderNumber: found.number, orderId: found.orderId,
    levelName: found.levelName, licensee: found.licensee || found.email, email: found.email, issuedAt: found.issuedAt, projectName: row.projectName,
  };
}

/**
 * The certificate of a licence the user holds: a catalogue licence (by its entitlement id) or a
 * completed custom character (by its order id). Anyone else's, or a revoked one, is a 404.
 */
export async function heldCertificate(db: Database, userId: string, id: string): Promise<HeldCertificate> {
  if (!isUuid(id)) throw notFound();
  const found = (await catalogueCertificate(db, userId, id)) ?? (await customCertificate(db, userId, id));
  if (!found) throw notFound();
  return found;
}

/** Names (or, given an empty name, clears) the client or project a licence is used for. */
export async function setProjectName(db: Database, userId: string, id: string, value: string): Promise<{ projectName: string | null }> {
  const held = await heldCertificate(db, userId, id);
  const projectName = cleanProjectName(value);
  await db.update(licenceCertificates).set({ projectName, updatedAt: new Date() }).where(eq(licenceCertificates.token, held.token));
  return { projectName };
}

/**
 * The public check of a certificate by its token. Valid while the licence stands: a catalogue
 * licence still granted on a paid order, a custom character still completed and paid. A refunded or
 * revoked licence answers as not valid, naming what it was; an unknown token is a 404.
 */
export async function verifyCertificate(db: Database, token: string): Promise<VerifiedCertificate> {
  if (!TOKEN.test(token)) throw new AppError('NOT_FOUND', 'No licence has this verification code.');
  const [row] = await db
    .select({ cert: licenceCertificates, name: users.name, characterId: entitlements.characterId, orderStatus: orders.status, jobStatus: customJobs.status, jobPayment: customJobs.paymentStatus, levelName: customJobs.levelName })
    .from(licenceCertificates)
    .innerJoin(users, eq(users.id, licenceCertificates.userId))
    .leftJoin(entitlements, eq(entitlements.id, licenceCertificates.entitlementId))
    .leftJoin(orders, eq(orders.id, entitlements.orderId))
    .leftJoin(customJobs, eq(customJobs.id, licenceCertificates.jobId))
    .where(eq(licenceCertificates.token, token));
  if (!row) throw new AppError('NOT_FOUND', 'No licence has this verification code.');
  const { cert } = row;
  const valid = cert.kind === 'custom'
    ? row.jobStatus === 'COMPLETED' && row.jobPayment === 'paid'
    : row.characterId !== null && (row.orderStatus === null || row.orderStatus === 'paid');
  return {
    kind: cert.kind, title: cert.title, plan: cert.plan, orderNumber: cert.orderNumber, issuedAt: cert.issuedAt, projectName: cert.projectName,
    members: valid && cert.kind === 'set' && row.characterId ? await membersOf(db, row.characterId) : [],
    levelName: row.levelName, licensee: row.name.trim() || 'A Toonmart customer', valid,
  };
}

/** The client or project names the user gave their licences, by licence id (entitlement or custom order). */
export async function projectNames(db: Database, userId: string): Promise<Map<string, string>> {
  const named = await db
    .select({ entitlementId: licenceCertificates.entitlementId, jobId: licenceCertificates.jobId, projectName: licenceCertificates.projectName })
    .from(licenceCertificates)
    .where(eq(licenceCertificates.userId, userId));
  return new Map(named.flatMap((n) => (n.projectName && (n.entitlementId ?? n.jobId) ? [[(n.entitlementId ?? n.jobId)!, n.projectName] as [string, string]] : [])));
}
