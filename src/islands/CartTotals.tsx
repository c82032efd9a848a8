import { useState } from 'react';
import { creditPacks, formatCredits, formatMoney } from '#/lib/pricing.ts';
import type { Quote } from '#/lib/api/cart.ts';

/** Two totals, each in its own unit, never added together: money by card, credits from the balance. */
export function CartTotals({ quote }: { quote: Quote }) {
  const nothing = quote.totalCents === 0 && quote.totalCredits === 0;
  return (
    <dl className="tm-cart__totals">
      {quote.discountCents > 0 && (<><dt>Subtotal</dt><dd>{formatMoney(quote.subtotalCents)} USD</dd></>)}
      {quote.discountCredits > 0 && (<><dt>Subtotal in credits</dt><dd>{formatCredits(quote.subtotalCredits)}</dd></>)}
      {quote.coupon && (quote.discountCents > 0 || quote.discountCredits > 0) && (
        <>
          <dt>Coupon {quote.coupon.code}</dt>
          <dd className="tm-cart__discount">
            {[quote.discountCents > 0 ? `−${formatMoney(quote.discountCents)} USD` : '', quote.discountCredits > 0 ? `−${formatCredits(quote.discountCredits)}` : ''].filter(Boolean).join(' and ')}
          </dd>
        </>
      )}
      {quote.totalCents > 0 && (<><dt>To pay by card</dt><dd>{formatMoney(quote.totalCents)} USD</dd></>)}
      {quote.totalCredits > 0 && (<><dt>To pay with credits</dt><dd>{formatCredits(quote.totalCredits)}</dd></>)}
      {nothing && (<><dt>Total</dt><dd>Free</dd></>)}
    </dl>
  );
}

/** Short of credits: buy a pack here and come back to this same checkout, cart untouched. */
export function TopUp({ missing, creditValueCents }: { missing: number; creditValueCents?: number }) {
  const [key] = useState(() => crypto.randomUUID());
  // Priced at the credit value the quote was made with (the server charges the current one).
  const packs = creditPacks(creditValueCents);
  const fits = packs.filter((pack) => pack.credits >= missing);
  return (
    <section className="tm-cart__topup" aria-labelledby="topup-title">
      <h2 id="topup-title">You need {formatCredits(missing)} more</h2>
      <p>Buy a credit pack and you come back to this checkout with your cart as it is.</p>
      <div className="tm-actions">
        {(fits.length ? fits : packs).map((pack) => (
          <form key={pack.id} method="post" action="/api/credit-packs">
            <input type="hidden" name="packId" value={pack.id} />
            <input type="hidden" name="idempotencyKey" value={`${key}-${pack.id}`} />
            <input type="hidden" name="returnTo" value="checkout" />
            <button type="submit" className="btn btn-secondary">Buy {pack.credits} credits for {formatMoney(pack.cents)} USD</button>
          </form>
        ))}
      </div>
    </section>
  );
}
