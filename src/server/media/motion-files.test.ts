import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { tempStorage } from '#test-support/factories/catalogue.ts';
import { lottieSpecErrors } from '#test-support/lottie-spec.ts';
import { setZip } from './set-files.ts';
import { singleFiles } from './single-files.ts';
import type { ArtSource } from './source.ts';
import type { SpriteSheetJson } from './sprites.ts';
import { unzip } from './zip.ts';

const pete = artFor('fantasy', 'Pirate Pete');

describe('Lottie and sprite-sheet downloads', () => {
  it('Lottie: a JSON per animation and a dotLottie with manifest.json and animations/<id>.json', async () => {
    const files = singleFiles('LOTTIE', pete, 'Pirate Pete', 'pirate-pete');
    expect(files.map((f) => `${f.variant}.${f.ext}`)).toEqual(['.lottie', 'idle.json', 'wave.json', 'walk.json']);
    const inside = unzip(await files[0]!.data());
    expect([...inside.keys()]).toEqual(['manifest.json', 'animations/idle.json', 'animations/wave.json', 'animations/walk.json']);
    const manifest = JSON.parse(inside.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ version: '1', activeAnimationId: 'idle', animations: [{ id: 'idle' }, { id: 'wave' }, { id: 'walk' }] });
    for (const file of files.slice(1)) {
      const body = await file.data();
      expect(inside.get(`animations/${file.variant}.json`)!.equals(body)).toBe(true);
      expect(lottieSpecErrors(JSON.parse(body.toString()))).toEqual([]);
      expect(body.length).toBeLessThan(150 * 1024);
    }
    // Idle and wave are 2 s, the walk one step cycle of 1 s; the dotLottie holds all three.
    expect(files.map((f) => f.durationMs)).toEqual([5000, 2000, 2000, 1000]);
  });

  it('sprite sheets: every frame of the JSON lies inside its PNG, which the JSON names', async () => {
    const files = singleFiles('SPRITES', pete, 'Pirate Pete', 'pirate-pete');
    expect(files.map((f) => `${f.stem}.${f.ext}`)).toEqual(['idle-sheet.png', 'idle-sheet.json', 'wave-sheet.png', 'wave-sheet.json', 'walk-sheet.png', 'walk-sheet.json']);
    for (let i = 0; i < files.length; i += 2) {
      const png = await files[i]!.data();
      const sheet = JSON.parse((await files[i + 1]!.data()).toString()) as SpriteSheetJson;
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', hasAlpha: true, width: sheet.meta.size.w, height: sheet.meta.size.h });
      expect(sheet.meta.image).toBe(`pirate-pete-${files[i]!.stem}.png`);
      const frames = Object.values(sheet.frames);
      // 12 frames a second: 24 for the 2-second idle and wave, 12 for the walk.
      expect(frames).toHaveLength(files[i]!.stem === 'walk-sheet' ? 12 : 24);
      expect(Object.values(sheet.animations)[0]).toEqual(Object.keys(sheet.frames));
      for (const { frame, sourceSize } of frames) {
        expect(frame.x >= 0 && frame.y >= 0 && frame.x + frame.w <= meta.width && frame.y + frame.h <= meta.height).toBe(true);
        expect(sourceSize).toEqual({ w: 256, h: 256 });
      }
      // Each frame shows the character: its tile is not empty.
      const first = frames[0]!.frame;
      const { channels } = await sharp(png).extract({ left: first.x, top: first.y, width: first.w, height: first.h }).stats();
      expect(channels[3]!.max).toBe(255);
    }
  }, 60_000);

  it('a set’s ZIP holds each member’s files, named after them', async () => {
    const source: Extract<ArtSource, { kind: 'set' }> = {
      kind: 'set',
      members: [{ title: 'Benny the Bear', art: artFor('animals', 'Benny the Bear') }, { title: 'Foxy Fiona', art: artFor('animals', 'Foxy Fiona') }],
    };
    const files = unzip(await setZip({ storage: tempStorage() }, 'LOTTIE', source, { slug: 'forest-friends-set', title: 'Forest Friends Set' }).data());
    expect([...files.keys()]).toEqual(expect.arrayContaining(['benny-the-bear.lottie', 'benny-the-bear-wave.json', 'foxy-fiona.lottie', 'foxy-fiona-idle.json']));
    expect([...files.keys()].every((k) => /^(benny-the-bear|foxy-fiona|forest-friends-set)[-.]/.test(k))).toBe(true);
  });

  it('a set’s Lottie ZIP holds the group scene: the cast in one composition, each member a precomp layer named after them', async () => {
    const titles = [['Benny the Bear', 0], ['Foxy Fiona', 1], ['Rusty the Raccoon', 3], ['Ollie the Owl', 5]] as const;
    const source: Extract<ArtSource, { kind: 'set' }> = { kind: 'set', members: titles.map(([title]) => ({ title, art: artFor('animals', title) })) };
    const files = unzip(await setZip({ storage: tempStorage() }, 'LOTTIE', source, { slug: 'forest-friends-set', title: 'Forest Friends Set' }).data());
    const group = [...files.keys()].filter((k) => k.startsWith('forest-friends-set'));
    expect(group).toEqual(expect.arrayContaining(['forest-friends-set.lottie', 'forest-friends-set-idle.json', 'forest-friends-set-wave.json']));
    const slugs = ['benny-the-bear', 'foxy-fiona', 'rusty-the-raccoon', 'ollie-the-owl'];
    for (const name of group.filter((k) => k.endsWith('.json'))) {
      const body = files.get(name)!;
      const doc = JSON.parse(body.toString());
      expect(lottieSpecErrors(doc), name).toEqual([]);
      // One precomp layer per member, named after them, playing that member's own layers (named by part).
      expect(doc.layers.map((l: { ty: number; nm: string }) => [l.ty, l.nm]).sort()).toEqual(slugs.map((s) => [0, s]).sort());
      expect(doc.assets.map((a: { id: string }) => a.id).sort()).toEqual([...slugs].sort());
      const animation = name.slice('forest-friends-set-'.length, -'.json'.length);
      for (const asset of doc.assets) {
        const own = JSON.parse(files.get(`${asset.id}-${animation}.json`)!.toString());
        const shape = (l: { nm: string; parent?: number; ks: unknown }) => [l.nm, l.parent, l.ks];
        expect(asset.layers.map(shape)).toEqual(own.layers.map(shape));
      }
      expect(doc.op).toBe(JSON.parse(files.get(`benny-the-bear-${animation}.json`)!.toString()).op);
      // Four characters in one file: smaller than their own files of the animation together (docs/files.md has the sizes).
      const own = slugs.reduce((sum, slug) => sum + files.get(`${slug}-${animation}.json`)!.length, 0);
      expect(body.length, name).toBeLessThan(own);
    }
    const inside = unzip(files.get('forest-friends-set.lottie')!);
    expect(JSON.parse(inside.get('manifest.json')!.toString()).animations.map((a: { id: string }) => `forest-friends-set-${a.id}.json`).sort()).toEqual(group.filter((k) => k.endsWith('.json')).sort());
  });
});
