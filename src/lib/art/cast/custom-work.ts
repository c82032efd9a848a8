import { pal, table } from './define.ts';

/**
 * Finished custom work shown on /customize: characters drawn for (invented) clients with the builder.
 * Custom characters are exclusive to their client, so none of these is in the catalogue.
 */
export const CUSTOM_WORK = table({
  'Bea the Baker': { hair: 'bun', hat: 'chef', outfit: ['apron', 'buttons'], props: ['spatula'], face: { expression: 'happy' }, palette: pal('#f2c6a0', '#f4a261', '#fff4e6', '#7a4424', '#c0502a'), pose: { armL: 25, armR: 60, legs: 'stand' } },
  'Pixel the App Guide': { plan: 'robot', head: 'robot-screen', outfit: ['panel'], props: ['phone'], face: { expression: 'happy', eyes: 'screen' }, palette: pal('#6fc3ff', '#3d6fd6', '#ffd84a', '#8e96a8', '#2b3350'), pose: { armL: 20, armR: 140, legs: 'stand' } },
  'Nova the Explainer Host': { hair: 'long', outfit: ['lapels'], props: ['pointer'], face: { expression: 'happy', extras: ['glasses'] }, palette: pal('#c98b5e', '#0e7c7b', '#2b3350', '#2b2238', '#ffd84a'), pose: { armL: 20, armR: 80, legs: 'walk' } },
});
