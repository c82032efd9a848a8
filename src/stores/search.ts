import { atom } from 'nanostores';
import { catalogueApi, type Suggestion } from '#/lib/api/catalogue.ts';
import { api } from '#/lib/api/client.ts';

/** Suggestions of the search box being typed in (`box`: its id; a page may have two boxes). */
export type SuggestState = { box: string; q: string; items: Suggestion[] };

export const $suggestions = atom<SuggestState>({ box: '', q: '', items: [] });

/** Wait for a pause in typing before asking: one request per word typed, not per letter. */
export const SUGGEST_PAUSE_MS = 150;

let timer: ReturnType<typeof setTimeout> | undefined;
let inFlight: AbortController | undefined;

export function clearSuggestions(): void {
  clearTimeout(timer);
  inFlight?.abort();
  $suggestions.set({ box: '', q: '', items: [] });
}

/** Asks for suggestions after a pause; an older request still under way is cancelled so answers never arrive out of order. */
export function requestSuggestions(box: string, text: string): void {
  const q = text.trim();
  clearTimeout(timer);
  if (q.length < 2) return clearSuggestions();
  timer = setTimeout(async () => {
    inFlight?.abort();
    const controller = (inFlight = new AbortController());
    const result = await api(catalogueApi.suggest, { query: { q }, signal: controller.signal });
    if (controller.signal.aborted) return;
    // A failed suggestion is not worth a toast: the box still searches on Enter.
    $suggestions.set({ box, q, items: result.ok ? result.data.items : [] });
  }, SUGGEST_PAUSE_MS);
}
