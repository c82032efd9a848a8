import type { Priced } from '#/lib/pricing.ts';
import { priceBand } from './og-card.ts';

/**
 * A character page's meta description: unique because it starts with the name, then what it is and costs,
 * then the artist's text, within the ~160 characters search results show.
 */
export function characterDescription(c: Priced & { title: string; kind: 'graphi' | 'graphiSet'; typeName: string; formats: string[]; description: string }): string {
  const what = c.kind === 'graphiSet' ? 'cartoon character set' : 'cartoon character';
  const head = `${c.title}: ${what} (${c.typeName}) in ${c.formats.join(', ') || 'vector and PNG'}. ${priceBand(c)}.`;
  const text = `${head} ${c.description}`.replace(/\s+/g, ' ').trim();
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}
