import type { ClientDirective } from 'astro';

/**
 * Loads the session island only when this browser holds a signed-in user: the
 * encrypted copy in localStorage (key = the directive's value), a user rendered by
 * the server, or the marker of a social login that just completed.
 * A signed-out reader downloads nothing.
 */
const sessionDirective: ClientDirective = async (load, options) => {
  let stored: string | null;
  try {
    stored = localStorage.getItem(String(options.value));
  } catch {
    stored = null;
  }
  const signedIn = stored !== null || document.getElementById('initial-user') !== null || location.hash === '#signed-in';
  if (!signedIn) return;
  const hydrate = await load();
  await hydrate();
};

export default sessionDirective;
