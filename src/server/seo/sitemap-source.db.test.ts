import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { insertCharacter, insertType } from '#test-support/factories/catalogue.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { Actor } from '#/server/admin/actor.ts';
import { setCharacterStatus } from '#/server/artists/state-change.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { one } from '#/server/db/rows.ts';
import { storedFiles, users } from '#/server/db/schema.ts';
import { databaseSitemapEntries, sitemapEntries } from './sitemap-source.ts';
import { sitemapParts } from './sitemap.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

const noPages = async () => [{ path: '/' }];
const paths = (entries: { path: string }[]) => entries.map((e) => e.path);

describe(`sitemap from the database on ${testDatabaseKind}`, () => {
  it('lists published characters and sets, their type pages and published tutorials, not drafts', async () => {
    handle = await createTestDb();
    const { db } = handle;
    const robots = await insertType(db, 'robots');
    const empty = await insertType(db, 'empty');
    await insertCharacter(db, { slug: 'bolt', typeId: robots.id });
    await insertCharacter(db, { slug: 'robot-gang', kind: 'graphiSet', typeId: robots.id });
    await insertCharacter(db, { slug: 'secret', typeId: empty.id, status: 'draft' });
    await db.execute(sql`INSERT INTO tutorials (slug, title, published, published_at) VALUES ('walk-cycle', 'Walk cycle', true, now()), ('draft-lesson', 'Draft', false, null)`);
    const entries = await databaseSitemapEntries(db);
    expect(paths(entries)).toEqual(['/cartoon-characters?type=robots', '/cartoon-characters/bolt', '/cartoon-characters/robot-gang', '/tutorials/walk-cycle']);
    expect(entries.every((e) => e.lastmod instanceof Date)).toBe(true);
  });

  it('is cached, and publishing or unpublishing a character shows at once', async () => {
    handle = await createTestDb();
    const { db } = handle;
    const admin = one(await db.insert(users).values({ email: 'boss@toonmart.test', role: 'admin' }).returning());
    const actor: Actor = { id: admin.id, email: admin.email, role: admin.role };
    const first = await insertCharacter(db, { slug: 'first' });
    expect(paths(await sitemapEntries(db, noPages))).toContain('/cartoon-characters/first');
    await db.insert(storedFiles).values({ key: 'characters/x.png', kind: 'test', size: 1, contentType: 'image/png' });
    const second = await insertCharacter(db, { slug: 'second', status: 'draft', previewKey: 'characters/x.png', kind: 'graphiSet' });
    expect(paths(await sitemapEntries(db, noPages))).not.toContain('/cartoon-characters/second');
    await setCharacterStatus(db, actor, first.id, 'draft');
    expect(paths(await sitemapEntries(db, noPages))).not.toContain('/cartoon-characters/first');
    await expect(setCharacterStatus(db, actor, second.id, 'published')).rejects.toThrow();
    await db.execute(sql`UPDATE characters SET kind = 'graphi' WHERE id = ${second.id}`);
    await db.execute(sql`INSERT INTO character_files (character_id, format, file_name, size, checksum, storage_key) VALUES (${second.id}, 'PNG', 'a.png', 1, 'x', 'k')`);
    await setCharacterStatus(db, actor, second.id, 'published');
    expect(paths(await sitemapEntries(db, noPages))).toContain('/cartoon-characters/second');
  });

  it('needs an index with 100,000 published characters', async () => {
    handle = await createTestDb();
    const { db } = handle;
    const type = await insertType(db, 'crowd');
    await db.execute(sql`INSERT INTO characters (slug, kind, title, type_id, price_type, status)
      SELECT 'c-' || n, 'graphi', 'Character ' || n, ${type.id}, 'free', 'published' FROM generate_series(1, 100000) AS n`);
    const entries = await sitemapEntries(db, noPages);
    expect(entries).toHaveLength(100_002);
    expect(sitemapParts(entries.length)).toBe(3);
  }, 300_000);
});
