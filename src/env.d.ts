/// <reference types="astro/client" />
import type { SessionUser } from './stores/session.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:popup'?: boolean;
    'client:overlay'?: boolean;
    'client:push'?: boolean;
    /** Value: the localStorage key of the encrypted user copy (hydrates only for a signed-in browser). */
    'client:session'?: string;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user of this request, set by the middleware (null when signed out). */
      user: SessionUser | null;
      /** The id of the server session behind `user` (null when signed out). */
      sessionId?: string | null;
    }
  }
}
