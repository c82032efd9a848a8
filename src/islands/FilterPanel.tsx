import { memo, useRef, type ChangeEvent, type ReactNode, type SyntheticEvent } from 'react';
import { activeFilterCount, filterButtonLabel, showResultsLabel } from '#/lib/catalogue-filters.ts';
import { formatName } from '#/lib/file-kinds.ts';
import { catalogueHref, FORMATS, parseCatalogueQuery, SORTS, type CatalogueQuery } from '#/lib/catalogue-query.ts';
import { inDrawer, useLiveCount } from './use-live-count.ts';

/** `found`: what the page shows now, the count until a filter changes. */
type Props = { query: CatalogueQuery; types: { slug: string; name: string }[]; tags: string[]; found: { total: number; capped: boolean } };

const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** The canonical catalogue URL of the form's state (defaults left out), so URLs stay short and shareable. */
function targetUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) params.append(key, String(value));
  return catalogueHref(parseCatalogueQuery(params));
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="tm-field">
      <label htmlFor={id}>{label}</label>
      {children}
    </div>
  );
}

/**
 * The filter panel: a plain GET form (works before hydration and without JavaScript). Beside the
 * results (wide screens) each change of a select or box navigates at once. On phones it is a drawer (a
 * popover: opens and closes without JavaScript) behind a "Filters" button, so the results come first:
 * there it stays open while the shopper sets several filters, its button counting the results live,
 * and applies them with "Show N results"; closing it without that keeps the results as they were.
 */
function FilterPanel({ query, types, tags, found }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const live = useLiveCount(found);
  const go = () => {
    // A full load, not astro:transitions' navigate(): importing it would split the router into a chunk every page loads.
    if (form.current) window.location.assign(targetUrl(form.current));
  };
  const recount = () => form.current && live.recount(targetUrl(form.current));
  // Wide: selects and checkboxes apply at once, typed fields wait for Enter or the button. In the drawer nothing applies until the button.
  const change = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (inDrawer() || target.type === 'text' || target.type === 'number') recount();
    else go();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };
  // Closed without "Show N results" (×, Escape, a tap beside it): the fields go back to what the page shows.
  const toggled = (event: SyntheticEvent<HTMLDivElement>) => {
    if ((event.nativeEvent as ToggleEvent).newState !== 'closed' || !form.current) return;
    form.current.reset();
    live.reset();
  };
  const count = activeFilterCount(query);
  return (
    <>
      <button type="button" className="btn btn-secondary tm-filter-toggle" popoverTarget="catalogue-filters">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
          <path d="M4 6h16M7 12h10M10 18h4" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {filterButtonLabel(count)}
      </button>
      <div id="catalogue-filters" className="tm-filter-drawer" popover="auto" onToggle={toggled}>
        <div className="tm-filter-drawer-head">
          <h2>Filters</h2>
          <button
            type="button"
            className="tm-filter-close"
            popoverTarget="catalogue-filters"
            popoverTargetAction="hide"
            aria-label="Close filters"
          >
            ×
          </button>
        </div>
        <form
          ref={form}
          className="tm-filters"
          method="get"
          action="/cartoon-characters"
          role="search"
          aria-label="Filter characters"
          onSubmit={submit}
          onChange={change}
        >
          <Field id="f-q" label="Search">
            {' '}
            <input type="text" id="f-q" name="q" defaultValue={query.q ?? ''} placeholder="Pirate, robot, doctor…" />
          </Field>
          <Field id="f-price" label="Price">
            {' '}
            <select id="f-price" name="price" defaultValue={query.price ?? ''}>
              <option value="">Any price</option>
              <option value="free">Free samples</option>
              <option value="credits">Credits</option>
              <option value="currency">US dollars</option>
            </select>
          </Field>
          <Field id="f-kind" label="Kind">
            {' '}
            <select id="f-kind" name="kind" defaultValue={query.kind ?? ''}>
              <option value="">Characters and sets</option>
              <option value="graphi">Single characters</option>
              <option value="graphiSet">Character sets</option>
            </select>
          </Field>
          <Field id="f-type" label="Type">
            {' '}
            <select id="f-type" name="type" defaultValue={query.type ?? ''}>
              <option value="">All types</option>
              {types.map((t) => (
                <option key={t.slug} value={t.slug}>
                  {t.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="f-format" label="Format">
            {' '}
            <select id="f-format" name="format" defaultValue={query.format ?? ''}>
              <option value="">Any format</option>
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {formatName(f)}
                </option>
              ))}
            </select>
          </Field>
          <fieldset className="tm-range">
            <legend>Standard price (USD or credits)</legend>
            <Field id="f-min" label="Min">
              {' '}
              <input type="number" id="f-min" name="min" min={0} inputMode="numeric" defaultValue={query.min ?? ''} />
            </Field>
            <Field id="f-max" label="Max">
              {' '}
              <input type="number" id="f-max" name="max" min={0} inputMode="numeric" defaultValue={query.max ?? ''} />
            </Field>
          </fieldset>
          <fieldset className="tm-tags">
            <legend>Tags</legend>
            {tags.map((tag) => (
              <label key={tag} className="tm-tag">
                <input type="checkbox" name="tag" value={tag} defaultChecked={query.tags.includes(tag)} /> {tag}
              </label>
            ))}
          </fieldset>
          <Field id="f-sort" label="Sort by">
            {' '}
            <select id="f-sort" name="sort" defaultValue={query.sort}>
              {SORTS.filter((s) => s !== 'relevance' || query.q).map((s) => (
                <option key={s} value={s}>
                  {SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </Field>
          <div className="tm-filter-apply">
            <button type="submit" className="btn btn-primary" disabled={live.total === 0} aria-describedby="f-count">
              {showResultsLabel(live.total, live.capped)}
            </button>
            <p id="f-count" className="visually-hidden" role="status">
              {live.changed ? `${live.total === 0 ? 'No' : live.total} ${live.total === 1 ? 'character matches' : 'characters match'} these filters.` : ''}
            </p>
          </div>
        </form>
      </div>
    </>
  );
}

export default memo(FilterPanel);
