import fc from 'fast-check';
import { parseDesign, type Design } from '#/lib/maker/design.ts';
import { EXPRESSIONS, EYES, FACE_EXTRAS, HAIR_STYLES, HAT_NAMES, KINDS, KIND_NAMES, LEGS, OUTFIT_NAMES, PROP_NAMES } from '#/lib/maker/parts.ts';

const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
const subset = (names: readonly string[], max: number) => fc.uniqueArray(fc.constantFrom(...names), { maxLength: max });

/** Every design the pickers can make: a kind, then one of its bodies and heads, and any of the rest. */
export const anyDesign: fc.Arbitrary<Design> = fc.constantFrom(...KIND_NAMES).chain((kind) =>
  fc.record({
    v: fc.constant(1 as const),
    name: fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0).map((s) => s.trim()),
    kind: fc.constant(kind),
    body: fc.constantFrom(...KINDS[kind].bodies),
    head: fc.constantFrom(...KINDS[kind].heads),
    expression: fc.constantFrom(...EXPRESSIONS),
    eyes: fc.option(fc.constantFrom(...EYES), { nil: undefined }),
    extras: subset(FACE_EXTRAS, 3) as fc.Arbitrary<Design['extras']>,
    hair: kind === 'person' ? fc.option(fc.constantFrom(...HAIR_STYLES), { nil: undefined }) : fc.constant(undefined),
    hat: fc.option(fc.constantFrom(...HAT_NAMES), { nil: undefined }),
    outfit: subset(OUTFIT_NAMES, 4),
    props: subset(PROP_NAMES, 2),
    palette: fc.record({ skin: hex, main: hex, accent: hex, hair: hex, detail: hex }),
    pose: fc.record({ armL: fc.integer({ min: 0, max: 180 }), armR: fc.integer({ min: 0, max: 180 }), legs: fc.constantFrom(...LEGS) }),
  }, { requiredKeys: ['v', 'name', 'kind', 'body', 'head', 'expression', 'extras', 'outfit', 'props', 'palette', 'pose'] }).map((d) => parseDesign(d)!),
);
