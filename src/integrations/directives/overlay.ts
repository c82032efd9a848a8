import type { ClientDirective } from 'astro';

/** Loads the overlay island when an island first shows a toast or a busy state. */
const overlayDirective: ClientDirective = (load) => {
  const go = async () => {
    const hydrate = await load();
    await hydrate();
  };
  if ((window as unknown as { __toonmartOverlay?: boolean }).__toonmartOverlay) void go();
  else window.addEventListener('toonmart:overlay', () => void go(), { once: true });
};

export default overlayDirective;
