import type { ClientDirective } from 'astro';

/**
 * Loads the web push island only when notification permission is already granted.
 * Everyone else downloads nothing (no React, no Firebase); the reason is only logged.
 */
const pushDirective: ClientDirective = async (load) => {
  const permission = typeof Notification === 'undefined' || !('serviceWorker' in navigator) ? 'unsupported' : Notification.permission;
  if (permission !== 'granted') {
    console.debug(`[push] not set up: notification permission is ${permission}`);
    return;
  }
  const hydrate = await load();
  await hydrate();
};

export default pushDirective;
