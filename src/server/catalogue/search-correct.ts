/**
 * Spelling correction of query words against the catalogue's own words (pure; the vocabulary is
 * loaded in search-vocabulary.ts). Optimal string alignment distance, so a swapped pair of letters
 * ("piarte", "robto") costs one edit; trigram similarity scores those too low to trust.
 */
export type Vocabulary = Map<string, number>;

export function editDistance(a: string, b: string, limit = 3): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits allowed for a word of this length: none for short words (too many neighbours), 1 up to 5 letters, else 2. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length <= 5 ? 1 : 2;
}

/** The known word closest to `word` (fewest edits, then the most used), or undefined when none is close enough. */
export function closestWord(word: string, vocabulary: Vocabulary): string | undefined {
  const limit = allowedEdits(word);
  let best: { word: string; distance: number; uses: number } | undefined;
  for (const [known, uses] of vocabulary) {
    const distance = editDistance(word, known, limit);
    if (distance > limit) continue;
    if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) best = { word: known, distance, uses };
  }
  return best?.word;
}

/** Each unknown word replaced by its closest known word; words with no close match are kept as typed. */
export function correctWords(words: string[], vocabulary: Vocabulary): string[] {
  return words.map((w) => (vocabulary.has(w) ? w : closestWord(w, vocabulary) ?? w));
}
