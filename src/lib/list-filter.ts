/**
 * The filters of an admin list (users by role, orders by status and date…), held in the URL
 * beside the table query (src/lib/table-query.ts). One parser for every list: each filter
 * accepts only the values its list declares, and a value it does not know is dropped, so a
 * hand-edited or stale link shows the unfiltered list instead of an error.
 */
export type FilterChoice = { name: string; label: string; options: readonly { value: string; label: string }[] };
export type ListFilterSpec = { choices?: readonly FilterChoice[]; dates?: boolean };
/** The kept filters as URL parameters (`from` / `to`: days, UTC, inclusive). */
export type ListFilter = Record<string, string>;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one), or null. */
export function parseDay(value: string | null | undefined): string | null {
  const match = DAY.exec(value ?? '');
  if (!match) return null;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(match[0]) ? match[0] : null;
}

export function parseListFilter(params: URLSearchParams, spec: ListFilterSpec): ListFilter {
  const kept: ListFilter = {};
  for (const choice of spec.choices ?? []) {
    const value = params.get(choice.name);
    if (value && choice.options.some((o) => o.value === value)) kept[choice.name] = value;
  }
  if (spec.dates) {
    let from = parseDay(params.get('from'));
    let to = parseDay(params.get('to'));
    // A range typed backwards means the same days.
    if (from && to && from > to) [from, to] = [to, from];
    if (from) kept.from = from;
    if (to) kept.to = to;
  }
  return kept;
}

/** The instants a day range covers: from the start of `from` to before the day after `to` (UTC). */
export function dayRange(filter: ListFilter): { start?: Date; end?: Date } {
  const start = filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined;
  const end = filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000) : undefined;
  return { start, end };
}

/** Options from a list of values, labelled by a function (or as they are). */
export const optionsOf = (values: readonly string[], label: (value: string) => string = (v) => v) =>
  values.map((value) => ({ value, label: label(value) }));
