import { useStore } from '@nanostores/react';
import { memo, useRef, useState } from 'react';
import type { Plan } from '#/lib/cart.ts';
import { priceTagText, type PriceTag } from '#/lib/pricing.ts';
import { $cart, addToCart } from '#/stores/cart.ts';
import { PriceTagView } from './price-tag.tsx';
import { useBuyBar } from './use-buy-bar.ts';
import { useHydrated } from './use-hydrated.ts';

/** `legend`: what the choice is ("Choose a licence", or "Add the Extended licence" for a buyer who holds Standard). */
type Props = { characterId: string; title: string; legend: string; plans: { plan: Plan; label: string; short: string; price: PriceTag }[] };

/**
 * The licence choice with each plan's price, "Add to cart", and on a phone a bar fixed at the bottom
 * with the chosen plan's price and the same button while the box is scrolled away. The cart keeps
 * only the character and the plan.
 */
function AddToCart({ characterId, title, legend, plans }: Props) {
  const cart = useStore($cart);
  const hydrated = useHydrated();
  const actions = useRef<HTMLDivElement>(null);
  const barShown = useBuyBar(actions);
  const [plan, setPlan] = useState<Plan>(plans[0]?.plan ?? 'standard');
  // An inline notice under the buttons, not a floating toast: on a phone a toast sat on "View cart".
  const [added, setAdded] = useState('');
  const chosen = plans.find((p) => p.plan === plan) ?? plans[0];
  const inCart = cart.some((l) => l.characterId === characterId && l.plan === plan);
  const add = () => {
    addToCart(characterId, plan);
    setAdded(`${title} (${chosen?.label ?? plan}) is in your cart.`);
  };
  const button = (where: string) => (
    <button type="button" className="btn btn-primary tm-add" onClick={add} disabled={inCart || !hydrated} data-where={where}>
      {inCart ? 'In your cart' : 'Add to cart'}
    </button>
  );
  return (
    <div className="tm-buy">
      <fieldset className="tm-plans">
        <legend>{legend}</legend>
        {plans.map((p) => (
          <label key={p.plan} className="tm-plan">
            <input type="radio" name="plan" value={p.plan} checked={plan === p.plan} onChange={() => setPlan(p.plan)} />
            <strong className="tm-plan-name">{p.label}</strong>
            <span className="tm-plan-price">
              <PriceTagView tag={p.price} />
            </span>
            <span className="tm-plan-summary">{p.short}</span>
          </label>
        ))}
      </fieldset>
      <div className="tm-actions tm-buy-actions" ref={actions}>
        {button('box')}
        <a className="btn btn-secondary" href="/cart">
          View cart ({cart.length})
        </a>
      </div>
      <p className="tm-added" role="status">
        {added}
      </p>
      {chosen && (
        <div className="tm-buybar" data-shown={barShown} inert={!barShown} aria-label="Buy this character" role="region">
          <p className="tm-buybar-price">
            <span className="visually-hidden">{`${chosen.label} licence: ${priceTagText(chosen.price)}`}</span>
            <span aria-hidden="true">
              <PriceTagView tag={chosen.price} />
              <small>{chosen.label} licence</small>
            </span>
          </p>
          {inCart ? (
            <a className="btn btn-secondary" href="/cart">
              View cart
            </a>
          ) : (
            button('bar')
          )}
        </div>
      )}
    </div>
  );
}

export default memo(AddToCart);
