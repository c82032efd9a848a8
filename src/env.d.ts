/// <reference types="astro/client" />
import type { AccountUser } from './server/auth/user-view.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:popup'?: boolean;
    'client:cart'?: boolean;
    'client:signedout'?: boolean;
    'client:overlay'?: boolean;
    'client:push'?: boolean;
    'client:focus'?: boolean;
    /** Value: the localStorage key of the encrypted user copy (hydrates only for a signed-in browser). */
    'client:session'?: string;
  }
}

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user of this request, set by the middleware (null when signed out); `id`, not the API's `_id`. */
      user: AccountUser | null;
      /** The id of the server session behind `user` (null when signed out). */
      sessionId?: string | null;
      /** Set by /cartoon-characters/{slug}/preview: the character page renders a character not on sale, for staff or its artist. */
      characterPreview?: boolean;
    }
  }
}
