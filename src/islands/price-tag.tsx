import { formatCredits, formatMoney, type PriceTag } from '#/lib/pricing.ts';

/**
 * A price inside an island, the same pieces and classes as src/components/catalogue/Price.astro: the
 * price to pay, the struck list price and discount when reduced, and the money value of credits.
 */
export function PriceTagView({ tag }: { tag: PriceTag }) {
  if (tag.unit === 'free') return <span className="tm-price tm-price-free">Free</span>;
  const was = tag.unit === 'credits' ? tag.listCredits : tag.listCents;
  return (
    <span className="tm-price">
      <span className="tm-price-line">
        <strong className="tm-price-now">{tag.unit === 'credits' ? formatCredits(tag.credits) : formatMoney(tag.cents)}</strong>
        {was !== null && (
          <s className="tm-price-was">
            <span className="visually-hidden">was </span>
            {tag.unit === 'credits' ? was : formatMoney(was)}
            {tag.unit === 'credits' && <span className="visually-hidden"> credits</span>}
          </s>
        )}
      </span>
      {(tag.unit === 'credits' || tag.off !== null) && (
        <span className="tm-price-line">
          {tag.unit === 'credits' && <span className="tm-price-approx">≈ {formatMoney(tag.cents)}</span>}
          {tag.off !== null && <span className="tm-discount">−{tag.off} %</span>}
        </span>
      )}
    </span>
  );
}
