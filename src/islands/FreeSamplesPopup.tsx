import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef } from 'react';
import { POPUP_TARGET, POPUP_TEXT } from '../lib/popup.ts';
import { $popup, dismissPopup, openPopupIfFirstVisit } from '../stores/popup.ts';

/** The Free Sample Characters popup: first visit of a browser session only (loaded by client:popup). */
function FreeSamplesPopup() {
  const { open } = useStore($popup);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    openPopupIfFirstVisit();
  }, []);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && dismissPopup();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return (
    <div className="popup-backdrop">
      <div className="popup" role="dialog" aria-modal="true" aria-labelledby="free-samples-title">
        <button ref={closeRef} type="button" className="popup-close" aria-label={POPUP_TEXT.close} onClick={() => dismissPopup()}>
          ×
        </button>
        <h2 id="free-samples-title">{POPUP_TEXT.title}</h2>
        <p>{POPUP_TEXT.body}</p>
        <ul>
          {POPUP_TEXT.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        <a className="btn btn-primary" href={POPUP_TARGET} onClick={() => dismissPopup()}>
          {POPUP_TEXT.button}
        </a>
      </div>
    </div>
  );
}

// Islands export a memo object: the MDX renderer's check calls plain functions outside React (hook warnings).
export default memo(FreeSamplesPopup);
