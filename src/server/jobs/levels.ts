import type { Database } from '../db/open.ts';

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
 * The levels offered on /customize. The one place that reads them: when the admin's
 * customize_levels table (storage branch) exists, this reads it instead.
 */
export async function listCustomizeLevels(db: Database): Promise<CustomizeLevel[]> {
  void db;
  return PRODUCT_LEVELS;
}

export async function findCustomizeLevel(db: Database, id: string): Promise<CustomizeLevel | undefined> {
  return (await listCustomizeLevels(db)).find((level) => level.id === id);
}
