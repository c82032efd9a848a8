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

/** How many characters a catalogue query finds (the filter drawer's "Show N results"); capped like the listing's count. */
export const catalogueCount = z.object({ total: z.number().int().min(0), capped: z.boolean() });
export type CatalogueCount = z.infer<typeof catalogueCount>;

// GETs: the words and filters travel in the query string (`suggestRequest`; the catalogue's own URL
// parameters, read by parseCatalogueQuery, for the count), not in a body.
export const catalogueApi = {
  suggest: endpoint('GET', '/search/suggest', { response: suggestions }),
  count: endpoint('GET', '/search/count', { response: catalogueCount }),
};
