import { describe, expect, it } from 'vitest';
import { GALLERY_VIEWS, animationScene, artFor, characterScene, setScene } from './index.ts';
import { CAST } from './cast/index.ts';
import { boundsOf } from './geometry.ts';
import type { Scene } from './scene.ts';
import { SEED_SETS, SEED_TYPES } from '#/server/seed/catalogue-data.ts';

const everyone = SEED_TYPES.flatMap((t) => t.names.map((name) => ({ type: t.slug, name, art: artFor(t.slug, name) })));
const layerNames = (scene: Scene) => scene.layers.map((l) => l.name);

describe('the demo cast', () => {
  it('has its own entry for each of the 72 seeded names', () => {
    expect(everyone).toHaveLength(72);
    for (const { type, name } of everyone) expect(CAST[type]?.[name]?.name, `${type}/${name}`).toBe(name);
  });

  function expectCleanInside(scene: Scene) {
    for (const shape of scene.layers.flatMap((l) => l.shapes)) expect(shape.d).toMatch(/^M[-\d. ]+(?:(?:[LMC][-\d. ]+|Z) ?)*$/);
    const box = boundsOf(scene.layers);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(scene.width);
    expect(box.y + box.h).toBeLessThanOrEqual(scene.height);
  }

  it.each(SEED_TYPES.map((t) => [t.slug]))('draws every view of the %s with absolute M/L/C/Z paths only, inside the canvas', (slug) => {
    for (const { art } of everyone.filter((c) => c.type === slug)) {
      for (const scene of [...GALLERY_VIEWS.map((v) => characterScene(art, v)), animationScene(art, 0.3)]) expectCleanInside(scene);
    }
  });

  it('draws every view of every set the same way', () => {
    for (const set of SEED_SETS) {
      const members = set.members.map(([t, n]) => artFor(SEED_TYPES[t]!.slug, SEED_TYPES[t]!.names[n]!));
      for (const view of GALLERY_VIEWS) expectCleanInside(setScene(members, view));
    }
  });

  it.each(SEED_TYPES.map((t) => [t.slug]))('loops the animation of the %s seamlessly and moves in between', (slug) => {
    for (const { art } of everyone.filter((c) => c.type === slug)) {
      expect(animationScene(art, 1)).toEqual(animationScene(art, 0));
      expect(animationScene(art, 0.25)).not.toEqual(animationScene(art, 0));
    }
  });

  it('names its layers after the rig parts, so every file writer can find the body parts', () => {
    const names = layerNames(characterScene(artFor('kids', 'Mia with a Backpack'), 'front'));
    expect(names).toEqual(expect.arrayContaining(['torso', 'head', 'eyes', 'mouth', 'arm-left-upper', 'arm-left-lower', 'hand-left', 'arm-right-upper', 'leg-left-upper', 'leg-right-lower', 'foot-right', 'backpack']));
  });
});

describe('characters look like their names', () => {
  const features: [string, string, string[]][] = [
    ['animals', 'Benny the Bear', ['ears', 'snout']],
    ['animals', 'Foxy Fiona', ['ears', 'snout', 'tail']],
    ['animals', 'Captain Panda', ['ears', 'patches', 'hat']],
    ['animals', 'Rusty the Raccoon', ['ears', 'mask', 'tail']],
    ['animals', 'Lola the Llama', ['ears', 'neck', 'tuft']],
    ['animals', 'Ollie the Owl', ['beak', 'tufts', 'eye-discs']],
    ['fantasy', 'Pirate Pete', ['hat', 'eyepatch', 'sword']],
    ['fantasy', 'Wizard Wendell', ['hat', 'staff', 'beard']],
    ['fantasy', 'Knight Kevin', ['armour', 'hat', 'sword', 'shield']],
    ['fantasy', 'Fairy Flora', ['wing-left', 'wing-right', 'wand']],
    ['fantasy', 'Elf Archer Elara', ['ears', 'bow', 'quiver']],
    ['fantasy', 'Mermaid Marina', ['tail', 'trident']],
    ['professions', 'Chef Charlotte', ['hat', 'pan']],
    ['professions', 'Doctor Dana', ['coat', 'stethoscope']],
    ['professions', 'Firefighter Finn', ['hat', 'coat']],
    ['professions', 'Police Officer Pat', ['hat', 'badge']],
    ['professions', 'Builder Bob', ['hat', 'vest', 'hammer']],
    ['kids', 'Leo the Skater', ['skateboard']],
    ['monsters', 'Little Dragon Drago', ['wing-left', 'wing-right', 'tail', 'horns', 'snout']],
    ['monsters', 'Friendly Vampire', ['cape', 'fangs']],
    ['aliens', 'Cosmo the Cyclops', ['horns']],
    ['aliens', 'Astronaut Alien', ['hat']],
    ['aliens', 'Ufo Pilot Ulf', ['saucer', 'antennae']],
  ];
  it.each(features)('%s / %s has %j', (type, name, wanted) => {
    expect(layerNames(characterScene(artFor(type, name), 'front'))).toEqual(expect.arrayContaining(wanted));
  });

  it('gives every superhero a cape and a chest emblem', () => {
    for (const name of SEED_TYPES.find((t) => t.slug === 'superheroes')!.names) {
      expect(layerNames(characterScene(artFor('superheroes', name), 'front'))).toEqual(expect.arrayContaining(['cape', 'emblem']));
    }
  });

  it('draws the food mascots as the food, not as a person', () => {
    for (const name of SEED_TYPES.find((t) => t.slug === 'food-mascots')!.names) {
      const art = artFor('food-mascots', name);
      expect(art.plan).toBe('food');
      expect(layerNames(characterScene(art, 'front'))).not.toContain('torso');
    }
  });

  it('shows four different faces on the expression sheet', () => {
    const sheet = characterScene(artFor('animals', 'Benny the Bear'), 'expressions');
    const faces = [1, 2, 3, 4].map((n) => JSON.stringify(sheet.layers.filter((l) => new RegExp(`-${n}-(eyes|brows|mouth)$`).test(l.name)).map((l) => l.shapes.map((s) => s.d.length))));
    expect(faces).toHaveLength(4);
    expect(new Set(faces).size).toBe(4);
  });
});
