import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import type { Quote } from '#/lib/api/cart.ts';
import { $couponError, applyCoupon, removeCoupon } from '#/stores/checkout.ts';

/**
 * The cart's one coupon: a code field, or the code applied with what it gives and a way to remove it.
 * Only the server knows what a code is worth; the message of a refused code is the server's.
 */
export function CartCoupon({ quote, editable }: { quote: Quote; editable: boolean }) {
  const error = useStore($couponError);
  const [code, setCode] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) await applyCoupon(code);
    setCode('');
  };
  if (quote.coupon) {
    return (
      <div className="tm-coupon" role="status">
        <p>
          Coupon <strong>{quote.coupon.code}</strong> applied: {quote.coupon.summary}.
        </p>
        {editable && <button type="button" className="btn btn-quiet" onClick={() => void removeCoupon()}>Remove coupon</button>}
      </div>
    );
  }
  if (!editable) return error ? <p className="tm-coupon tm-coupon--error" role="alert">{error}</p> : null;
  return (
    <form className="tm-coupon" onSubmit={(event) => void submit(event)}>
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="tm-coupon__row">
        <input id="coupon-code" name="coupon" autoComplete="off" autoCapitalize="characters" maxLength={32} value={code} onChange={(e) => setCode(e.target.value)} />
        <button type="submit" className="btn btn-secondary">Apply</button>
      </div>
      {error && <p className="tm-coupon--error" role="alert">{error}</p>}
    </form>
  );
}
