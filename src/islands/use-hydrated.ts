import { useEffect, useState } from 'react';

/** False in the server render and until hydration: submit buttons stay disabled until their handler exists. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
