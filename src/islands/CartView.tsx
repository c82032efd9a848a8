import { useStore } from '@nanostores/react';
import { memo, useEffect, useState } from 'react';
import { DEFAULT_CREDIT_VALUE_CENTS, formatCredits, formatMoney } from '#/lib/pricing.ts';
import { creditSplit, type CreditSplit } from '#/lib/top-up.ts';
import { cardTax } from '#/lib/tax.ts';
import type { Plan } from '#/lib/cart.ts';
import { $cart, removeFromCart } from '#/stores/cart.ts';
import type { Quote, QuotedLine } from '#/lib/api/cart.ts';
import { $quote, $quoteError, $useCredits, forgetBought, placeOrder, refreshQuote } from '#/stores/checkout.ts';
import { $cartNote } from '#/stores/cart-note.ts';
import { $geo } from '#/stores/geo.ts';
import { CartCoupon } from './CartCoupon.tsx';
import { CartTotals, CreditChoice } from './CartTotals.tsx';

type Props = { mode: 'cart' | 'checkout' | 'paid'; balance?: number; signedIn: boolean; bought?: { characterId: string; plan: Plan }[] };

/** A line's price in its own unit: credits, US dollars (with the visitor's currency as an estimate), or free. */
function Amount({ line }: { line: QuotedLine }) {
  const geo = useStore($geo);
  if (line.priceType === 'free') return <>Free</>;
  if (line.priceType === 'credits') return <>{formatCredits(line.credits)}</>;
  const local = geo.currencyCode !== 'USD' ? formatMoney(line.cents, geo.currencyCode, geo.currencyConverterRate) : null;
  return (
    <>
      {formatMoney(line.cents)} USD{local && <small className="tm-cart__estimate"> ≈ {local}</small>}
    </>
  );
}

function Lines({ quote, removable }: { quote: Quote; removable: boolean }) {
  return (
    <table className="tm-table tm-stack">
      <thead><tr><th scope="col">Character</th><th scope="col">Licence</th><th scope="col">Price</th>{removable && <th scope="col"><span className="visually-hidden">Remove</span></th>}</tr></thead>
      <tbody>
        {quote.lines.map((line) => (
          <tr key={`${line.characterId}:${line.plan}`}>
            <td data-label="Character">
              <a className="tm-cart-item" href={`/cartoon-characters/${line.slug}`}>
                <img src={`/api/characters/${line.characterId}/preview?thumb`} alt="" width="56" height="56" loading="lazy" onError={(event) => (event.currentTarget.hidden = true)} />
                {line.title}
              </a>
            </td>
            <td data-label="Licence">{line.plan === 'standard' ? 'Standard' : 'Extended'}</td>
            <td data-label="Price"><Amount line={line} /></td>
            {removable && (
              <td><button type="button" className="btn btn-quiet" onClick={() => removeFromCart(line.characterId, line.plan)} aria-label={`Remove ${line.title} (${line.plan})`}>Remove</button></td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function payLabel(quote: Quote, split: CreditSplit, taxCents: number): string {
  const card = quote.totalCents + split.topUpCents + taxCents;
  const parts = [card > 0 ? `${formatMoney(card)} USD by card` : '', split.fromBalance > 0 ? formatCredits(split.fromBalance) : ''].filter(Boolean);
  return parts.length ? `Pay ${parts.join(' and ')}` : 'Get it for free';
}

/** Lines the sign-in took out of the cart because the account owns them: said once, until the shopper closes it. */
function OwnedNote() {
  const note = useStore($cartNote);
  if (!note.length) return null;
  const names = note.map((n) => `${n.title} (${n.plan === 'extended' ? 'Extended' : 'Standard'} licence)`).join(', ');
  return (
    <div className="tm-notice tm-cart__owned" role="status">
      <p>Already yours, so taken out of your cart: {names}. Find {note.length === 1 ? 'it' : 'them'} in <a href="/account/downloads">My downloads</a>.</p>
      <button type="button" className="btn btn-quiet" onClick={() => $cartNote.set([])}>OK</button>
    </div>
  );
}

// One array for every render: a fresh `[]` default would change the effect's dependencies each time and re-price forever.
const NOTHING_BOUGHT: NonNullable<Props['bought']> = [];

/** The cart page, the checkout (the credits' payment chosen, one pay button) and, on the confirmation, the cart emptied of what was bought. */
function CartView({ mode, balance = 0, signedIn, bought = NOTHING_BOUGHT }: Props) {
  const cart = useStore($cart);
  const quote = useStore($quote);
  const error = useStore($quoteError);
  const useCredits = useStore($useCredits);
  const [key] = useState(() => crypto.randomUUID());
  const signature = cart.map((l) => `${l.characterId}:${l.plan}`).join('|');
  useEffect(() => void (mode === 'paid' ? forgetBought(bought) : refreshQuote()), [signature, mode, bought]);
  if (mode === 'paid') return null;
  if (error) return <p role="alert">{error}</p>;
  if (!cart.length) return <><OwnedNote /><p>Your cart is empty. <a href="/cartoon-characters">Browse characters</a>.</p></>;
  if (!quote) return <p>Pricing your cart…</p>;
  const pay = async () => {
    const location = await placeOrder(key);
    if (location) window.location.assign(location);
  };
  // The quote's balance is the freshest (another tab may have spent credits); the page's is the fallback.
  const held = quote.balance ?? balance;
  const split = creditSplit(quote.totalCredits, held, useCredits, quote.creditValueCents ?? DEFAULT_CREDIT_VALUE_CENTS);
  // At checkout the card part carries the buyer's VAT (or checkout waits until they say where they are).
  const taxed = mode === 'checkout' ? cardTax(quote.tax, quote.totalCents + split.topUpCents) : null;
  const refused = taxed && 'refused' in taxed ? taxed.refused : null;
  const tax = taxed && !('refused' in taxed) ? taxed : null;
  const card = quote.totalCents + split.topUpCents + (tax?.cents ?? 0);
  return (
    <div className="tm-cart">
      <OwnedNote />
      {quote.dropped > 0 && <p role="status">Some items are no longer available and were left out.</p>}
      <Lines quote={quote} removable={mode === 'cart'} />
      <CartCoupon quote={quote} editable={mode === 'cart'} />
      {mode === 'checkout' && quote.totalCredits > 0 && <CreditChoice quote={quote} balance={held} useCredits={useCredits} onChange={(use) => $useCredits.set(use)} />}
      <CartTotals quote={quote} split={mode === 'checkout' ? split : null} tax={tax} />
      {tax?.note && tax.cents === 0 && <p className="tm-cart__note">{tax.note}</p>}
      {mode === 'cart' ? (
        <div className="tm-actions"><a className="btn btn-primary" href="/checkout">{signedIn ? 'Go to checkout' : 'Sign in and check out'}</a></div>
      ) : (
        <div className="tm-cart__pay">
          {refused ? (
            <p className="tm-notice tm-notice--error" role="alert">{refused} <a href="/account#tax-heading">Tax details</a></p>
          ) : (
            <div className="tm-actions">
              <button type="button" className="btn btn-primary" onClick={() => void pay()}>{payLabel(quote, split, tax?.cents ?? 0)}</button>
            </div>
          )}
          {card > 0 && <p className="tm-cart__note">The card is charged in US dollars ({formatMoney(card)} USD); amounts in other currencies are estimates.</p>}
        </div>
      )}
    </div>
  );
}

export default memo(CartView);
