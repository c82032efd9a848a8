import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { characterArt, characterFiles, characterMedia, characters } from '#/server/db/schema.ts';
import { insertCharacter, tempStorage } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import { prepareMedia } from './prepare.ts';
import { mp4Info } from './mp4-info.ts';
import { unzip } from './zip.ts';

async function drawn(db: Awaited<ReturnType<typeof createTestDb>>['db'], formats: string[]) {
  const character = await insertCharacter(db, { title: 'Pirate Pete', formats });
  await db.insert(characterArt).values({ characterId: character.id, source: { kind: 'single', art: artFor('fantasy', 'Pirate Pete') } });
  return character;
}

async function bytes(storage: ReturnType<typeof tempStorage>, key: string) {
  const object = await storage.get(key);
  return Buffer.concat(await Array.fromAsync(object!.body as AsyncIterable<Buffer>));
}

describe('prepareMedia', () => {
  it('makes every offered file with its real size and details, the gallery, the card picture and the clip', async () => {
    const { db } = await createTestDb();
    const storage = tempStorage();
    const character = await drawn(db, ['EPS', 'AI', 'SVG', 'PNG', 'FLA', 'MP4', 'WEBM']);
    const lines: string[] = [];
    await prepareMedia(db, { storage }, (line) => lines.push(line));

    const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, character.id));
    expect(files.map((f) => `${f.format}:${f.variant}`).sort()).toEqual(['AI:', 'EPS:', 'FLA:', 'MP4:', 'PNG:', 'PNG:expressions', 'PNG:three-quarter', 'SVG:', 'WEBM:']);
    for (const file of files) expect(file.size).toBe((await storage.stat(file.storageKey))!.size);
    const pngs = files.filter((f) => f.format === 'PNG').sort((a, b) => a.variant.localeCompare(b.variant));
    expect(pngs.map((f) => f.fileName)).toEqual([`${character.slug}.png`, `${character.slug}-expressions.png`, `${character.slug}-three-quarter.png`]);
    for (const png of pngs) {
      expect(png).toMatchObject({ width: 3000, height: 3000 });
      expect(await sharp(await bytes(storage, png.storageKey)).metadata()).toMatchObject({ width: 3000, hasAlpha: true });
    }
    const mp4 = files.find((f) => f.format === 'MP4')!;
    expect(mp4Info(await bytes(storage, mp4.storageKey))).toMatchObject({ width: 1280, height: 720, codec: 'avc1' });
    expect(mp4.durationMs).toBe(4000);
    const svg = (await bytes(storage, files.find((f) => f.format === 'SVG')!.storageKey)).toString();
    expect(svg).toContain('<g id="arm-right-upper"');
    expect(files.find((f) => f.format === 'WEBM')).toMatchObject({ fileName: `${character.slug}.webm`, width: 1280, height: 720, durationMs: 4000 });
    expect((await bytes(storage, files.find((f) => f.format === 'WEBM')!.storageKey)).includes(Buffer.from('V_VP9'))).toBe(true);

    const media = await db.select().from(characterMedia).where(eq(characterMedia.characterId, character.id));
    expect(media.filter((m) => m.kind === 'view').map((m) => m.label)).toEqual(['Front', 'Three-quarter view', 'Expressions']);
    const [row] = await db.select().from(characters).where(eq(characters.id, character.id));
    expect(row!.previewKey).toBe(media.find((m) => m.kind === 'thumb')!.storageKey);
    expect(row!.videoKey).toBe(media.find((m) => m.kind === 'clip')!.storageKey);
    expect(lines.at(-1)).toMatch(/^media: all prepared in \d/);
  }, 420_000);

  it('runs again without making or changing anything, and keeps a preview an admin replaced', async () => {
    const { db } = await createTestDb();
    const storage = tempStorage();
    const character = await drawn(db, ['EPS', 'PNG']);
    await prepareMedia(db, { storage });
    const before = await db.select().from(characterFiles).where(eq(characterFiles.characterId, character.id));
    await db.update(characters).set({ previewKey: 'characters/00000000-0000-4000-8000-000000000000.png' }).where(eq(characters.id, character.id));
    await prepareMedia(db, { storage });
    const after = await db.select().from(characterFiles).where(eq(characterFiles.characterId, character.id));
    expect(after).toEqual(before);
    const [row] = await db.select().from(characters).where(eq(characters.id, character.id));
    expect(row!.previewKey).toBe('characters/00000000-0000-4000-8000-000000000000.png');
  }, 420_000);

  it('gives a set one ZIP per format: each member’s file named after them and the group scene', async () => {
    const { db } = await createTestDb();
    const storage = tempStorage();
    const set = await insertCharacter(db, { title: 'Forest Friends Set', kind: 'graphiSet', formats: ['SVG', 'EPS'] });
    const members = [['Benny the Bear', 'animals'], ['Ollie the Owl', 'animals']].map(([title, type]) => ({ title: title!, art: artFor(type!, title!) }));
    await db.insert(characterArt).values({ characterId: set.id, source: { kind: 'set', members } });
    await prepareMedia(db, { storage });
    const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, set.id));
    expect(files.map((f) => f.fileName).sort()).toEqual([`${set.slug}-eps.zip`, `${set.slug}-svg.zip`]);
    for (const file of files) {
      const entries = [...unzip(await bytes(storage, file.storageKey)).keys()];
      const ext = file.format.toLowerCase();
      expect(entries).toEqual([`benny-the-bear.${ext}`, `ollie-the-owl.${ext}`, `${set.slug}.${ext}`]);
    }
  }, 420_000);

  it('gives an uploaded character (no art) a watermarked view of its preview image', async () => {
    const { db } = await createTestDb();
    const storage = tempStorage();
    const image = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const key = 'characters/11111111-1111-4111-8111-111111111111.png';
    await storage.put(key, Readable.from([image]), { contentType: 'image/png' });
    const character = await insertCharacter(db, { previewKey: key });
    await prepareMedia(db, { storage });
    const [view] = await db.select().from(characterMedia).where(eq(characterMedia.characterId, character.id));
    expect(view).toMatchObject({ kind: 'view', width: 400, height: 300, contentType: 'image/webp' });
    expect(view!.storageKey).not.toBe(key);
    const shown = await sharp(await bytes(storage, view!.storageKey)).raw().toBuffer();
    expect(shown.equals(await sharp(image).raw().toBuffer())).toBe(false);

    // An admin replaces the preview image: the gallery view follows.
    const tall = await sharp({ create: { width: 300, height: 600, channels: 3, background: '#cc3366' } }).png().toBuffer();
    const replaced = 'characters/22222222-2222-4222-8222-222222222222.png';
    await storage.put(replaced, Readable.from([tall]), { contentType: 'image/png' });
    await db.update(characters).set({ previewKey: replaced }).where(eq(characters.id, character.id));
    await prepareMedia(db, { storage }, () => {}, [character.id]);
    const [after] = await db.select().from(characterMedia).where(eq(characterMedia.characterId, character.id));
    expect(after).toMatchObject({ width: 300, height: 600 });
    expect(after!.storageKey).not.toBe(view!.storageKey);
  }, 420_000);
});
