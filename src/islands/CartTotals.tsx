import { creditsToCents, DEFAULT_CREDIT_VALUE_CENTS, formatCredits, formatMoney } from '#/lib/pricing.ts';
import type { CreditSplit } from '#/lib/top-up.ts';
import type { Quote } from '#/lib/api/cart.ts';
import type { CardTax } from '#/lib/tax.ts';

/** The credit-priced part's price in money, at the credit value the quote was made with. */
export const creditsInCents = (quote: Quote, credits: number) => creditsToCents(credits, quote.creditValueCents);

/**
 * The totals. In the cart (`split` null) the credits are shown with what they cost by card, since any
 * cart can be paid by card; at checkout the card pays the money lines and the credits bought, the
 * balance pays what the buyer chose to use of it.
 */
export function CartTotals({ quote, split, tax = null }: { quote: Quote; split: CreditSplit | null; tax?: CardTax | null }) {
  const nothing = quote.totalCents === 0 && quote.totalCredits === 0;
  const card = quote.totalCents + (split?.topUpCents ?? 0) + (tax?.cents ?? 0);
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
      {!split && quote.totalCredits > 0 && (
        <>
          <dt>Credit-priced items</dt>
          <dd>
            {formatCredits(quote.totalCredits)}
            <span className="tm-cart__alt"> — pay {formatMoney(creditsInCents(quote, quote.totalCredits))} by card, or use your credits</span>
          </dd>
        </>
      )}
      {!split && quote.totalCents > 0 && (<><dt>Priced in dollars</dt><dd>{formatMoney(quote.totalCents)} USD</dd></>)}
      {split && split.topUpCredits > 0 && (<><dt>{formatCredits(split.topUpCredits)} bought by card</dt><dd>{formatMoney(split.topUpCents)} USD</dd></>)}
      {split && tax && (<><dt>Before VAT</dt><dd>{formatMoney(card - tax.cents)} USD</dd></>)}
      {split && tax && (<><dt>{tax.label}</dt><dd className="tm-cart__tax">{formatMoney(tax.cents)} USD</dd></>)}
      {split && card > 0 && (<><dt>To pay by card</dt><dd>{formatMoney(card)} USD</dd></>)}
      {split && split.fromBalance > 0 && (<><dt>To pay with credits</dt><dd>{formatCredits(split.fromBalance)}</dd></>)}
      {nothing && (<><dt>Total</dt><dd>Free</dd></>)}
    </dl>
  );
}

/**
 * A buyer who holds credits chooses whether they pay the credit-priced items; whatever they do not
 * cover is bought by card in the same order. Packs stay on /pricing for those who want their bonus.
 */
export function CreditChoice({ quote, balance, useCredits, onChange }: { quote: Quote; balance: number; useCredits: boolean; onChange: (use: boolean) => void }) {
  const credits = quote.totalCredits;
  const usable = Math.min(credits, balance);
  const byCard = formatMoney(creditsInCents(quote, credits));
  return (
    <fieldset className="tm-cart__credits">
      <legend>
        {formatCredits(credits)} — pay {byCard} by card{balance > 0 ? ', or use your credits' : ''}
      </legend>
      <p>Your credit balance: <strong>{formatCredits(balance)}</strong></p>
      {balance > 0 ? (
        <>
          <label>
            <input type="radio" name="use-credits" checked={useCredits} onChange={() => onChange(true)} />
            {usable === credits ? `Use ${formatCredits(usable)} of my balance` : `Use my ${formatCredits(usable)} and pay the other ${formatCredits(credits - usable)} by card (${formatMoney(creditsInCents(quote, credits - usable))})`}
          </label>
          <label>
            <input type="radio" name="use-credits" checked={!useCredits} onChange={() => onChange(false)} />
            Keep my credits and pay {byCard} by card
          </label>
        </>
      ) : (
        <p>No credit pack needed: the credits are bought by card in this order at {formatMoney(quote.creditValueCents ?? DEFAULT_CREDIT_VALUE_CENTS)} each.</p>
      )}
      <p className="tm-cart__note">Buying often? <a href="/pricing">Credit packs</a> cost up to 20 % less per credit.</p>
    </fieldset>
  );
}
