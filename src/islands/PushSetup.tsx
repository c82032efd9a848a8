import { memo, useEffect } from 'react';
import { startPush } from '#/stores/push.ts';

/**
 * Web push on page load. Hydrated by `client:push` only when notification permission is
 * already granted, so other visitors download neither this nor Firebase. Renders nothing.
 */
function PushSetup() {
  useEffect(() => {
    void startPush();
  }, []);
  return null;
}

export default memo(PushSetup);
