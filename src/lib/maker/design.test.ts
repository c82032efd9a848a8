import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAST } from '#/lib/art/cast/index.ts';
import { decodeDesign, designSchema, encodeDesign, MAX_ENCODED, parseDesign } from './design.ts';
import { designFromArt, designSvg, FIRST_DESIGN, randomDesign, withKind } from './draw.ts';
import { anyDesign } from '#test-support/maker-designs.ts';
import { EYES, HAT_NAMES, KINDS, KIND_NAMES, OUTFIT_NAMES, PROP_NAMES } from './parts.ts';

describe('maker designs', () => {
  it('every single part the pickers offer draws, in every body and head of its kind', () => {
    for (const kind of KIND_NAMES) {
      for (const body of KINDS[kind].bodies) for (const head of KINDS[kind].heads) {
        const base = withKind(FIRST_DESIGN, kind);
        const d = { ...base, body, head };
        for (const hat of HAT_NAMES) expect(designSvg({ ...d, hat })).toContain('<svg');
        for (const o of OUTFIT_NAMES) expect(designSvg({ ...d, outfit: [o] })).toContain('<svg');
        for (const p of PROP_NAMES) expect(designSvg({ ...d, props: [p] })).toContain('<svg');
        for (const eyes of EYES) expect(designSvg({ ...d, eyes })).toContain('<svg');
      }
    }
  });

  it('every combination the pickers allow is valid, draws without error and survives the URL', () => {
    fc.assert(fc.property(anyDesign, (d) => {
      expect(designSchema.safeParse(d).success).toBe(true);
      const svg = designSvg(d);
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 1000 1000">/);
      expect(svg).not.toContain('NaN');
      const encoded = encodeDesign(d);
      expect(encoded.length).toBeLessThan(MAX_ENCODED);
      expect(decodeDesign(encoded)).toEqual(d);
    }), { numRuns: 300 });
  });

  it('randomise and start-from give valid designs', () => {
    fc.assert(fc.property(fc.infiniteStream(fc.double({ min: 0, max: 0.999999, noNaN: true })), (stream) => {
      const it = stream[Symbol.iterator]();
      const d = randomDesign(() => it.next().value as number);
      expect(parseDesign(d)).toEqual(d);
      expect(designSvg(d)).toContain('<svg');
    }), { numRuns: 100 });
    const arts = Object.values(CAST).flatMap((t) => Object.values(t));
    const designs = arts.map(designFromArt).filter((d) => d !== null);
    expect(designs.length).toBeGreaterThan(arts.length * 0.8);
    for (const d of designs) expect(designSvg(d)).toContain('<svg');
  });

  it('the validator refuses unknown parts, wrong kinds, oversize lists and anything that is not a design', () => {
    const bad: unknown[] = [
      { ...FIRST_DESIGN, hat: 'crown-of-doom' },
      { ...FIRST_DESIGN, head: 'bear' },
      { ...FIRST_DESIGN, kind: 'animal', body: 'animal', head: 'bear' },
      { ...FIRST_DESIGN, outfit: ['cape', 'vest', 'scarf', 'sash', 'badge'] },
      { ...FIRST_DESIGN, props: ['book', 'book'] },
      { ...FIRST_DESIGN, palette: { ...FIRST_DESIGN.palette, main: 'red' } },
      { ...FIRST_DESIGN, pose: { armL: 500, armR: 0, legs: 'stand' } },
      { ...FIRST_DESIGN, v: 2 },
      { ...FIRST_DESIGN, name: 'x'.repeat(61) },
      { ...FIRST_DESIGN, extra: '<script>' },
      null, 7, 'design', [],
    ];
    for (const value of bad) expect(parseDesign(value)).toBeNull();
  });

  it('fuzz: random JSON and random strings never throw and are never accepted as something else', () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const d = parseDesign(value);
      if (d) expect(designSchema.safeParse(d).success).toBe(true);
    }), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ maxLength: 3000 }), (s) => void decodeDesign(s)), { numRuns: 500 });
    // Mutations of a valid design: one field replaced by anything.
    const keys = Object.keys(FIRST_DESIGN);
    fc.assert(fc.property(fc.constantFrom(...keys), fc.jsonValue(), (key, value) => {
      const d = parseDesign({ ...FIRST_DESIGN, [key]: value });
      if (d) expect(() => designSvg(d)).not.toThrow();
    }), { numRuns: 500 });
  });
});
