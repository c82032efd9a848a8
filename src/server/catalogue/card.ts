import { sql, type SQL } from 'drizzle-orm';

/** A character as listings show it (catalogue, search, home shelves), and one page of search results. */
export type CharacterCard = {
  id: string;
  slug: string;
  kind: 'graphi' | 'graphiSet';
  title: string;
  typeName: string;
  typeSlug: string;
  formats: string[];
  priceType: 'credits' | 'currency' | 'free';
  priceStandard: number;
  priceExtended: number;
  discountPercent: number | null;
  hasPreview: boolean;
  /** The artist who sells it ("by {artist}"), null for the store's own characters. */
  artist?: ArtistByline | null;
};

export type ArtistByline = { name: string; slug: string };

/** The byline column of raw card queries: `alias` is the characters table's alias in the query. */
export const artistColumn = (alias: string): SQL =>
  sql.raw(`(SELECT json_build_object('name', ap.display_name, 'slug', ap.slug) FROM artist_profiles ap WHERE ap.user_id = ${alias}.artist_id) AS artist`);


export type SearchResult = { items: CharacterCard[]; total: number; capped: boolean; page: number; pages: number; correctedTo?: string };
