import { useStore } from '@nanostores/react';
import { memo, useEffect } from 'react';
import { $push, checkPushStatus, enablePush } from '#/stores/push.ts';

/** The polite in-page prompt: the browser's permission dialog opens only when the visitor asks. */
function PushPrompt() {
  const status = useStore($push);

  useEffect(() => {
    void checkPushStatus();
  }, []);

  switch (status) {
    case 'unknown':
      return null;
    case 'off':
      return <p className="push-prompt">Notifications are not available on this store yet.</p>;
    case 'unsupported':
      return <p className="push-prompt">This browser cannot show notifications from websites.</p>;
    case 'denied':
      return <p className="push-prompt">Notifications are blocked for Toonmart. You can allow them in your browser&apos;s site settings.</p>;
    case 'granted':
      return <p className="push-prompt">Notifications are on in this browser.</p>;
    default:
      return (
        <div className="push-prompt">
          <p>Turn on notifications to hear about your custom character jobs and new packs, even when Toonmart is closed.</p>
          <button type="button" className="btn btn-primary" disabled={status === 'working'} onClick={() => void enablePush()}>
            {status === 'working' ? 'Waiting for your browser…' : 'Turn on notifications'}
          </button>
        </div>
      );
  }
}

export default memo(PushPrompt);
