import { navigate } from 'astro:transitions/client';
import { memo, useRef, type ChangeEvent, type SyntheticEvent } from 'react';
import { FORMATS, SORTS, type CatalogueQuery } from '../lib/catalogue-query.ts';

type Props = { query: CatalogueQuery; types: { slug: string; name: string }[]; tags: string[] };

const SORT_LABELS: Record<(typeof SORTS)[number], string> = {
  relevance: 'Best match',
  newest: 'Newest',
  popular: 'Most popular',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

/** Builds the catalogue URL from the form, leaving out empty fields so URLs stay short and shareable. */
function targetUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  const data = new FormData(form);
  const tags = data.getAll('tag').map(String);
  for (const [key, value] of data) if (key !== 'tag' && String(value).trim() !== '') params.set(key, String(value).trim());
  if (tags.length) params.set('tags', tags.join(','));
  const search = params.toString();
  return `${form.action.replace(/\?.*$/, '')}${search ? `?${search}` : ''}`;
}

/**
 * The filter panel: a plain GET form (works before hydration and without
 * JavaScript); once hydrated, each change navigates at once.
 */
function FilterPanel({ query, types, tags }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const go = () => {
    if (form.current) void navigate(targetUrl(form.current));
  };
  // Selects and checkboxes apply at once; typed fields wait for Enter or the button.
  const change = (event: ChangeEvent<HTMLFormElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type !== 'text' && target.type !== 'number') go();
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    go();
  };
  return (
    <form ref={form} className="tm-filters" method="get" action="/cartoon-characters" role="search" aria-label="Filter characters" onSubmit={submit} onChange={change}>
      <label>
        Search
        <input type="text" name="q" defaultValue={query.q ?? ''} placeholder="Pirate, robot, doctor…" />
      </label>
      <label>
        Price
        <select name="price" defaultValue={query.price ?? ''}>
          <option value="">Any price</option>
          <option value="free">Free samples</option>
          <option value="credits">Credits</option>
          <option value="currency">US dollars</option>
        </select>
      </label>
      <label>
        Kind
        <select name="kind" defaultValue={query.kind ?? ''}>
          <option value="">Characters and sets</option>
          <option value="graphi">Single characters</option>
          <option value="graphiSet">Character sets</option>
        </select>
      </label>
      <label>
        Type
        <select name="type" defaultValue={query.type ?? ''}>
          <option value="">All types</option>
          {types.map((t) => (
            <option key={t.slug} value={t.slug}>{t.name}</option>
          ))}
        </select>
      </label>
      <label>
        Format
        <select name="format" defaultValue={query.format ?? ''}>
          <option value="">Any format</option>
          {FORMATS.map((f) => (
            <option key={f} value={f}>{f}</option>
          ))}
        </select>
      </label>
      <fieldset className="tm-range">
        <legend>Standard price (USD or credits)</legend>
        <label>
          Min
          <input type="number" name="min" min={0} inputMode="numeric" defaultValue={query.min ?? ''} />
        </label>
        <label>
          Max
          <input type="number" name="max" min={0} inputMode="numeric" defaultValue={query.max ?? ''} />
        </label>
      </fieldset>
      <fieldset className="tm-tags">
        <legend>Tags</legend>
        {tags.map((tag) => (
          <label key={tag} className="tm-tag">
            <input type="checkbox" name="tag" value={tag} defaultChecked={query.tags.includes(tag)} /> {tag}
          </label>
        ))}
      </fieldset>
      <label>
        Sort by
        <select name="sort" defaultValue={query.sort}>
          {SORTS.filter((s) => s !== 'relevance' || query.q).map((s) => (
            <option key={s} value={s}>{SORT_LABELS[s]}</option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary">Show characters</button>
    </form>
  );
}

export default memo(FilterPanel);
