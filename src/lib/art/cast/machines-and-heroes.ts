import { pal, table } from './define.ts';

/** Superheroes: capes, chest emblems, masks, and bold poses. */
const SUIT = ['cape', 'emblem', 'belt'];

export const HEROES = table({
  'Captain Comet': { plan: 'hero', hair: 'short', emblem: 'comet', outfit: SUIT, palette: pal('#f5cfa8', '#2f6fe0', '#e2263b', '#5a3a22', '#ffd84a'), pose: { armL: 25, armR: 170, legs: 'wide' } },
  'Thunder Girl': { plan: 'hero', hair: 'long', emblem: 'bolt', face: { expression: 'angry', extras: ['mask'] }, outfit: SUIT, palette: pal('#ffdcc0', '#6a3fd0', '#ffd84a', '#f2c14e', '#2b2238'), pose: { armL: 150, armR: 20, legs: 'stand' } },
  'Mighty Max': { plan: 'hero', hair: 'spiky', emblem: 'M', outfit: SUIT, palette: pal('#c98b5e', '#e2263b', '#2f6fe0', '#1f1b2e', '#ffd84a'), pose: { armL: 45, armR: 45, legs: 'wide' } },
  'The Green Shield': { plan: 'hero', hair: 'short', emblem: 'shield', face: { expression: 'angry', extras: ['mask'] }, outfit: SUIT, props: ['shield'], palette: pal('#f5cfa8', '#2f9e4f', '#ffd84a', '#8a3a10', '#1d5a30'), pose: { armL: 60, armR: 25, legs: 'stand' } },
  'Night Owl': { plan: 'hero', hat: 'cowl', emblem: 'moon', face: { expression: 'wink', extras: ['mask'] }, outfit: SUIT, palette: pal('#e8b48a', '#2b2f4a', '#5b5f9a', '#2b2238', '#ffd84a'), pose: { armL: 100, armR: 100, legs: 'stand' } },
  'Solar Flare': { plan: 'hero', hair: 'spiky', emblem: 'sun', outfit: SUIT, palette: pal('#ffdcc0', '#ff7a1c', '#ffd84a', '#e2263b', '#c02a1a'), pose: { armL: 30, armR: 95, legs: 'walk' } },
});
/** Robots: box, monitor, tin-can and dome heads, a drone, and a chef. */
export const ROBOTS = table({
  'Bolt the Robot': { plan: 'robot', head: 'robot-box', emblem: 'bolt', outfit: ['emblem'], palette: pal('#c9ced8', '#3d8bfd', '#ffd84a', '#8e96a8', '#8e96a8'), pose: { armL: 20, armR: 150, legs: 'stand' } },
  'Gizmo Helper Bot': { plan: 'robot', head: 'robot-dome', outfit: ['panel'], props: ['wrench'], face: { expression: 'wink' }, palette: pal('#e3e7ef', '#43c4a0', '#ff9f1c', '#8e96a8', '#8e96a8'), pose: { armL: 30, armR: 40, legs: 'wide' } },
  'Rusty Tin Robot': { plan: 'robot', head: 'robot-can', outfit: ['rust'], face: { expression: 'surprised' }, palette: pal('#b9b0a0', '#a89f8f', '#7a5a3a', '#8e96a8', '#8a8070'), pose: { armL: 70, armR: 70, legs: 'walk' } },
  'Chatbot Charlie': { plan: 'robot', head: 'robot-screen', face: { expression: 'happy', eyes: 'screen' }, props: ['bubble'], palette: pal('#8a6ff0', '#8a6ff0', '#ffd84a', '#8e96a8', '#6b5fb0'), pose: { armL: 20, armR: 120, legs: 'stand' } },
  'Delivery Drone Dot': { plan: 'drone', head: 'drone', face: { expression: 'happy' }, props: ['parcel'], palette: pal('#ff9f1c', '#ff9f1c', '#8e96a8', '#8e96a8', '#8e96a8', '#8e96a8'), pose: { armL: 15, armR: 15, legs: 'none' } },
  'Robo Chef': { plan: 'robot', head: 'robot-box', hat: 'chef', outfit: ['apron'], props: ['pan'], palette: pal('#d9dee8', '#e2463a', '#ffd84a', '#8e96a8', '#8e96a8'), pose: { armL: 20, armR: 50, legs: 'stand' } },
});
