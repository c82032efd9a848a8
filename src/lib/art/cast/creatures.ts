import { pal, table } from './define.ts';

/** Monsters and aliens. */
export const MONSTERS = table({
  'Grumpy Gremlin': { plan: 'child', head: 'gremlin', face: { expression: 'angry' }, palette: pal('#7cc46a', '#6a4a8a', '#4a3a5a', '#2b2238', '#3b3346'), pose: { armL: 45, armR: 45, legs: 'wide' } },
  'Fuzzy Yeti': { plan: 'animal', head: 'yeti', palette: pal('#f4f7ff', '#f4f7ff', '#9fc3e8', '#c9d6ea', '#8fa8c8'), pose: { armL: 150, armR: 150, legs: 'wide' } },
  'Little Dragon Drago': { plan: 'animal', head: 'dragon', face: { expression: 'wink' }, palette: pal('#5cc46a', '#5cc46a', '#f7e3a1', '#2b2238', '#e2703a'), pose: { armL: 40, armR: 40, legs: 'stand' } },
  'Slimy Blob': { plan: 'blob', head: 'blob', face: { expression: 'surprised' }, palette: pal('#8ee04a', '#8ee04a', '#8ee04a', '#8ee04a', '#8ee04a'), pose: { armL: 60, armR: 120, legs: 'none' } },
  'Friendly Vampire': { head: 'elf', hair: 'slick', face: { expression: 'wink', extras: ['fangs'] }, outfit: ['high-collar', 'cape', 'collar'], palette: pal('#e4e0f0', '#3b3346', '#2b2238', '#1f1b2e', '#b3182b'), pose: { armL: 20, armR: 130, legs: 'stand' } },
  'Pumpkin Monster': { head: 'pumpkin', props: ['lantern'], palette: pal('#ff8a1c', '#4a3a6a', '#2b2238', '#2b2238', '#3b3346'), pose: { armL: 40, armR: 130, legs: 'walk' } },
});

export const ALIENS = table({
  'Zorp from Mars': { plan: 'child', head: 'alien', hat: 'antennae', face: { expression: 'happy', eyes: 'three' }, props: ['ray-gun'], palette: pal('#e2703a', '#8a6ff0', '#3b3346', '#2b2238', '#ffd84a'), pose: { armL: 20, armR: 60, legs: 'stand' } },
  'Little Green Glix': { plan: 'child', head: 'alien', hat: 'antennae', palette: pal('#7cd65a', '#3cb6b0', '#2b3350', '#2b2238', '#ff7aa8'), pose: { armL: 25, armR: 150, legs: 'stand' } },
  'Astronaut Alien': { head: 'alien', hat: 'astronaut', outfit: ['panel'], face: { expression: 'surprised' }, palette: pal('#9be08a', '#f4f2f7', '#f4f2f7', '#2b2238', '#ff7a1c'), pose: { armL: 40, armR: 110, legs: 'wide' } },
  'Cosmo the Cyclops': { plan: 'child', head: 'alien', hat: 'horns', face: { expression: 'happy', eyes: 'cyclops' }, palette: pal('#6fc3ff', '#ffd84a', '#3b4a6b', '#2b2238', '#8a6ff0'), pose: { armL: 60, armR: 60, legs: 'wide' } },
  'Nebula Nia': { head: 'alien', hat: 'starAntennae', face: { expression: 'wink' }, outfit: ['skirt'], props: ['stars'], palette: pal('#c9a6ff', '#3b2f7a', '#5b3fd6', '#ffd84a', '#2b2238'), pose: { armL: 130, armR: 30, legs: 'stand' } },
  'Ufo Pilot Ulf': { plan: 'ufo', head: 'alien', hat: 'antennae', outfit: ['saucer'], palette: pal('#7cd65a', '#c9ced8', '#3b4a6b', '#2b2238', '#ff7aa8', '#7cd65a'), pose: { armL: 30, armR: 150, legs: 'none' } },
});
