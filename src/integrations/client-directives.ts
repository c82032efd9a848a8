import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/**
 * Client directives that decide whether an island's JavaScript is loaded at all:
 * - `client:popup`: hydrates only when the free-samples popup has not yet been shown in this session.
 * - `client:overlay`: hydrates the global overlay on the first toast or busy state.
 * - `client:focus`: hydrates on the first focus, touch or pointer over the island (the search box).
 * - `client:push`: hydrates the web push island only when notification permission is granted.
 * - `client:cart`: hydrates the header's cart count when the cart holds lines or the page has islands anyway.
 * - `client:signedout`: hydrates the "you were signed out" notice only after the session check signed the tab out.
 * - `client:session`: hydrates the session keeper (60 s poller) only in a signed-in browser.
 * A signed-out reader who already saw the popup thus downloads no React.
 */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'toonmart:client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'popup',
          entrypoint: fileURLToPath(new URL('./directives/popup.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'cart',
          entrypoint: fileURLToPath(new URL('./directives/cart.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'signedout',
          entrypoint: fileURLToPath(new URL('./directives/signedout.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'session',
          entrypoint: fileURLToPath(new URL('./directives/session.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'overlay',
          entrypoint: fileURLToPath(new URL('./directives/overlay.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'focus',
          entrypoint: fileURLToPath(new URL('./directives/focus.ts', import.meta.url)),
        });
        addClientDirective({
          name: 'push',
          entrypoint: fileURLToPath(new URL('./directives/push.ts', import.meta.url)),
        });
      },
    },
  };
}
