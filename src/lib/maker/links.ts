/** A character made in the maker has a slug `maker-` + 16 hex digits of its design's hash (src/server/maker/character.ts). */
export const MAKER_SLUG = /^maker-[0-9a-f]{16}$/;

/** Where a bought character's files are: a maker character has no catalogue page (it is never listed), so its files page. */
export function filesHref(line: { slug: string; characterId: string }): string {
  return MAKER_SLUG.test(line.slug) ? `/customize/maker/files/${line.characterId}` : `/cartoon-characters/${line.slug}`;
}
