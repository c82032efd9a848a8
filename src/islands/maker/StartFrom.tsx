import { useState } from 'react';
import { CAST } from '#/lib/art/cast/index.ts';
import type { Design } from '#/lib/maker/design.ts';
import { designFromArt } from '#/lib/maker/draw.ts';

const label = (slug: string) => (slug.charAt(0).toUpperCase() + slug.slice(1)).replace(/-/g, ' ');

/** "Start from" a catalogue character: its parts and colours become the design (one undo step). */
export function StartFrom({ onStart }: { onStart: (d: Design) => void }) {
  const [choice, setChoice] = useState('');
  const start = () => {
    const [type, name] = choice.split('|');
    const art = type && name ? CAST[type]?.[name] : undefined;
    const design = art ? designFromArt(art) : null;
    if (design) onStart(design);
  };
  return (
    <div className="mk-start">
      <label htmlFor="mk-start">Start from a catalogue character</label>
      <div className="mk-start-row">
        <select id="mk-start" value={choice} onChange={(e) => setChoice(e.currentTarget.value)}>
          <option value="">Choose a character</option>
          {Object.entries(CAST).map(([type, cast]) => (
            <optgroup key={type} label={label(type)}>
              {Object.keys(cast).filter((name) => designFromArt(cast[name]!)).map((name) => <option key={name} value={`${type}|${name}`}>{name}</option>)}
            </optgroup>
          ))}
        </select>
        <button type="button" className="btn btn-secondary" onClick={start} disabled={!choice}>Start from this</button>
      </div>
    </div>
  );
}
