import { memo, useEffect } from 'react';
import { SOCIAL_MARKER } from '#/lib/session-rules.ts';
import { adoptKnownUser, completeSocialLogin, refreshUser, showUserInHeader, startSessionPoller } from '#/stores/session-actions.ts';
import { $user } from '#/stores/session.ts';

/**
 * Renders nothing: keeps the session stores in step with the server (the 60 s
 * poller). Loaded by `client:session` only in a browser that holds a signed-in user.
 */
function SessionKeeper() {
  useEffect(() => {
    adoptKnownUser();
    let stop = () => {};
    const start = async () => {
      if (location.hash === SOCIAL_MARKER) await completeSocialLogin();
      stop = startSessionPoller();
      // The cart kept with the account (its own chunk: only signed-in pages load it).
      const signedIn = $user.get();
      if (signedIn) void import('#/stores/cart-sync.ts').then((cart) => cart.startCartSync(signedIn._id));
      // GET /users/{id} refreshes the stored copy (name or role changed elsewhere).
      const known = $user.get();
      if (known) await refreshUser(known._id);
    };
    void start();
    const unbind = $user.subscribe(showUserInHeader);
    return () => {
      stop();
      unbind();
    };
  }, []);
  return null;
}

export default memo(SessionKeeper);
