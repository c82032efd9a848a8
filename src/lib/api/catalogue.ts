import { z } from '#/lib/zod.ts';
import { endpoint } from './contract.ts';

/** Search suggestions while typing: characters by title, types and tags. */
export const SUGGEST_LIMIT = 8;

// Query string of GET /search/suggest. One letter suggests too much to be useful; 100 is the search box's own limit.
export const suggestRequest = z.object({ q: z.string().trim().min(2, 'Type at least 2 letters.').max(100, 'Use at most 100 characters.') });
export type SuggestRequest = z.infer<typeof suggestRequest>;

export const suggestion = z.object({
  kind: z.enum(['character', 'type', 'tag']),
  label: z.string(),
  /** What the row says under or beside the label: the character's type, "Type", "Tag". */
  detail: z.string(),
  href: z.string(),
});
export type Suggestion = z.infer<typeof suggestion>;

export const suggestions = z.object({ q: z.string(), items: z.array(suggestion).max(SUGGEST_LIMIT) });
export type Suggestions = z.infer<typeof suggestions>;

// A GET: the words travel in the query string (parsed with `suggestRequest`), not in a body.
export const catalogueApi = {
  suggest: endpoint('GET', '/search/suggest', { response: suggestions }),
};
