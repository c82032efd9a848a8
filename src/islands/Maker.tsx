import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '#/lib/api/client.ts';
import { makerApi } from '#/lib/api/maker.ts';
import { encodeDesign, type Design } from '#/lib/maker/design.ts';
import { designSvg, randomDesign } from '#/lib/maker/draw.ts';
import { BuyPanel, type MakerPrices } from './maker/BuyPanel.tsx';
import { Pickers } from './maker/Pickers.tsx';
import { StartFrom } from './maker/StartFrom.tsx';
import { useHistory } from './maker/use-history.ts';

type Saved = { id: string; name: string; code: string };
/** `origin`: the store's public address, so the link shown is the whole address to share. */
type Props = { initial: Design; signedIn: boolean; saved: Saved[]; prices: MakerPrices; origin: string };

/**
 * The character maker: pickers on the builder's parts, a live preview drawn by the same code the
 * server draws the bought files with, undo/redo, randomise, start from a catalogue character. The
 * design lives in the URL (?d=), so the address bar is always the link to share.
 */
function Maker({ initial, signedIn, saved: savedAtFirst, prices, origin }: Props) {
  const { value: design, set, undo, redo, canUndo, canRedo } = useHistory(initial);
  const code = useMemo(() => encodeDesign(design), [design]);
  const started = useRef(0);
  const preview = useRef<HTMLDivElement>(null);
  const svg = useMemo(() => designSvg(design), [design]);
  const [saved, setSaved] = useState(savedAtFirst);
  const [status, setStatus] = useState('');
  const here = `/customize/maker?d=${code}`;

  const change = useCallback((update: (d: Design) => Design) => {
    started.current = performance.now();
    set(update);
  }, [set]);

  useEffect(() => {
    window.history.replaceState(null, '', `/customize/maker?d=${code}`);
    // The time from a choice to the new preview on screen, read by the performance measurement.
    if (started.current && preview.current) preview.current.dataset.changeMs = (performance.now() - started.current).toFixed(1);
  }, [code]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || (e.target as HTMLElement).matches('input[type=text], textarea')) return;
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const save = async () => {
    const result = await api(makerApi.saveDesign, { body: { design } });
    if (!result.ok) return setStatus(result.message);
    setSaved((list) => [result.data.design, ...list.filter((s) => s.id !== result.data.design.id)]);
    setStatus(`“${design.name}” is saved to My designs.`);
  };
  const copy = async () => {
    const link = `${origin}${here}`;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setStatus('The link to this design is copied.');
  };

  return (
    <div className="mk">
      <div className="mk-stage">
        <div className="mk-preview" ref={preview} role="img" aria-label={`Preview of ${design.name}`} data-preview dangerouslySetInnerHTML={{ __html: svg }} />
        <div className="mk-tools" role="toolbar" aria-label="Design tools">
          <button type="button" className="btn btn-secondary" onClick={undo} disabled={!canUndo} aria-keyshortcuts="Control+Z">Undo</button>
          <button type="button" className="btn btn-secondary" onClick={redo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">Redo</button>
          <button type="button" className="btn btn-secondary" onClick={() => change((d) => randomDesign(Math.random, d.name))}>Randomise</button>
        </div>
      </div>
      <div className="mk-side">
        <label className="mk-name">Character name
          <input type="text" value={design.name} maxLength={60} onChange={(e) => { const name = e.currentTarget.value; if (name.trim()) change((d) => ({ ...d, name })); }} />
        </label>
        <StartFrom onStart={(d) => change(() => d)} />
        <Pickers design={design} change={change} />
        <section className="mk-share" aria-labelledby="mk-share-title">
          <h2 id="mk-share-title">Share and save</h2>
          <label>Link to this design<input type="url" readOnly value={`${origin}${here}`} onFocus={(e) => e.currentTarget.select()} /></label>
          <div className="mk-tools">
            <button type="button" className="btn btn-secondary" onClick={copy}>Copy link</button>
            {signedIn ? <button type="button" className="btn btn-secondary" onClick={save}>Save to My designs</button> : <a href={`/login?next=${encodeURIComponent(here)}`}>Sign in to save designs</a>}
          </div>
          <p role="status" className="mk-message">{status}</p>
          {signedIn && saved.length > 0 && (
            <nav aria-label="My designs">
              <h3>My designs</h3>
              <ul className="mk-saved">{saved.map((s) => <li key={s.id}><a href={`/customize/maker?d=${s.code}`}>{s.name}</a></li>)}</ul>
            </nav>
          )}
        </section>
        <BuyPanel design={design} signedIn={signedIn} prices={prices} here={here} />
      </div>
    </div>
  );
}

export default memo(Maker);
