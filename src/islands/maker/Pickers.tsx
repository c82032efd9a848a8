import type { Design } from '#/lib/maker/design.ts';
import { MAX_EXTRAS, MAX_OUTFIT, MAX_PROPS } from '#/lib/maker/design.ts';
import { withKind } from '#/lib/maker/draw.ts';
import { EXPRESSIONS, EYES, FACE_EXTRAS, HAIR_STYLES, HAT_NAMES, KINDS, KIND_NAMES, label, OUTFIT_NAMES, PALETTES, POSES, POSE_NAMES, PROP_NAMES, type Kind } from '#/lib/maker/parts.ts';

type Change = (update: (d: Design) => Design) => void;
type Option = { value: string; text: string };
const opts = (names: readonly string[]): Option[] => names.map((n) => ({ value: n, text: label(n) }));
const NONE = '';

/** One picker: a labelled row of choices (radio buttons: arrow keys move, a screen reader reads the legend and each label). */
function Row({ id, legend, options, value, onPick }: { id: string; legend: string; options: Option[]; value: string; onPick: (v: string) => void }) {
  return (
    <fieldset className="mk-row" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{legend}</legend>
      <div className="mk-options">
        {options.map((o) => (
          <label key={o.value || 'none'} className="mk-option">
            <input type="radio" name={id} value={o.value} checked={value === o.value} onChange={() => onPick(o.value)} />
            <span>{o.text}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A row of several choices (checkboxes) with a maximum: past it the others are disabled. */
function Many({ id, legend, options, values, max, onPick }: { id: string; legend: string; options: Option[]; values: readonly string[]; max: number; onPick: (v: string[]) => void }) {
  return (
    <fieldset className="mk-row" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`}>{legend} (up to {max})</legend>
      <div className="mk-options">
        {options.map((o) => {
          const on = values.includes(o.value);
          return (
            <label key={o.value} className="mk-option">
              <input type="checkbox" name={id} value={o.value} checked={on} disabled={!on && values.length >= max} onChange={() => onPick(on ? values.filter((v) => v !== o.value) : [...values, o.value])} />
              <span>{o.text}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const COLOURS = [['skin', 'Skin'], ['main', 'Main colour'], ['accent', 'Accent'], ['hair', 'Hair and details'], ['detail', 'Small details']] as const;

/** Every picker of the maker, in the order a character is built. */
export function Pickers({ design: d, change }: { design: Design; change: Change }) {
  const kind = KINDS[d.kind];
  const set = <K extends keyof Design>(key: K) => (value: string) => change((x) => ({ ...x, [key]: value }));
  const optional = <K extends 'hair' | 'hat' | 'eyes'>(key: K) => (value: string) => change((x) => {
    const { [key]: _drop, ...rest } = x;
    return (value === NONE ? rest : { ...rest, [key]: value }) as Design;
  });
  const paletteName = PALETTES.find((p) => p.colours.join() === Object.values(d.palette).join())?.name ?? '';
  const poseName = POSE_NAMES.find((p) => POSES[p].armL === d.pose.armL && POSES[p].armR === d.pose.armR && POSES[p].legs === d.pose.legs) ?? '';
  return (
    <div className="mk-pickers">
      <Row id="mk-kind" legend="Kind" options={KIND_NAMES.map((k) => ({ value: k, text: KINDS[k].label }))} value={d.kind} onPick={(k) => change((x) => withKind(x, k as Kind))} />
      <Row id="mk-body" legend="Body" options={opts(kind.bodies)} value={d.body} onPick={set('body')} />
      <Row id="mk-head" legend="Head" options={opts(kind.heads)} value={d.head} onPick={set('head')} />
      <Row id="mk-expression" legend="Expression" options={opts(EXPRESSIONS)} value={d.expression} onPick={set('expression')} />
      <Row id="mk-eyes" legend="Eyes" options={[{ value: NONE, text: 'Usual' }, ...opts(EYES.filter((e) => e !== 'round'))]} value={d.eyes ?? NONE} onPick={optional('eyes')} />
      <Many id="mk-extras" legend="Face extras" options={opts(FACE_EXTRAS)} values={d.extras} max={MAX_EXTRAS} onPick={(v) => change((x) => ({ ...x, extras: v as Design['extras'] }))} />
      {d.kind === 'person' && <Row id="mk-hair" legend="Hair" options={[{ value: NONE, text: 'None' }, ...opts(HAIR_STYLES)]} value={d.hair ?? NONE} onPick={optional('hair')} />}
      <Many id="mk-outfit" legend="Outfit" options={opts(OUTFIT_NAMES)} values={d.outfit} max={MAX_OUTFIT} onPick={(v) => change((x) => ({ ...x, outfit: v }))} />
      <Row id="mk-hat" legend="Hat" options={[{ value: NONE, text: 'None' }, ...opts(HAT_NAMES)]} value={d.hat ?? NONE} onPick={optional('hat')} />
      <Many id="mk-props" legend="Props" options={opts(PROP_NAMES)} values={d.props} max={MAX_PROPS} onPick={(v) => change((x) => ({ ...x, props: v }))} />
      <Row id="mk-palette" legend="Palette" options={PALETTES.map((p) => ({ value: p.name, text: p.name }))} value={paletteName}
        onPick={(name) => {
          const [skin, main, accent, hair, detail] = PALETTES.find((p) => p.name === name)!.colours;
          change((x) => ({ ...x, palette: { skin, main, accent, hair, detail } }));
        }} />
      <fieldset className="mk-row" aria-labelledby="mk-colours-legend">
        <legend id="mk-colours-legend">Colours</legend>
        <div className="mk-options">
          {COLOURS.map(([key, text]) => (
            <label key={key} className="mk-option mk-colour">
              <input type="color" value={d.palette[key]} onChange={(e) => change((x) => ({ ...x, palette: { ...x.palette, [key]: e.currentTarget.value.toLowerCase() } }))} />
              <span>{text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Row id="mk-pose" legend="Pose" options={POSE_NAMES.map((p) => ({ value: p, text: POSES[p].label }))} value={poseName}
        onPick={(p) => change((x) => ({ ...x, pose: { armL: POSES[p as keyof typeof POSES].armL, armR: POSES[p as keyof typeof POSES].armR, legs: POSES[p as keyof typeof POSES].legs } }))} />
    </div>
  );
}
