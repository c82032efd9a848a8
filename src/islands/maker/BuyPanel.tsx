import { useState } from 'react';
import { api } from '#/lib/api/client.ts';
import { makerApi } from '#/lib/api/maker.ts';
import type { Plan } from '#/lib/cart.ts';
import { encodeDesign, type Design } from '#/lib/maker/design.ts';
import { addToCart } from '#/stores/cart.ts';

export type MakerPrices = { standard: string; extended: string };

/** "Buy this character" (a licence at the store's maker price, through the cart and checkout) and "Send to an artist". */
export function BuyPanel({ design, signedIn, prices, here }: { design: Design; signedIn: boolean; prices: MakerPrices; here: string }) {
  const [plan, setPlan] = useState<Plan>('standard');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; href?: string; link?: string } | null>(null);
  const buy = async () => {
    setBusy(true);
    setMessage(null);
    const result = await api(makerApi.buy, { body: { design } });
    setBusy(false);
    if (!result.ok) return setMessage({ text: result.message });
    if (result.data.owned.includes(plan)) {
      return setMessage({ text: `You already hold the ${plan === 'standard' ? 'Standard' : 'Extended'} licence for this design: nothing to pay.`, href: `/customize/maker/files/${result.data.characterId}`, link: 'See its files' });
    }
    addToCart(result.data.characterId, plan);
    window.location.assign('/checkout');
  };
  return (
    <section className="mk-buy" aria-labelledby="mk-buy-title">
      <h2 id="mk-buy-title">Buy this character</h2>
      <fieldset className="mk-plans">
        <legend>Licence</legend>
        <label><input type="radio" name="mk-plan" value="standard" checked={plan === 'standard'} onChange={() => setPlan('standard')} /> Standard {prices.standard}</label>
        <label><input type="radio" name="mk-plan" value="extended" checked={plan === 'extended'} onChange={() => setPlan('extended')} /> Extended {prices.extended}</label>
      </fieldset>
      <p className="mk-hint">We draw your character again on our side and deliver the full file set (PNG, SVG, EPS, AI, FLA and the videos), usually within a minute.</p>
      {signedIn ? (
        <button type="button" className="btn btn-primary" onClick={buy} disabled={busy}>{busy ? 'Preparing…' : 'Buy this character'}</button>
      ) : (
        <a className="btn btn-primary" href={`/login?next=${encodeURIComponent(here)}`}>Sign in to buy this character</a>
      )}
      <p role="status" className="mk-message">{message?.text} {message?.href && <a href={message.href}>{message.link}</a>}</p>
      <h2>Or have an artist draw it</h2>
      <p className="mk-hint">Send this design to one of our artists as the brief of a custom order, at the custom levels' prices.</p>
      <a className="btn btn-secondary" href={`/customize?design=${encodeDesign(design)}#order-title`}>Send to an artist</a>
    </section>
  );
}
