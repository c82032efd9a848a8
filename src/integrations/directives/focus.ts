import type { ClientDirective } from 'astro';

/**
 * Hydrates an island on the first focus, touch or pointer over it: the search box is a plain form until
 * someone is about to type, so readers who never use it download no JavaScript for it.
 */
const focusDirective: ClientDirective = (load, _options, el) => {
  const events = ['focusin', 'pointerenter', 'touchstart'] as const;
  const go = async () => {
    for (const name of events) el.removeEventListener(name, go);
    const hydrate = await load();
    await hydrate();
  };
  for (const name of events) el.addEventListener(name, go, { once: true, passive: true });
};

export default focusDirective;
