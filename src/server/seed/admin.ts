import { customizeLevels } from '#/server/db/schema.ts';
import type { Seeder } from './seeder.ts';

/** The three custom-character levels of docs/product-facts.md; admins may change them afterwards. */
export const CUSTOMIZE_LEVELS = [
  {
    slug: 'essential', name: 'Essential', position: 1, priceCents: 14_900, turnaroundDays: 5, correctionRounds: 2, formats: ['PNG', 'EPS', 'AI'],
    description: 'One static character, front view, 2 expressions.',
  },
  {
    slug: 'professional', name: 'Professional', position: 2, priceCents: 34_900, turnaroundDays: 8, correctionRounds: 3, formats: ['PNG', 'EPS', 'AI'],
    description: 'Character turnaround (front, 3/4, side, back), 6 expressions, 4 poses.',
  },
  {
    slug: 'animated', name: 'Animated', position: 3, priceCents: 89_900, turnaroundDays: 15, correctionRounds: 3, formats: ['PNG', 'EPS', 'AI', 'FLA', 'MP4'],
    description: 'Rigged character for Adobe Animate with a walk cycle, a wave and a talk (lip-sync) loop.',
  },
];

export const adminSeeder: Seeder = {
  name: 'customize levels',
  async run(db, log) {
    const inserted = await db.insert(customizeLevels).values(CUSTOMIZE_LEVELS).onConflictDoNothing({ target: customizeLevels.slug }).returning({ id: customizeLevels.id });
    log(`[seed] customize levels: ${inserted.length} added`);
  },
};
