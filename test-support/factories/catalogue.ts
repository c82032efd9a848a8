/** Small factories for catalogue tests: buyers, credits, types, characters and stored files. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import type { Database } from '#/server/db/open.ts';
import type { Role } from '#/lib/access.ts';
import { characterFiles, characters, characterTypes } from '#/server/db/schema.ts';
import { addCredits } from '#/server/orders/ledger.ts';
import { localStorage } from '#/server/storage/local.ts';
import { newKey } from '#/server/storage/storage.ts';
import { createUser } from './users.ts';

/** A buyer (through the accounts factory): the user row. */
export async function insertUser(db: Database, values: { name?: string; role?: Role } = {}) {
  return (await createUser(db, { name: 'Test buyer', ...values })).row;
}

export async function giveCredits(db: Database, userId: string, credits: number) {
  return db.transaction((tx) => addCredits(tx, userId, credits, 'test-grant'));
}

let typeCounter = 0;
export async function insertType(db: Database, slug = `type-${++typeCounter}-${randomUUID().slice(0, 6)}`) {
  const [type] = await db.insert(characterTypes).values({ slug, name: slug }).returning();
  return type!;
}

export async function insertCharacter(db: Database, values: Partial<typeof characters.$inferInsert> = {}) {
  const typeId = values.typeId ?? (await insertType(db)).id;
  const slug = values.slug ?? `character-${randomUUID().slice(0, 8)}`;
  const [character] = await db
    .insert(characters)
    .values({ slug, kind: 'graphi', title: slug, typeId, priceType: 'credits', priceStandard: 10, priceExtended: 30, status: 'published', formats: ['PNG'], ...values })
    .returning();
  return character!;
}

export function tempStorage() {
  return localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'toonmart-catalogue-')));
}

/** A stored file of a character, so downloads have something to stream. */
export async function insertFile(db: Database, storage: ReturnType<typeof tempStorage>, characterId: string, body = 'sample file') {
  const key = newKey('characters', 'png');
  await storage.put(key, Readable.from([Buffer.from(body)]), { contentType: 'image/png' });
  const [file] = await db
    .insert(characterFiles)
    .values({ characterId, format: 'PNG', fileName: 'sample.png', size: body.length, checksum: 'x', storageKey: key })
    .returning();
  return file!;
}
