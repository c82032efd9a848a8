import type { Design } from './design.ts';
import { KINDS, label } from './parts.ts';

const list = (items: string[]) => items.map((i) => label(i).toLowerCase()).join(', ');

/** A design in words, the start of the brief a shopper sends with it to an artist (they may add to it). */
export function designWords(d: Design): string {
  const parts = [
    `A ${KINDS[d.kind].label.toLowerCase()} called ${d.name}, made in the character maker.`,
    `Body: ${label(d.body).toLowerCase()}; head: ${label(d.head).toLowerCase()}; expression: ${d.expression}.`,
    d.hair ? `Hair: ${label(d.hair).toLowerCase()}.` : '',
    d.hat ? `Hat: ${label(d.hat).toLowerCase()}.` : '',
    d.outfit.length ? `Outfit: ${list(d.outfit)}.` : '',
    d.props.length ? `Holds: ${list(d.props)}.` : '',
    d.extras.length ? `Face: ${list(d.extras)}.` : '',
    `Colours: skin ${d.palette.skin}, main ${d.palette.main}, accent ${d.palette.accent}, hair ${d.palette.hair}, details ${d.palette.detail}.`,
  ];
  return parts.filter(Boolean).join('\n');
}
