import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from '#/lib/api/catalogue.ts';
import { $suggestions, clearSuggestions, requestSuggestions } from '#/stores/search.ts';

type Props = { id: string; size: 'compact' | 'large'; value?: string };

const KIND_ICON: Record<Suggestion['kind'], string> = { character: '★', type: '▦', tag: '#' };

/**
 * The search box (ARIA 1.2 combobox with a list popup). Server-rendered as a plain GET form that works
 * with no JavaScript; it hydrates on the first focus or touch (client:focus), then suggests as you type.
 * A text input, not type="search": HTML allows role="combobox" on text inputs only (W3C checker).
 */
function SearchSuggest({ id, size, value = '' }: Props) {
  const state = useStore($suggestions);
  // The highlight follows its suggestion (by address) across answers, so an answer to letters typed a moment
  // earlier that arrives after an arrow key keeps it; typing again clears it.
  const [picked, setPicked] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const items = state.box === id ? state.items : [];
  const open = items.length > 0;
  const listId = `${id}-list`;
  const active = picked === null ? -1 : items.findIndex((s) => s.href === picked);

  // Text typed before hydration finished is still in the box: suggest for it now.
  useEffect(() => {
    if (input.current && document.activeElement === input.current) requestSuggestions(id, input.current.value);
  }, [id]);

  const go = (s: Suggestion) => window.location.assign(s.href);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!open) return requestSuggestions(id, event.currentTarget.value);
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      const next = down ? (active + 1 >= items.length ? 0 : active + 1) : active - 1 < 0 ? items.length - 1 : active - 1;
      setPicked(items[next]!.href);
    } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
      event.preventDefault();
      go(items[active]);
    } else if (event.key === 'Escape') {
      setPicked(null);
      if (open) clearSuggestions();
      else event.currentTarget.value = '';
    }
  };

  return (
    <form className={`tm-search tm-search--${size}`} role="search" action="/cartoon-characters" method="get">
      <label htmlFor={id} className="visually-hidden">
        Search characters
      </label>
      <input
        ref={input} id={id} name="q" type="text" inputMode="search" enterKeyHint="search" defaultValue={value} maxLength={100} autoComplete="off" spellCheck={false}
        placeholder={size === 'large' ? 'Search characters, types and tags: pirate, robot, superheroes…' : 'Search characters'}
        role="combobox" aria-autocomplete="list" aria-expanded={open} aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        onInput={(e) => {
          setPicked(null);
          requestSuggestions(id, e.currentTarget.value);
        }} onKeyDown={onKeyDown} onBlur={() => setTimeout(clearSuggestions, 150)}
      />
      <button type="submit" className="btn btn-primary" aria-label={size === 'compact' ? 'Search' : undefined}>
        {size === 'compact' ? (
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
        ) : (
          'Search'
        )}
      </button>
      <ul id={listId} role="listbox" aria-label="Suggestions" className="tm-search-list" hidden={!open}>
        {items.map((s, i) => (
          <li key={s.href} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => e.preventDefault()} onClick={() => go(s)}>
            <span className="tm-search-icon" aria-hidden="true">{KIND_ICON[s.kind]}</span>
            <span className="tm-search-label">{s.label}</span>
            <span className="tm-search-detail">{s.detail}</span>
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">{open ? `${items.length} suggestions. Use the arrow keys to choose.` : ''}</span>
    </form>
  );
}

export default memo(SearchSuggest);
