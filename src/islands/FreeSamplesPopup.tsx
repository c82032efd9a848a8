import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef } from 'react';
import { POPUP_TARGET, POPUP_TEXT } from '#/lib/popup.ts';
import type { PublicSettings } from '#/lib/settings.ts';
import { $popup, $popupTexts, dismissPopup, loadPopupTexts, openPopupIfFirstVisit, popupTextsOf } from '#/stores/popup.ts';

/** The Free Sample Characters popup: first visit of a browser session only (loaded by client:popup). */
function FreeSamplesPopup({ settings }: { settings?: PublicSettings }) {
  const { open } = useStore($popup);
  const stored = useStore($popupTexts);
  const text = settings ? popupTextsOf(settings) : stored;
  const closeRef = useRef<HTMLButtonElement>(null);

  const given = settings !== undefined;
  useEffect(() => {
    // Pages rendered per request pass the current texts; prerendered ones ask when the popup opens.
    if (openPopupIfFirstVisit() && !given) void loadPopupTexts();
  }, [given]);

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
        <h2 id="free-samples-title">{text.title}</h2>
        <p>{text.body}</p>
        <ul>
          {text.bullets.map((bullet) => (
            <li key={bullet}>{bullet}</li>
          ))}
        </ul>
        <a className="btn btn-primary" href={POPUP_TARGET} onClick={() => dismissPopup()}>
          {text.button}
        </a>
      </div>
    </div>
  );
}

// Islands export a memo object: the MDX renderer's check calls plain functions outside React (hook warnings).
export default memo(FreeSamplesPopup);
