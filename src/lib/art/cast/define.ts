import type { CharacterArt, Palette, Pose } from '#/lib/art/model.ts';

/** Shorthand for cast tables: defaults for everything a row leaves out. */
export type CastRow = Omit<Partial<CharacterArt>, 'palette' | 'face'> & {
  palette: Palette;
  face?: Partial<CharacterArt['face']>;
};

const STAND: Pose = { armL: 20, armR: 20, legs: 'stand' };

export const pal = (skin: string, main: string, accent: string, hair: string, detail: string, limbs?: string): Palette => ({ skin, main, accent, hair, detail, ...(limbs ? { limbs } : {}) });

export function hashOf(text: string): number {
  return [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);
}

export function define(name: string, row: CastRow): CharacterArt {
  return {
    name,
    seed: hashOf(name),
    plan: row.plan ?? 'adult',
    head: row.head ?? 'human',
    face: { expression: 'happy', ...row.face },
    outfit: row.outfit ?? [],
    props: row.props ?? [],
    palette: row.palette,
    pose: row.pose ?? STAND,
    ...(row.hair ? { hair: row.hair } : {}),
    ...(row.hat ? { hat: row.hat } : {}),
    ...(row.emblem ? { emblem: row.emblem } : {}),
    ...(row.altPose ? { altPose: row.altPose } : {}),
  };
}

/** A cast table: one row per demo name. */
export const table = (rows: Record<string, CastRow>): Record<string, CharacterArt> => Object.fromEntries(Object.entries(rows).map(([n, r]) => [n, define(n, r)]));
