import { useStore } from '@nanostores/react';
import { memo } from 'react';
import { $busy, $toasts, dismissToast } from '#/stores/overlay.ts';

/** The one place islands show toasts and a blocking busy state (see src/stores/overlay.ts). */
function Overlay() {
  const toasts = useStore($toasts);
  const busy = useStore($busy);
  return (
    <>
      <div className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className="toast" data-kind={toast.kind}>
            <span>{toast.message}</span>
            <button type="button" aria-label="Dismiss message" onClick={() => dismissToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
      {busy > 0 && (
        <div className="busy" aria-busy="true" aria-label="Working">
          <div className="spinner" />
        </div>
      )}
    </>
  );
}

// Islands export a memo object: the MDX renderer's check calls plain functions outside React (hook warnings).
export default memo(Overlay);
