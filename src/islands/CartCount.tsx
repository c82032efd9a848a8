import { useStore } from '@nanostores/react';
import { memo } from 'react';
import { $cart } from '#/stores/cart.ts';

/** The number of items in the cart, beside the header's cart link (loaded by client:cart). */
function CartCount() {
  const count = useStore($cart).length;
  if (count === 0) return null;
  return (
    <>
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">({count === 1 ? '1 item' : `${count} items`})</span>
    </>
  );
}

export default memo(CartCount);
