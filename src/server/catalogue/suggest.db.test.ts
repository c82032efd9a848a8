import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { seedCatalogue } from '#/server/seed/catalogue.ts';
import { SUGGEST_LIMIT } from '#/lib/api/catalogue.ts';
import { suggest, suggestForVisitor } from './suggest.ts';
import { SUGGEST_LIMIT_PER_10S } from './suggest-limit.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seedCatalogue(handle.db, tempStorage());
}, 120_000);
afterAll(() => handle.close());

const labels = async (q: string) => (await suggest(handle.db, q)).items.map((i) => `${i.kind}:${i.label}`);

describe(`search suggestions (${testDatabaseKind})`, () => {
  it('suggests characters whose title starts a word with the typed text, with links to them', async () => {
    const found = await suggest(handle.db, 'pira');
    expect(found.items[0]).toEqual({ kind: 'character', label: 'Pirate Pete', detail: 'Fantasy', href: '/cartoon-characters/pirate-pete' });
    expect(await labels('knight k')).toEqual(['character:Knight Kevin']);
  });

  it('suggests types by singular or plural and tags by prefix', async () => {
    expect(await labels('superhero')).toContain('type:Superheroes');
    expect(await labels('robots')).toContain('type:Robots');
    expect(await labels('hallo')).toContain('tag:halloween');
    expect((await suggest(handle.db, 'hallo')).items.find((i) => i.kind === 'tag')?.href).toBe('/cartoon-characters?tags=halloween');
  });

  it('answers at most the limit, and nothing for text no title, type or tag starts with', async () => {
    expect((await suggest(handle.db, 'a')).items.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    expect((await suggest(handle.db, 'co')).items.length).toBeLessThanOrEqual(SUGGEST_LIMIT);
    expect(await labels('xyzq')).toEqual([]);
    expect(await labels('%_\\')).toEqual([]);
  });

  it('refuses a visitor who asks far more often than anyone types', async () => {
    for (let i = 0; i < SUGGEST_LIMIT_PER_10S; i++) await suggestForVisitor(handle.db, '198.51.100.7', 'pi');
    await expect(suggestForVisitor(handle.db, '198.51.100.7', 'pi')).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    await expect(suggestForVisitor(handle.db, '198.51.100.8', 'pi')).resolves.toBeDefined();
  });
});
