/**
 * Social preview cards (1200×630, the size Open Graph and X expect), drawn as SVG and rasterised with
 * sharp like the blog's og images. Pure: the text and layout; og-image.ts adds the character's picture.
 */
import { formatCredits, formatMoney, planPrice, type Priced } from '#/lib/pricing.ts';
import { SITE_NAME } from '#/lib/site.ts';
import { escapeXml } from './sitemap.ts';

export const OG_SIZE = { width: 1200, height: 630 } as const;
/** Where the character's picture goes on the card (left side, square). */
export const OG_PICTURE = { left: 60, top: 65, size: 500 } as const;

/** What the card says about the price: the Standard licence, the cheapest way in. */
export function priceBand(item: Priced): string {
  if (item.priceType === 'free') return 'Free sample';
  const price = planPrice(item, 'standard');
  return `From ${item.priceType === 'credits' ? formatCredits(price.credits) : formatMoney(price.cents)}`;
}

/** Splits a title into at most `lines` lines of about `width` characters, ending with … when cut. */
export function wrapTitle(title: string, width = 14, lines = 3): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > lines ? [...out.slice(0, lines - 1), `${out[lines - 1]}…`] : out;
}

const LOGO = '<g transform="translate(640 520) scale(1.6)"><circle cx="16" cy="16" r="15" fill="#F59E0B"/><circle cx="11" cy="13" r="3" fill="#1F2937"/><circle cx="21" cy="13" r="3" fill="#1F2937"/><path d="M9 19c2 4 12 4 14 0" stroke="#1F2937" stroke-width="2.5" fill="none" stroke-linecap="round"/></g>';

/** The card: a light panel for the picture on the left, the name, a price band and the store's name on the right. */
export function ogCardSvg(card: { title: string; kicker: string; band?: string; picture: boolean }): string {
  const { left, top, size } = OG_PICTURE;
  const lines = wrapTitle(card.title).map((line, i) => `<text x="640" y="${215 + i * 72}" font-size="56" font-weight="700" fill="#111827">${escapeXml(line)}</text>`);
  const band = card.band
    ? `<rect x="640" y="410" width="${Math.max(200, card.band.length * 25 + 48)}" height="72" rx="36" fill="#F59E0B"/><text x="664" y="458" font-size="38" font-weight="700" fill="#111827">${escapeXml(card.band)}</text>`
    : '';
  const panel = card.picture ? `<rect x="${left}" y="${top}" width="${size}" height="${size}" rx="32" fill="#ffffff"/>` : LOGO.replace('translate(640 520) scale(1.6)', `translate(${left + 90} ${top + 90}) scale(10)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_SIZE.width}" height="${OG_SIZE.height}" font-family="DejaVu Sans, Arial, sans-serif">
<rect width="100%" height="100%" fill="#FEF3C7"/>${panel}
<text x="640" y="120" font-size="30" fill="#92400E">${escapeXml(card.kicker.length > 32 ? `${card.kicker.slice(0, 31)}…` : card.kicker)}</text>
${lines.join('\n')}
${band}
${LOGO}<text x="704" y="568" font-size="34" font-weight="700" fill="#111827">${SITE_NAME}</text>
</svg>`;
}
