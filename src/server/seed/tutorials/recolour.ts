import { artOf, box, character, COLOURS } from './art/draw.ts';
import { appWindow, label, note, recoloured } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'change-a-characters-colours';

/** Palettes to try on Mighty Max: brand blue, forest green, sunset orange. */
const PALETTES = [
  { name: 'Original', palette: {} },
  { name: 'Brand blue', palette: { main: '#2563eb', accent: '#facc15', detail: '#1e3a8a' } },
  { name: 'Forest', palette: { main: '#15803d', accent: '#a3e635', detail: '#14532d' } },
  { name: 'Sunset', palette: { main: '#ea580c', accent: '#fde047', detail: '#7c2d12' } },
];

const colours = (p: Partial<Record<string, string>>) => {
  const base = artOf('mighty-max').palette;
  return [p.main ?? base.main, p.accent ?? base.accent, p.detail ?? base.detail];
};

const swatches = (x: number, y: number, colours: string[]) => colours.map((c, i) => box(x + i * 56, y, 44, 44, { fill: c, stroke: COLOURS.line, radius: 10 })).join('');

export const recolour: TutorialSeed = {
  slug,
  title: 'Change a character’s colours to match your brand',
  summary: 'Swap a character’s costume colours in Illustrator or Inkscape in minutes, keep the shading consistent, and leave the outlines alone.',
  level: 'beginner',
  formats: ['EPS', 'AI'],
  body: `Every character is drawn with a small palette: **skin**, **main** (the costume), **accent** (trims, trousers), **hair** and **detail** (shoes, gloves), all outlined in one dark ink (#2b2238). Each colour also appears as a **darker crescent** on the right of a shape (the shadow) and a soft highlight. Change a colour and its shadow together and the character keeps its finished look.

The pictures use [Mighty Max](/cartoon-characters/mighty-max); try it on [Gizmo Helper Bot](/cartoon-characters/gizmo-helper-bot) or [Benny the Bear](/cartoon-characters/benny-the-bear).

![The same character four times: original colours, brand blue, forest green and sunset orange](${illustrationPath(slug, 'palettes')} "One drawing, four palettes: only the fills change")

## Adobe Illustrator

1. Open the AI file (**File > Open**) and select everything (**Ctrl/Cmd + A**).
2. Choose **Edit > Edit Colors > Recolor Artwork**. The dialog lists every colour in the drawing, shadows included.
3. Click a colour in the wheel (or in **Advanced Options**, the **Current Colors** list) and give it a new value; link the base colour and its shadow so they move together.
4. Leave the dark ink outline (#2b2238) and the white eye highlights as they are, and click **OK**.

## Inkscape

1. Open the AI file with **Internal import** and ungroup (**Shift + Ctrl + G**).
2. Click a costume shape and choose **Edit > Select Same > Fill Color**: every shape with that fill is selected, across the whole drawing.
3. Set the new colour in **Object > Fill and Stroke** (**Shift + Ctrl + F**).
4. Repeat for the shadow colour (a shade darker): click a crescent on the right side of the costume, **Select Same > Fill Color**, and set a darker version of your new colour.

## Choosing colours

- Keep the skin and face as they are; change **main** and **accent** first, they carry the brand.
- Make the shadow about 20 % darker than its base colour, mixed towards deep purple (the house shadow), so it matches the rest of the character.
- Check the result at thumbnail size: a strong main colour with a lighter accent reads best.

> Tip: changing colours is allowed under both licences. Registering the recoloured character as your trademark is not: for a mascot you can register, order a custom character.
`,
  cover: () => PALETTES.slice(0, 3).map((p, i) => recoloured('mighty-max', p.palette, 40 + i * 400, 60, 460)).join('') + swatches(480, 620, ['#2563eb', '#facc15', '#15803d', '#a3e635', '#ea580c']),
  diagrams: {
    palettes: {
      title: 'Mighty Max four times: original colours, brand blue, forest green and sunset orange',
      draw: () => PALETTES.map((p, i) => recoloured('mighty-max', p.palette, 20 + i * 315, 60, 320) + label(60 + i * 315, 440, p.name) + swatches(60 + i * 315, 470, colours(p.palette))).join('') + note(60, 620, 'Outlines, skin and face stay the same; the shading follows each new colour.'),
    },
  },
  video: [
    { seconds: 3, caption: 'The character as downloaded.', draw: () => appWindow(60, 40, 1160, 640, 'mighty-max.ai', character('mighty-max', 390, 100, 560)) },
    {
      seconds: 4.5,
      caption: 'Recolor Artwork: change the costume colours and their shadows.',
      draw: (t) => {
        const p = PALETTES[1 + Math.min(2, Math.floor(t * 3))]!;
        return appWindow(60, 40, 1160, 640, `Recolor Artwork: ${p.name}`, recoloured('mighty-max', p.palette, 200, 100, 560) + swatches(820, 200, Object.values(p.palette)));
      },
    },
    { seconds: 2.5, caption: 'Outlines and faces stay the same.', draw: () => PALETTES.map((p, i) => recoloured('mighty-max', p.palette, 20 + i * 315, 180, 320)).join('') },
  ],
};
