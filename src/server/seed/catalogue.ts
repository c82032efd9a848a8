import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { DISCOUNTS } from '../../lib/pricing.ts';
import { characterSvg, seeded } from '../catalogue/art.ts';
import type { Database } from '../db/open.ts';
import { characterFiles, characters, characterSetMembers, characterTypes, creditLedger, currencyRates, users } from '../db/schema.ts';
import { addCredits } from '../commerce/credits.ts';
import { SEED_RATES } from '../geo/currencies.ts';
import { newKey, type Storage } from '../storage/storage.ts';
import { DESCRIPTIONS, FORMAT_CHOICES, SEED_SETS, SEED_TYPES } from './catalogue-data.ts';
import type { Seeder } from './index.ts';
import { sampleAi, sampleEps, sampleFla, sampleMp4 } from './sample-files.ts';

type NewCharacter = typeof characters.$inferInsert;
const MIME = { PNG: 'image/png', EPS: 'application/postscript', AI: 'application/pdf', MP4: 'video/mp4', FLA: 'application/zip' } as const;
const slugify = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Price, discount and status of the i-th demo character: every ninth is free, the rest alternate credits and dollars. */
function pricing(i: number, rand: () => number): Pick<NewCharacter, 'priceType' | 'priceStandard' | 'priceExtended' | 'discountPercent'> {
  if (i % 9 === 4) return { priceType: 'free', priceStandard: 0, priceExtended: 0, discountPercent: null };
  const discountPercent = i % 5 === 0 ? DISCOUNTS[i % DISCOUNTS.length] : null;
  if (i % 2 === 0) {
    const credits = 6 + Math.floor(rand() * 20);
    return { priceType: 'credits', priceStandard: credits, priceExtended: credits * 3, discountPercent };
  }
  const cents = (7 + Math.floor(rand() * 30)) * 100 - 1;
  return { priceType: 'currency', priceStandard: cents, priceExtended: cents * 3 + 2, discountPercent };
}

async function put(storage: Storage, ext: string, data: Buffer, contentType: string, folder: 'characters' | 'character-types' = 'characters') {
  const key = newKey(folder, ext);
  await storage.put(key, Readable.from([data]), { contentType });
  return { key, size: data.length, checksum: createHash('sha256').update(data).digest('hex') };
}

/** Stores the preview and the sample file of every offered format; the PNG download is the preview art itself. */
async function storeFiles(storage: Storage, character: { id: string; title: string; formats: string[] }, png: Buffer, mp4: Buffer) {
  const preview = await put(storage, 'png', png, MIME.PNG);
  const makers: Record<'EPS' | 'AI' | 'MP4' | 'FLA', () => Buffer> = { EPS: () => sampleEps(character.title), AI: () => sampleAi(character.title), MP4: () => mp4, FLA: () => sampleFla(character.title, png) };
  const files = [{ format: 'PNG' as const, fileName: `${slugify(character.title)}.png`, characterId: character.id, ...preview, storageKey: preview.key }];
  for (const format of character.formats.filter((f) => f !== 'PNG') as ('EPS' | 'AI' | 'MP4' | 'FLA')[]) {
    const stored = await put(storage, format.toLowerCase(), makers[format](), MIME[format]);
    files.push({ format: format as 'PNG', fileName: `${slugify(character.title)}.${format.toLowerCase()}`, characterId: character.id, ...stored, storageKey: stored.key });
  }
  const video = character.formats.includes('MP4') ? files.find((f) => f.format === ('MP4' as string))?.storageKey ?? null : null;
  return { previewKey: preview.key, videoKey: video, files: files.map(({ key: _k, ...f }) => f) };
}

function demoCharacters(typeIds: Map<string, string>, owners: string[]): (NewCharacter & { style: string; count: number })[] {
  const now = Date.now();
  const list: (NewCharacter & { style: string; count: number })[] = [];
  SEED_TYPES.forEach((type, t) =>
    type.names.forEach((title, n) => {
      const i = t * type.names.length + n;
      const rand = seeded(1000 + i);
      list.push({
        slug: slugify(title), kind: 'graphi', title, description: `${title}: ${DESCRIPTIONS[i % DESCRIPTIONS.length]}`,
        typeId: typeIds.get(type.slug)!, tags: [...type.tags, n % 2 ? 'vector' : 'animated'], formats: [...(FORMAT_CHOICES[i % FORMAT_CHOICES.length] ?? FORMAT_CHOICES[0])],
        ...pricing(i, rand), status: 'published', ownerId: owners.length && i % 3 === 0 ? owners[i % owners.length] : null,
        popularity: Math.floor(rand() * 500), createdAt: new Date(now - i * 3_600_000), style: type.style, count: 1,
      });
    }),
  );
  SEED_SETS.forEach((set, s) => {
    const type = SEED_TYPES.find((t) => t.slug === set.typeSlug)!;
    list.push({
      slug: slugify(set.title), kind: 'graphiSet', title: set.title, description: `${set.members.length} characters drawn in one style. ${DESCRIPTIONS[s % DESCRIPTIONS.length]}`,
      typeId: typeIds.get(set.typeSlug)!, tags: [...type.tags, 'set'], formats: ['EPS', 'AI', 'PNG', 'FLA', 'MP4'],
      priceType: 'credits', priceStandard: 30 + s * 5, priceExtended: (30 + s * 5) * 3, discountPercent: s % 2 ? 20 : null, status: 'published',
      popularity: 200 + s * 40, createdAt: new Date(now - (s * 7 + 2) * 3_600_000), style: type.style, count: set.members.length,
    });
  });
  return list;
}

/** Each type gets a group picture and the sample clip as its preview video. */
async function seedTypeMedia(db: Database, storage: Storage): Promise<void> {
  const clip = await put(storage, 'mp4', sampleMp4(), MIME.MP4, 'character-types');
  for (const [position, type] of SEED_TYPES.entries()) {
    const png = await sharp(Buffer.from(characterSvg(500 + position, type.style, 3))).png({ compressionLevel: 6 }).toBuffer();
    const image = await put(storage, 'png', png, MIME.PNG, 'character-types');
    await db.update(characterTypes).set({ imageKey: image.key, videoKey: clip.key }).where(eq(characterTypes.slug, type.slug));
  }
}

export async function seedRates(db: Database): Promise<void> {
  await db.insert(currencyRates).values(SEED_RATES).onConflictDoNothing();
}

/** Demo buyers start with credits (once), so checkout can be tried right away. */
async function seedCredits(db: Database, log: (line: string) => void): Promise<void> {
  for (const email of ['user@toonmart.test', 'admin@toonmart.test']) {
    const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`);
    if (!user) continue;
    const [had] = await db.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.userId, user.id)).limit(1);
    if (had) continue;
    await db.transaction((tx) => addCredits(tx, user.id, 500, 'demo-grant'));
    log(`catalogue: gave ${email} 500 demo credits`);
  }
}

export async function seedCatalogue(db: Database, storage: Storage, log: (line: string) => void = () => {}): Promise<void> {
  await seedRates(db);
  const [existing] = await db.select({ id: characters.id }).from(characters).limit(1);
  if (!existing) await seedCharacters(db, storage, log);
  await seedCredits(db, log);
}

async function seedCharacters(db: Database, storage: Storage, log: (line: string) => void): Promise<void> {
  await db.insert(characterTypes).values(SEED_TYPES.map((t, position) => ({ slug: t.slug, name: t.name, position, description: `${t.name} characters` }))).onConflictDoNothing();
  await seedTypeMedia(db, storage);
  const typeIds = new Map((await db.select({ id: characterTypes.id, slug: characterTypes.slug }).from(characterTypes)).map((t) => [t.slug, t.id]));
  const owners = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'contributor'))).map((u) => u.id);
  const list = demoCharacters(typeIds, owners);
  const inserted = await db.insert(characters).values(list.map(({ style: _s, count: _c, ...c }) => c)).returning({ id: characters.id, slug: characters.slug });
  const ids = new Map(inserted.map((c) => [c.slug, c.id]));
  const mp4 = sampleMp4();
  const allFiles: (typeof characterFiles.$inferInsert)[] = [];
  for (let start = 0; start < list.length; start += 8) {
    await Promise.all(
      list.slice(start, start + 8).map(async (c, j) => {
        const png = await sharp(Buffer.from(characterSvg(start + j + 1, c.style as never, c.count))).png({ compressionLevel: 6 }).toBuffer();
        const id = ids.get(c.slug!)!;
        const stored = await storeFiles(storage, { id, title: c.title, formats: c.formats ?? [] }, png, mp4);
        allFiles.push(...stored.files);
        await db.update(characters).set({ previewKey: stored.previewKey, videoKey: stored.videoKey }).where(eq(characters.id, id));
      }),
    );
  }
  await db.insert(characterFiles).values(allFiles);
  const members = SEED_SETS.flatMap((set) =>
    set.members.map(([t, n], position) => ({ setId: ids.get(slugify(set.title))!, characterId: ids.get(slugify(SEED_TYPES[t]?.names[n] ?? ''))!, position })),
  );
  await db.insert(characterSetMembers).values(members);
  log(`catalogue: ${list.length} characters (${SEED_SETS.length} sets), ${allFiles.length} files`);
}

export const catalogueSeeder: Seeder = {
  name: 'catalogue',
  run: (db, log, storage) => seedCatalogue(db, storage, log),
};
