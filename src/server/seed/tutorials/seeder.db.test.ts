import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import { tutorialPage, tutorialsForCharacter } from '#/server/content/tutorials.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { storedFiles, tutorials } from '#/server/db/schema.ts';
import { ffmpegPath } from '#/server/media/ffmpeg.ts';
import { mp4Info } from '#/server/media/mp4-info.ts';
import { TUTORIAL_SEEDS } from './index.ts';
import { videoSeconds } from './model.ts';
import { prepareTutorialVideos, seedTutorials } from './seeder.ts';
import { parseVtt } from './vtt.ts';

let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  handle = undefined;
});

describe(`demo tutorials on ${testDatabaseKind}`, () => {
  it('are published on first start with a 16:9 thumbnail and a caption track, once', async () => {
    handle = await createTestDb();
    const storage = tempStorage();
    await seedTutorials(handle.db, storage);
    await seedTutorials(handle.db, storage);
    const rows = await handle.db.select().from(tutorials).where(eq(tutorials.published, true));
    expect(rows.length).toBe(TUTORIAL_SEEDS.length);
    for (const row of rows) {
      const [thumb] = await handle.db.select().from(storedFiles).where(eq(storedFiles.key, row.thumbnailKey!));
      expect(thumb).toMatchObject({ contentType: 'image/webp', width: 1280, height: 720, private: false });
      const captions = await storage.get(row.captionsKey!);
      expect(captions?.contentType).toBe('text/vtt');
      expect(parseVtt((await buffer(captions!.body)).toString()).length).toBeGreaterThan(1);
    }
  });

  it('suggests the tutorials that use a character first, then those for its formats', async () => {
    handle = await createTestDb();
    await seedTutorials(handle.db, tempStorage());
    const using = (slug: string) => TUTORIAL_SEEDS.filter((t) => t.body.includes(`(/cartoon-characters/${slug})`)).map((t) => t.slug);
    // Pirate Pete, the free sample, is used by more tutorials than a page suggests: only those come.
    expect(using('pirate-pete').length).toBeGreaterThan(3);
    const forPete = await tutorialsForCharacter(handle.db, { slug: 'pirate-pete', formats: ['PNG'] });
    expect(forPete).toHaveLength(3);
    expect(forPete.every((t) => using('pirate-pete').includes(t.slug))).toBe(true);
    // Benny the Bear is used by two: they come first, then one for his formats.
    const forBenny = await tutorialsForCharacter(handle.db, { slug: 'benny-the-bear', formats: ['FLA'] });
    expect(forBenny.slice(0, 2).map((t) => t.slug).sort()).toEqual(using('benny-the-bear').sort());
    expect(using('benny-the-bear')).toHaveLength(2);
    expect(forBenny[2]!.formats).toContain('FLA');
    const forFla = await tutorialsForCharacter(handle.db, { slug: 'nobody', formats: ['FLA'] });
    expect(forFla.length).toBe(3);
    expect(forFla.every((t) => t.formats.includes('FLA'))).toBe(true);
    const page = await tutorialPage(handle.db, 'lip-sync-with-a-mouth-set');
    expect(page?.more.length).toBe(3);
    expect(await tutorialPage(handle.db, 'no-such-tutorial')).toBeNull();
  });

  it.runIf(ffmpegPath())('makes a video as long as its captions, in the background, without replacing an admin’s upload', async () => {
    handle = await createTestDb();
    const storage = tempStorage();
    await seedTutorials(handle.db, storage);
    const seed = TUTORIAL_SEEDS.find((t) => t.slug === 'which-licence-do-i-need')!;
    await prepareTutorialVideos(handle.db, storage, () => {}, [seed.slug]);
    const [row] = await handle.db.select().from(tutorials).where(eq(tutorials.slug, seed.slug));
    const video = await storage.get(row!.videoKey!);
    const info = mp4Info(await buffer(video!.body));
    expect(info).toMatchObject({ width: 640, height: 360 });
    expect(Math.abs(info!.durationSeconds - videoSeconds(seed.video))).toBeLessThan(0.2);
    const cues = parseVtt((await buffer((await storage.get(row!.captionsKey!))!.body)).toString());
    expect(cues.at(-1)!.end).toBeLessThanOrEqual(info!.durationSeconds + 0.05);
    // Run again: nothing is made again and the key stays.
    await prepareTutorialVideos(handle.db, storage, () => {}, [seed.slug]);
    const [again] = await handle.db.select().from(tutorials).where(eq(tutorials.slug, seed.slug));
    expect(again!.videoKey).toBe(row!.videoKey);
  }, 60_000);
});
