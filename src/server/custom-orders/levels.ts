import { listCustomizeLevels as levelRows } from '#/server/content/customize-levels.ts';
import type { Database } from '#/server/db/open.ts';

/** A customize level as the order form and the job need it. */
export type CustomizeLevel = {
  id: string;
  name: string;
  description: string;
  priceCents: number;
  turnaroundDays: number;
  correctionRounds: number;
  formats: string;
};

/** The levels of docs/product-facts.md. */
const PRODUCT_LEVELS: CustomizeLevel[] = [
  {
    id: 'essential',
    name: 'Essential',
    description: 'One static character, front view, 2 expressions.',
    formats: 'PNG, EPS, AI',
    priceCents: 14900,
    turnaroundDays: 5,
    correctionRounds: 2,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'Character turnaround (front, 3/4, side, back), 6 expressions, 4 poses.',
    formats: 'PNG, EPS, AI',
    priceCents: 34900,
    turnaroundDays: 8,
    correctionRounds: 3,
  },
  {
    id: 'animated',
    name: 'Animated',
    description: 'Rigged character for Adobe Animate with a walk cycle, a wave and a talk (lip-sync) loop.',
    formats: 'PNG, EPS, AI, FLA, MP4',
    priceCents: 89900,
    turnaroundDays: 15,
    correctionRounds: 3,
  },
];

/**
 * The levels offered on /customize: the active rows of the admin's customize_levels
 * table (src/server/content/customize-levels.ts, seeded with the same three levels).
 * A database that was never seeded (tests) falls back to the product facts.
 */
export async function listCustomizeLevels(db: Database): Promise<CustomizeLevel[]> {
  const all = await levelRows(db);
  if (all.length === 0) return PRODUCT_LEVELS;
  return all
    .filter((row) => row.active)
    .map((row) => ({
      id: row.slug,
      name: row.name,
      description: row.description,
      priceCents: row.priceCents,
      turnaroundDays: row.turnaroundDays,
      correctionRounds: row.correctionRounds,
      formats: row.formats.join(', '),
    }));
}

export async function findCustomizeLevel(db: Database, id: string): Promise<CustomizeLevel | undefined> {
  return (await listCustomizeLevels(db)).find((level) => level.id === id);
}
