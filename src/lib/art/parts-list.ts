import type { CharacterArt } from './model.ts';

/**
 * The builder's parts a character is made of, as `kind:name` words (`plan:hero`, `head:fox`,
 * `hat:chef`, `outfit:cape`, `prop:shield`): what makes two characters look alike beyond their type
 * and tags. A set has the parts of all its members.
 */
export function artParts(cast: CharacterArt[]): string[] {
  const parts = cast.flatMap((art) => [
    `plan:${art.plan}`,
    `head:${art.head}`,
    ...(art.hat ? [`hat:${art.hat}`] : []),
    ...art.outfit.map((o) => `outfit:${o}`),
    ...art.props.map((p) => `prop:${p}`),
  ]);
  return [...new Set(parts)].sort();
}
