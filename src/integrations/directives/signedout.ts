import type { ClientDirective } from 'astro';
import { SIGNED_OUT_KEY } from '#/lib/signed-out.ts';

/** Loads the signed-out notice only right after the session check signed this tab out. */
const signedOutDirective: ClientDirective = async (load) => {
  let record: string | null;
  try {
    record = sessionStorage.getItem(SIGNED_OUT_KEY);
  } catch {
    record = null;
  }
  if (record === null) return;
  const hydrate = await load();
  await hydrate();
};

export default signedOutDirective;
