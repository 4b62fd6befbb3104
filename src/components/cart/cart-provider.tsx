'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { cartQuantity, cartReducer, INITIAL_CART, resumeCart, shouldPersist, type CartAction, type CartState } from '@/domain/cart/cart';
import { seal, unseal } from '@/lib/sealed-storage';

/** (docs/requirements.md, "Cart storage"): the local cart lives in browser storage under the key CART. */
export const CART_STORAGE_KEY = 'CART';

interface CartContextValue {
  cart: CartState;
  /** total units, for the header and tab bar badges */
  quantity: number;
  dispatch: (action: CartAction) => void;
}

const CartContext = createContext<CartContextValue | null>(null);

export function CartProvider({ children }: { children: React.ReactNode }) {
  const [cart, setCart] = useState<CartState>(INITIAL_CART);
  const ref = useRef(cart);
  const writes = useRef(Promise.resolve());
  /** changes made before browser storage was first read: applied again on top of the stored cart, then saved */
  const early = useRef<CartAction[]>([]);
  const restored = useRef(false);

  const persist = useCallback((state: CartState) => {
    // writes are chained so that an older state never lands after a newer one
    writes.current = writes.current.then(async () => {
      try {
        localStorage.setItem(CART_STORAGE_KEY, await seal({ ...state, loaded: undefined }));
      } catch (err) {
        console.error('[cart] could not save the cart', err);
      }
    });
  }, []);

  // restore at start, and follow changes made in other tabs
  useEffect(() => {
    let alive = true;
    const restore = async () => {
      const stored = await unseal<Partial<CartState>>(localStorage.getItem(CART_STORAGE_KEY));
      if (!alive) return;
      const pending = early.current;
      early.current = [];
      restored.current = true;
      const next = resumeCart(stored, pending);
      ref.current = next;
      setCart(next);
      if (pending.some(shouldPersist)) persist(next);
    };
    void restore();
    const onStorage = (e: StorageEvent) => {
      if (e.key === CART_STORAGE_KEY) void restore();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      alive = false;
      window.removeEventListener('storage', onStorage);
    };
  }, [persist]);

  const dispatch = useCallback(
    (action: CartAction) => {
      const next = cartReducer(ref.current, action);
      ref.current = next;
      setCart(next);
      // before the stored cart is read, saving would overwrite it: the change is kept and applied to it instead
      if (!restored.current) early.current.push(action);
      else if (shouldPersist(action)) persist(next);
    },
    [persist],
  );

  const value = useMemo(() => ({ cart, quantity: cartQuantity(cart), dispatch }), [cart, dispatch]);
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart(): CartContextValue {
  const ctx = useContext(CartContext);
  if (!ctx) throw new Error('useCart must be used inside <CartProvider>');
  return ctx;
}
