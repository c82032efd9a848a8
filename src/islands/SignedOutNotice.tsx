import { useStore } from '@nanostores/react';
import { memo, useEffect } from 'react';
import { SIGNED_OUT_TEXT, signInAgainHref } from '#/lib/signed-out.ts';
import { $signedOutFrom, dismissSignedOutNotice, takeSignedOutNotice } from '#/stores/signed-out.ts';

/** "You were signed out: your session ended. Sign in again", once, after the session check logged the browser out (loaded by client:signedout). */
function SignedOutNotice() {
  const from = useStore($signedOutFrom);
  useEffect(() => takeSignedOutNotice(), []);
  if (from === null) return null;
  return (
    <div className="signed-out-notice container" role="status">
      <p>
        {SIGNED_OUT_TEXT.lead} <a href={signInAgainHref(from)}>{SIGNED_OUT_TEXT.link}</a>
      </p>
      <button type="button" aria-label="Dismiss" onClick={() => dismissSignedOutNotice()}>
        ×
      </button>
    </div>
  );
}

export default memo(SignedOutNotice);
