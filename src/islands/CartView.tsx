import { useStore } from '@nanostores/react';
import { memo, useEffect, useState } from 'react';
import { formatCredits, formatMoney } from '../lib/pricing.ts';
import { $cart, removeFromCart } from '../stores/cart.ts';
import { $quote, $quoteError, payWithCredits, refreshQuote, type QuotedLine } from '../stores/checkout.ts';
import { $geo } from '../stores/geo.ts';

type Props = { mode: 'cart' | 'checkout'; balance?: number; signedIn: boolean };

function Amount({ line }: { line: QuotedLine }) {
  const geo = useStore($geo);
  if (line.priceType === 'free') return <>Free</>;
  return (
    <>
      {formatCredits(line.credits)} <small>(≈ {formatMoney(line.cents, geo.currencyCode, geo.currencyConverterRate)})</small>
    </>
  );
}

/** The cart page and the checkout: lines priced by the server, totals in credits and in the visitor's currency. */
function CartView({ mode, balance = 0, signedIn }: Props) {
  const cart = useStore($cart);
  const quote = useStore($quote);
  const error = useStore($quoteError);
  const geo = useStore($geo);
  const [key] = useState(() => crypto.randomUUID());
  const signature = cart.map((l) => `${l.characterId}:${l.plan}`).join('|');
  useEffect(() => void refreshQuote(), [signature]);
  if (error) return <p role="alert">{error}</p>;
  if (!cart.length) return <p>Your cart is empty. <a href="/cartoon-characters">Browse characters</a>.</p>;
  if (!quote) return <p>Pricing your cart…</p>;
  const pay = async () => {
    const orderId = await payWithCredits(key);
    if (orderId) window.location.assign(`/account/downloads?order=${orderId}`);
  };
  const short = quote.totalCredits > balance;
  return (
    <div>
      {quote.dropped > 0 && <p role="status">Some items are no longer available and were left out.</p>}
      <table className="tm-table">
        <thead><tr><th scope="col">Character</th><th scope="col">Licence</th><th scope="col">Price</th>{mode === 'cart' && <th scope="col"><span className="visually-hidden">Remove</span></th>}</tr></thead>
        <tbody>
          {quote.lines.map((line) => (
            <tr key={`${line.characterId}:${line.plan}`}>
              <td><a href={`/cartoon-characters/${line.slug}`}>{line.title}</a></td>
              <td>{line.plan === 'standard' ? 'Standard' : 'Extended'}</td>
              <td><Amount line={line} /></td>
              {mode === 'cart' && (
                <td><button type="button" className="btn btn-quiet" onClick={() => removeFromCart(line.characterId, line.plan)} aria-label={`Remove ${line.title} (${line.plan})`}>Remove</button></td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p><strong>Total: {formatCredits(quote.totalCredits)}</strong> (≈ {formatMoney(quote.totalCredits * 100, geo.currencyCode, geo.currencyConverterRate)})</p>
      {mode === 'cart' ? (
        <div className="tm-actions"><a className="btn btn-primary" href="/checkout">{signedIn ? 'Go to checkout' : 'Sign in and check out'}</a></div>
      ) : (
        <div className="tm-actions">
          <p>Your balance: <strong>{formatCredits(balance)}</strong></p>
          {short ? (
            <a className="btn btn-primary" href="/pricing#credit-packs">Buy credits ({formatCredits(quote.totalCredits - balance)} missing)</a>
          ) : (
            <button type="button" className="btn btn-primary" onClick={() => void pay()}>Pay {formatCredits(quote.totalCredits)}</button>
          )}
        </div>
      )}
    </div>
  );
}

export default memo(CartView);
