import { useStore } from '@nanostores/react';
import { memo, useState } from 'react';
import type { Plan } from '#/lib/cart.ts';
import { $cart, addToCart } from '#/stores/cart.ts';
import { useHydrated } from './use-hydrated.ts';

type Props = { characterId: string; title: string; plans: { plan: Plan; label: string; price: string; summary: string }[] };

/** Plan choice (with the licence summary) and "Add to cart"; the cart keeps only the character and the plan. */
function AddToCart({ characterId, title, plans }: Props) {
  const cart = useStore($cart);
  const hydrated = useHydrated();
  const [plan, setPlan] = useState<Plan>(plans[0]?.plan ?? 'standard');
  // An inline notice under the buttons, not a floating toast: on a phone a toast sat on "View cart".
  const [added, setAdded] = useState('');
  const inCart = cart.some((l) => l.characterId === characterId && l.plan === plan);
  const count = cart.length;
  const add = () => {
    addToCart(characterId, plan);
    setAdded(`${title} (${plan === 'standard' ? 'Standard' : 'Extended'}) is in your cart.`);
  };
  return (
    <div>
      <fieldset className="tm-plans">
        <legend>Choose a licence</legend>
        {plans.map((p) => (
          <label key={p.plan} className="tm-plan">
            <input type="radio" name="plan" value={p.plan} checked={plan === p.plan} onChange={() => setPlan(p.plan)} />
            <strong>
              {p.label} — {p.price}
            </strong>
            <span className="tm-plan-summary">{p.summary}</span>
          </label>
        ))}
      </fieldset>
      <div className="tm-actions">
        <button type="button" className="btn btn-primary" onClick={add} disabled={inCart || !hydrated}>
          {inCart ? 'In your cart' : 'Add to cart'}
        </button>
        <a className="btn btn-secondary" href="/cart">
          View cart ({count})
        </a>
      </div>
      <p className="tm-added" role="status">
        {added}
      </p>
    </div>
  );
}

export default memo(AddToCart);
