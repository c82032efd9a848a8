import { svgDocument } from './art/draw.ts';
import { TUTORIAL_SEEDS } from './index.ts';

/** Every diagram of the demo tutorials by file name (`{slug}-{name}`), with its SVG. */
export function illustrations(): { name: string; svg: () => string }[] {
  return TUTORIAL_SEEDS.flatMap((seed) =>
    Object.entries(seed.diagrams).map(([name, d]) => ({ name: `${seed.slug}-${name}`, svg: () => svgDocument(d.title, d.draw()) })),
  );
}
