/**
 * Query words, folded the way the database folds character text (toonmart_word in
 * migrations/0210_search.sql): lowercase ASCII words, plurals to one form, a final "y" as "ie"
 * so "fairy" and "fairies" meet. Not a stemmer on purpose: "animal" must not find "animated".
 */
const IRREGULAR: Record<string, string> = {
  children: 'child', men: 'man', women: 'woman', people: 'person', mice: 'mouse', geese: 'goose', feet: 'foot', teeth: 'tooth',
  elves: 'elf', wolves: 'wolf', knives: 'knife', leaves: 'leaf', halves: 'half', shelves: 'shelf', lives: 'life', wives: 'wife',
  thieves: 'thief', scarves: 'scarf', shoes: 'shoe', canoes: 'canoe', buses: 'bus', dwarves: 'dwarf', loaves: 'loaf',
};

/** Words that say nothing about a character; dropped from queries (unless nothing else is left). */
const STOP_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'of', 'with', 'for', 'in', 'on', 'to', 'from', 'by', 'at', 'my']);

export function foldWord(word: string): string {
  let r = IRREGULAR[word] ?? word;
  if (r === word) {
    if (word.length > 4 && /(x|z|ch|sh|ss|o)es$/.test(word)) r = word.slice(0, -2);
    else if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) r = word.slice(0, -1);
  }
  return r.length > 2 && r.endsWith('y') ? `${r.slice(0, -1)}ie` : r;
}

/** The raw words of a text, lowercase, split on anything but ASCII letters and digits. */
export function rawWords(text: string): string[] {
  return text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
}

/** The folded words a query searches for: at most 6, stop words dropped when others remain, no repeats. */
export function queryWords(text: string): string[] {
  const words = rawWords(text);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return [...new Set((meaningful.length ? meaningful : words).map(foldWord))].slice(0, 6);
}
