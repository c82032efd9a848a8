import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { artFor } from '#/lib/art/index.ts';
import { SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { rigOf } from './build.ts';
import { rigToSvg } from './svg.ts';
import type { CharacterRig } from './types.ts';

type Group = { '@id': string; '@data-pivot': string; '@data-kind': string; '@transform'?: string; g?: Group[]; path?: unknown[] };

const everyone = SEED_TYPES.flatMap((t) => t.names.map((name) => ({ type: t.slug, name, rig: rigOf(artFor(t.slug, name)) })));

function parse(svg: string): { svg: { '@viewBox': string; title: string; g: Group[] } } {
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'g' || name === 'path' }).parse(svg);
}

/** Every group with the id of the group it sits in. */
function groups(list: Group[], parent: string | null = null): { group: Group; parent: string | null }[] {
  return list.flatMap((group) => [{ group, parent }, ...groups(group.g ?? [], group['@id'])]);
}

const rigGroupsOf = (rig: CharacterRig) => groups(parse(rigToSvg(rig)).svg.g);

describe('the rig as SVG', () => {
  it('is well-formed XML with a viewBox, a title and no scripts, styles or outside references', () => {
    for (const { rig } of everyone) {
      const svg = rigToSvg(rig);
      expect(XMLValidator.validate(svg), rig.name).toBe(true);
      const doc = parse(svg).svg;
      expect(doc['@viewBox']).toBe('0 0 1000 1000');
      expect(doc.title).toBe(rig.name);
      expect(svg).not.toMatch(/<script|<style|<image|<use|href=|url\(|\son[a-z]+=/i);
    }
  });

  it('has one group per part, ids unique, nested as the skeleton', () => {
    for (const { rig } of everyone) {
      const found = rigGroupsOf(rig);
      const ids = found.map(({ group }) => group['@id']);
      expect(new Set(ids).size, rig.name).toBe(ids.length);
      expect(ids.sort()).toEqual(rig.parts.map((p) => p.id).sort());
      for (const { group, parent } of found) expect(parent, `${rig.name} / ${group['@id']}`).toBe(rig.parts.find((p) => p.id === group['@id'])!.parent);
      for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });

  it('puts every pivot inside the canvas, at the joints the parts hang from', () => {
    for (const { rig } of everyone) {
      for (const { group } of rigGroupsOf(rig)) {
        const [x, y] = group['@data-pivot'].split(' ').map(Number);
        expect(x, `${rig.name} / ${group['@id']}`).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1000);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(y).toBeLessThanOrEqual(1000);
      }
    }
    const pirate = rigOf(artFor('fantasy', 'Pirate Pete'));
    const pivot = (id: string) => pirate.parts.find((p) => p.id === id)!.pivot;
    // The forearm turns at the elbow, where the upper arm ends; the hand at the wrist, where the sword is held.
    expect(pivot('arm-right-lower')).toEqual(pirate.chains.armRight!.joints[1]);
    expect(pivot('hand-right')).toEqual(pirate.chains.armRight!.joints[2]);
    expect(pirate.parts.find((p) => p.id === 'sword')!.parent).toBe('hand-right');
  });

  it('names the parts one way for every figure: limbs by side and segment, only where the figure has them', () => {
    const ids = (type: string, name: string) => rigOf(artFor(type, name)).parts.map((p) => p.id);
    expect(ids('fantasy', 'Pirate Pete')).toEqual(expect.arrayContaining(['root', 'torso', 'head', 'arm-left-upper', 'arm-left-lower', 'hand-left', 'arm-right-upper', 'arm-right-lower', 'hand-right', 'leg-left-upper', 'leg-left-lower', 'foot-left', 'leg-right-upper', 'leg-right-lower', 'foot-right', 'eyes', 'brows', 'mouth', 'hat', 'hair', 'sword']));
    expect(ids('monsters', 'Slimy Blob').filter((id) => id.startsWith('leg') || id.startsWith('foot'))).toEqual([]);
    expect(ids('robots', 'Delivery Drone Dot').filter((id) => id.startsWith('leg'))).toEqual([]);
    expect(ids('animals', 'Ollie the Owl')).toEqual(expect.arrayContaining(['wing-left', 'wing-right']));
    expect(ids('monsters', 'Little Dragon Drago')).toEqual(expect.arrayContaining(['wing-left', 'wing-right', 'tail', 'arm-left-upper']));
    expect(ids('animals', 'Lola the Llama')).toEqual(expect.arrayContaining(['neck']));
    expect(rigOf(artFor('animals', 'Lola the Llama')).parts.find((p) => p.id === 'head')!.parent).toBe('neck');
  });
});
