/// <reference types="astro/client" />
import type { SessionUser } from './stores/session.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:popup'?: boolean;
    'client:overlay'?: boolean;
    'client:push'?: boolean;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user of this request, set by the middleware (null when signed out). */
      user: SessionUser | null;
    }
  }
}
