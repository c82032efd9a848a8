import { useEffect, useRef, useState } from 'react';
import { api } from '#/lib/api/client.ts';
import { catalogueApi, type CatalogueCount } from '#/lib/api/catalogue.ts';

/** The filters are a drawer (and apply only with their button) below this width: the catalogue's one-column layout. */
export const inDrawer = (): boolean => window.matchMedia('(max-width: 800px)').matches;

/** Typing waits this long after the last key; a select or box asks at once. */
const TYPING_PAUSE_MS = 250;

/**
 * The number of characters the filters as set now would show, asked of the store as they change (the
 * latest question wins; an answer to an older one is dropped). `changed`: a filter moved since the page.
 */
export function useLiveCount(initial: CatalogueCount) {
  const [count, setCount] = useState({ ...initial, changed: false });
  const asked = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => (clearTimeout(timer.current), asked.current?.abort()), []);

  const ask = async (href: string) => {
    asked.current?.abort();
    const controller = (asked.current = new AbortController());
    const query = Object.fromEntries(new URL(href, window.location.origin).searchParams);
    try {
      const result = await api(catalogueApi.count, { query, signal: controller.signal });
      if (result.ok && asked.current === controller) setCount({ ...result.data, changed: true });
    } catch {
      // Aborted: a newer question is on its way.
    }
  };
  const recount = (href: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void ask(href), TYPING_PAUSE_MS);
  };
  const reset = () => {
    clearTimeout(timer.current);
    asked.current?.abort();
    setCount({ ...initial, changed: false });
  };
  return { ...count, recount, reset };
}
