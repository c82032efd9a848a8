import { CUSTOM_WORK } from './art/cast/custom-work.ts';
import { deliverables, type CustomLevel, type Deliverable } from './art/showcase.ts';

/**
 * Finished custom work on /customize, one example per level (by the level's slug): who ordered it, the
 * brief, and the pictures of what the level delivered, drawn by the character builder. Each picture is
 * a static file made at build time: /customize/examples/{file}.webp.
 */
export type CustomExample = { level: CustomLevel; name: string; client: string; brief: string; pictures: (Deliverable & { file: string })[] };

const EXAMPLES: Omit<CustomExample, 'pictures'>[] = [
  { level: 'essential', name: 'Pixel the App Guide', client: 'A budgeting app', brief: 'A friendly robot that greets new users on the onboarding screens.' },
  { level: 'professional', name: 'Bea the Baker', client: 'A family bakery', brief: 'A cheerful baker in a floury apron for the shop sign, the boxes and social posts.' },
  { level: 'animated', name: 'Nova the Explainer Host', client: 'A training platform', brief: 'A presenter with a pointer who walks on, waves and talks through each lesson video.' },
];

const fileName = (name: string, i: number) => `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`;

export const CUSTOM_EXAMPLES: CustomExample[] = EXAMPLES.map((e) => ({
  ...e,
  pictures: deliverables(CUSTOM_WORK[e.name]!, e.level).map((d, i) => ({ ...d, file: fileName(e.name, i) })),
}));
