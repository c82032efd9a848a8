import { z } from '#/lib/zod.ts';
import type { BodyPlan, CharacterArt, Expression } from '#/lib/art/model.ts';
import { EXPRESSIONS, EYES, FACE_EXTRAS, HAIR_STYLES, HAT_NAMES, KINDS, KIND_NAMES, LEGLESS, LEGS, OUTFIT_NAMES, PROP_NAMES, type Kind } from './parts.ts';

/**
 * A maker design: the parts and colours of one character as a small versioned JSON. It travels in
 * the URL (`?d=`, base64url), is saved to the account and bought; the server validates it with this
 * schema (known parts only, sizes bounded) and draws it again itself.
 */
export const DESIGN_VERSION = 1;
/** The longest `?d=` value accepted: far above any valid design (about 500 characters). */
export const MAX_ENCODED = 2000;
export const MAX_OUTFIT = 4;
export const MAX_PROPS = 2;
export const MAX_EXTRAS = 3;

const colour = z.string().regex(/^#[0-9a-f]{6}$/, 'A colour is #rrggbb.');
const oneOf = (names: readonly string[], what: string) => z.string().max(40).refine((v) => names.includes(v), `Unknown ${what}.`);
const distinct = (list: string[]) => new Set(list).size === list.length;

export const designSchema = z
  .object({
    v: z.literal(DESIGN_VERSION),
    name: z.string().trim().min(1).max(60),
    kind: z.enum(KIND_NAMES as [Kind, ...Kind[]]),
    body: z.string().max(20),
    head: z.string().max(20),
    expression: z.enum(EXPRESSIONS as [Expression, ...Expression[]]),
    eyes: z.enum(EYES).optional(),
    extras: z.array(z.enum(FACE_EXTRAS)).max(MAX_EXTRAS).refine(distinct, 'Each face extra once.'),
    hair: z.enum(HAIR_STYLES).optional(),
    hat: oneOf(HAT_NAMES, 'hat').optional(),
    outfit: z.array(oneOf(OUTFIT_NAMES, 'outfit part')).max(MAX_OUTFIT).refine(distinct, 'Each outfit part once.'),
    props: z.array(oneOf(PROP_NAMES, 'prop')).max(MAX_PROPS).refine(distinct, 'Each prop once.'),
    palette: z.object({ skin: colour, main: colour, accent: colour, hair: colour, detail: colour }).strict(),
    pose: z.object({ armL: z.number().int().min(0).max(180), armR: z.number().int().min(0).max(180), legs: z.enum(LEGS) }).strict(),
  })
  .strict()
  .superRefine((d, ctx) => {
    const kind = KINDS[d.kind];
    if (!(kind.bodies as readonly string[]).includes(d.body)) ctx.addIssue({ code: 'custom', path: ['body'], message: `A ${kind.label.toLowerCase()} has no body "${d.body}".` });
    if (!(kind.heads as readonly string[]).includes(d.head)) ctx.addIssue({ code: 'custom', path: ['head'], message: `A ${kind.label.toLowerCase()} has no head "${d.head}".` });
    if (d.hair && d.kind !== 'person') ctx.addIssue({ code: 'custom', path: ['hair'], message: 'Only people have hair styles.' });
  });
export type Design = z.infer<typeof designSchema>;

/** The builder's art for a design: what the preview, the server's files and the artist's reference are drawn from. */
export function designArt(d: Design): CharacterArt {
  const legs = LEGLESS.includes(d.body) ? 'none' : d.pose.legs === 'none' ? 'stand' : d.pose.legs;
  return {
    name: d.name,
    seed: 1,
    plan: d.body as BodyPlan,
    head: d.head,
    face: { expression: d.expression, ...(d.eyes ? { eyes: d.eyes } : {}), ...(d.extras.length ? { extras: [...d.extras] } : {}) },
    ...(d.hair ? { hair: d.hair } : {}),
    ...(d.hat ? { hat: d.hat } : {}),
    outfit: [...d.outfit],
    props: [...d.props],
    palette: { ...d.palette },
    pose: { armL: d.pose.armL, armR: d.pose.armR, legs },
  };
}

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (value: string) => new TextDecoder().decode(Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));

/** Keys in one order, so one design always has one encoding (and one hash). */
export function canonical(d: Design): Design {
  return {
    v: d.v, name: d.name, kind: d.kind, body: d.body, head: d.head, expression: d.expression,
    ...(d.eyes ? { eyes: d.eyes } : {}),
    extras: d.extras,
    ...(d.hair ? { hair: d.hair } : {}),
    ...(d.hat ? { hat: d.hat } : {}),
    outfit: d.outfit, props: d.props,
    palette: { skin: d.palette.skin, main: d.palette.main, accent: d.palette.accent, hair: d.palette.hair, detail: d.palette.detail },
    pose: { armL: d.pose.armL, armR: d.pose.armR, legs: d.pose.legs },
  };
}

export function encodeDesign(d: Design): string {
  return toBase64Url(JSON.stringify(canonical(d)));
}

/** A `?d=` value back to a design, or null when it is not one (too long, not base64url, not JSON, not valid). */
export function decodeDesign(value: string | null | undefined): Design | null {
  if (!value || value.length > MAX_ENCODED || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed = designSchema.safeParse(JSON.parse(fromBase64Url(value)));
    return parsed.success ? canonical(parsed.data) : null;
  } catch {
    return null;
  }
}

/** Parses an untrusted value (a request body) into a design, or null. */
export function parseDesign(value: unknown): Design | null {
  const parsed = designSchema.safeParse(value);
  return parsed.success ? canonical(parsed.data) : null;
}
