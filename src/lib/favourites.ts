import { isUuid } from './ids.ts';

/** Browser-side lists of issue 20: signed-out favourites and recently viewed characters (pure rules). */
export const FAVOURITES_KEY = 'toonmart-favourites';
export const RECENT_KEY = 'toonmart-recent';
export const MAX_LOCAL_FAVOURITES = 500;
export const MAX_RECENT = 12;

export type RecentItem = { id: string; slug: string; title: string; hasPreview: boolean };

function parseArray(raw: string | null | undefined): unknown[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Stored ids from an older version or another hand are read loosely: only ids survive. */
export function parseFavourites(raw: string | null | undefined): string[] {
  return [...new Set(parseArray(raw).filter(isUuid))].slice(0, MAX_LOCAL_FAVOURITES);
}

/** Adds (newest first) or removes a character. */
export function toggleId(ids: readonly string[], id: string, on: boolean): string[] {
  const rest = ids.filter((x) => x !== id);
  return on ? [id, ...rest].slice(0, MAX_LOCAL_FAVOURITES) : rest;
}

const isRecent = (v: unknown): v is RecentItem => {
  const r = v as RecentItem;
  return !!r && isUuid(r.id) && typeof r.slug === 'string' && /^[a-z0-9-]{1,120}$/.test(r.slug) && typeof r.title === 'string' && typeof r.hasPreview === 'boolean';
};

export function parseRecent(raw: string | null | undefined): RecentItem[] {
  return parseArray(raw).filter(isRecent).slice(0, MAX_RECENT);
}

/** The character just viewed goes first; the list keeps the last 12 distinct characters. */
export function addRecent(list: readonly RecentItem[], item: RecentItem): RecentItem[] {
  return [item, ...list.filter((r) => r.id !== item.id)].slice(0, MAX_RECENT);
}
