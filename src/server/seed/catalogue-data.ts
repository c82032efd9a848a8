import type { ArtStyle } from '#/server/catalogue/art.ts';

/** Demo catalogue: 12 types × 6 characters, 8 sets drawn from them. Names and tags only; prices are derived in the seeder. */
export type SeedType = { slug: string; name: string; style: ArtStyle; tags: string[]; names: string[] };

export const SEED_TYPES: SeedType[] = [
  { slug: 'animals', name: 'Animals', style: 'animal', tags: ['animal', 'cute'], names: ['Benny the Bear', 'Foxy Fiona', 'Captain Panda', 'Rusty the Raccoon', 'Lola the Llama', 'Ollie the Owl'] },
  { slug: 'kids', name: 'Kids', style: 'person', tags: ['kid', 'school'], names: ['Mia with a Backpack', 'Leo the Skater', 'Zoe the Scientist', 'Sam on a Scooter', 'Ava the Artist', 'Noah the Soccer Kid'] },
  { slug: 'business', name: 'Business people', style: 'person', tags: ['office', 'explainer'], names: ['Presenter Paula', 'Manager Mike', 'Startup Steve', 'Accountant Anna', 'Sales Sally', 'Developer Dev'] },
  { slug: 'superheroes', name: 'Superheroes', style: 'hero', tags: ['hero', 'action'], names: ['Captain Comet', 'Thunder Girl', 'Mighty Max', 'The Green Shield', 'Night Owl', 'Solar Flare'] },
  { slug: 'robots', name: 'Robots', style: 'robot', tags: ['robot', 'tech'], names: ['Bolt the Robot', 'Gizmo Helper Bot', 'Rusty Tin Robot', 'Chatbot Charlie', 'Delivery Drone Dot', 'Robo Chef'] },
  { slug: 'monsters', name: 'Monsters', style: 'monster', tags: ['monster', 'halloween'], names: ['Grumpy Gremlin', 'Fuzzy Yeti', 'Little Dragon Drago', 'Slimy Blob', 'Friendly Vampire', 'Pumpkin Monster'] },
  { slug: 'fantasy', name: 'Fantasy', style: 'person', tags: ['fantasy', 'magic'], names: ['Wizard Wendell', 'Fairy Flora', 'Knight Kevin', 'Elf Archer Elara', 'Pirate Pete', 'Mermaid Marina'] },
  { slug: 'seniors', name: 'Seniors', style: 'person', tags: ['senior', 'family'], names: ['Grandpa Joe', 'Granny Rose', 'Professor Oldman', 'Gardener Gus', 'Knitting Nana', 'Retired Captain Ray'] },
  { slug: 'sports', name: 'Sports', style: 'person', tags: ['sport', 'action'], names: ['Basketball Ben', 'Tennis Tina', 'Runner Rita', 'Goalkeeper Gary', 'Swimmer Sid', 'Cyclist Cleo'] },
  { slug: 'food-mascots', name: 'Food mascots', style: 'food', tags: ['food', 'mascot'], names: ['Happy Burger', 'Cool Cupcake', 'Pizza Pal', 'Dancing Donut', 'Super Sushi', 'Taco Tom'] },
  { slug: 'professions', name: 'Professions', style: 'person', tags: ['job', 'explainer'], names: ['Doctor Dana', 'Firefighter Finn', 'Chef Charlotte', 'Police Officer Pat', 'Teacher Tess', 'Builder Bob'] },
  { slug: 'aliens', name: 'Aliens', style: 'alien', tags: ['alien', 'space'], names: ['Zorp from Mars', 'Little Green Glix', 'Astronaut Alien', 'Cosmo the Cyclops', 'Nebula Nia', 'Ufo Pilot Ulf'] },
];

/** Sets: a name and the characters it gathers, as [type index, name index] pairs. */
export const SEED_SETS: { title: string; typeSlug: string; members: [number, number][] }[] = [
  { title: 'Forest Friends Set', typeSlug: 'animals', members: [[0, 0], [0, 1], [0, 3], [0, 5]] },
  { title: 'Classroom Kids Set', typeSlug: 'kids', members: [[1, 0], [1, 1], [1, 2], [1, 4]] },
  { title: 'Office Team Set', typeSlug: 'business', members: [[2, 0], [2, 1], [2, 3], [2, 4], [2, 5]] },
  { title: 'Hero League Set', typeSlug: 'superheroes', members: [[3, 0], [3, 1], [3, 2], [3, 5]] },
  { title: 'Robot Workshop Set', typeSlug: 'robots', members: [[4, 0], [4, 1], [4, 3], [4, 5]] },
  { title: 'Halloween Monsters Set', typeSlug: 'monsters', members: [[5, 0], [5, 1], [5, 4], [5, 5]] },
  { title: 'Fairy Tale Cast Set', typeSlug: 'fantasy', members: [[6, 0], [6, 1], [6, 2], [6, 4], [6, 5]] },
  { title: 'City Helpers Set', typeSlug: 'professions', members: [[10, 0], [10, 1], [10, 3], [10, 5]] },
];

/** What each demo character offers: the rigged SVG beside the vector files, the transparent WebM beside the MP4, Lottie and sprite sheets with any animation. */
export const FORMAT_CHOICES = [
  ['EPS', 'AI', 'SVG', 'PNG'],
  ['EPS', 'AI', 'SVG', 'PNG', 'MP4', 'WEBM', 'LOTTIE', 'SPRITES'],
  ['EPS', 'AI', 'SVG', 'PNG', 'FLA', 'MP4', 'WEBM', 'LOTTIE', 'SPRITES'],
  ['PNG', 'MP4', 'WEBM', 'LOTTIE', 'SPRITES'],
  ['EPS', 'AI', 'SVG', 'PNG', 'FLA', 'LOTTIE', 'SPRITES'],
] as const;

/** A set offers every format, each as a ZIP of its characters' files and the group scene. */
export const SET_FORMATS = ['EPS', 'AI', 'SVG', 'PNG', 'FLA', 'MP4', 'WEBM', 'LOTTIE', 'SPRITES'];
