import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { rows } from '#/server/db/rows.ts';
import { foldWord, rawWords } from './search-words.ts';

let handle: DatabaseHandle;
beforeEach(async () => {
  handle = await createTestDb();
});
afterEach(() => handle.close());

const SAMPLE = `Superheroes superhero fairies fairy boxes wishes glasses dresses heroes potatoes tacos toys keys
  children people women elves wolves shoes buses tennis bus class boss goes ashes oxes happy cookies zombies animal animated Ollie's Café "Robo-Chef" 3D pixels`;

describe(`word folding in the database and in queries agree (${testDatabaseKind})`, () => {
  it('folds every sample word the same way as the query side', async () => {
    const [row] = await rows<{ folded: string }>(handle.db, sql`SELECT toonmart_norm(${SAMPLE}) AS folded`);
    expect(row!.folded.split(' ')).toEqual(rawWords(SAMPLE).map(foldWord));
  });
});
