import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { characterArt, characterFiles, characterMedia } from '#/server/db/schema.ts';
import { insertCharacter, tempStorage } from '#test-support/factories/catalogue.ts';
import { createTestDb } from '#test-support/test-db.ts';
import { whatsInside } from './inside.ts';
import { prepareMedia } from './prepare.ts';

describe('Lottie and sprite sheets in the store', () => {
  it('records each file under its download name, the page’s preview Lottie, and what is inside read back from storage', async () => {
    const { db } = await createTestDb();
    const storage = tempStorage();
    const character = await insertCharacter(db, { title: 'Pirate Pete', formats: ['SVG', 'FLA', 'LOTTIE', 'SPRITES', 'MP4'] });
    await db.insert(characterArt).values({ characterId: character.id, source: { kind: 'single', art: artFor('fantasy', 'Pirate Pete') } });
    await prepareMedia(db, { storage });

    const files = await db.select().from(characterFiles).where(eq(characterFiles.characterId, character.id));
    const names = files.filter((f) => f.format === 'LOTTIE' || f.format === 'SPRITES').map((f) => f.fileName.replace(character.slug, 'slug')).sort();
    expect(names).toEqual([
      'slug-idle-sheet.json', 'slug-idle-sheet.png', 'slug-idle.json', 'slug-walk-sheet.json', 'slug-walk-sheet.png', 'slug-walk.json',
      'slug-wave-sheet.json', 'slug-wave-sheet.png', 'slug-wave.json', 'slug.lottie',
    ]);
    for (const file of files) expect(file.size).toBe((await storage.stat(file.storageKey))!.size);
    const lottie = (await db.select().from(characterMedia).where(eq(characterMedia.characterId, character.id))).find((m) => m.kind === 'lottie');
    expect(lottie).toMatchObject({ contentType: 'application/json', width: 1000, height: 1000 });

    const inside = await whatsInside(db, storage, character.id);
    expect(inside?.lottie?.animations.map((a) => `${a.name} ${a.seconds} s`)).toEqual(['idle 2 s', 'wave 2 s', 'walk 1 s']);
    expect(inside?.fla?.symbols).toContain('arm-right-upper');
    expect(inside?.lottie?.layers).toEqual(expect.arrayContaining(inside!.svgRig!.parts));
  }, 420_000);
});
