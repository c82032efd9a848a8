import { character, COLOURS, pill } from './art/draw.ts';
import { appWindow, explodedSvg, label, layerPanel, note } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'import-eps-and-ai-files-into-vector-editors';
const PARTS = ['hat', 'face', 'head', 'arm-right', 'body', 'arm-left', 'legs'];

export const importEpsAi: TutorialSeed = {
  slug,
  title: 'Import EPS and AI files into Illustrator, Inkscape and Affinity Designer',
  summary: 'Open a character’s vector files, keep every part editable, and scale it to any size without losing sharpness.',
  level: 'beginner',
  formats: ['EPS', 'AI'],
  body: `Every catalogue character with vector files comes as **EPS** (Encapsulated PostScript, level 2) and **AI** (an Illustrator-compatible PDF). Both hold the same drawing: a 1000 × 1000 point artboard, flat fills with one outline colour, and every part (head, face, arms, legs, props) drawn as separate closed paths from back to front. Nothing is a bitmap, so the character stays sharp at any size.

Try it with the free sample [Pirate Pete](/cartoon-characters/pirate-pete), then with a paid character such as [Benny the Bear](/cartoon-characters/benny-the-bear) or [Wizard Wendell](/cartoon-characters/wizard-wendell).

![A vector editor with the character's parts pulled apart and the layers panel listing them](${illustrationPath(slug, 'parts')} "The parts you get: separate shapes, drawn back to front")

## Adobe Illustrator

1. Sign in, open **My downloads** and download the AI file (or the EPS).
2. In Illustrator choose **File > Open** and pick the .ai file. It opens on a 1000 × 1000 pt artboard.
3. Open the **Layers** panel. Select the top layer, then choose **Release to Layers (Sequence)** from the panel menu: every shape gets its own sub-layer, in drawing order.
4. To resize, select everything (**Ctrl/Cmd + A**) and drag a corner with **Shift** held. Turn on **Scale Strokes & Effects** in the Transform panel so the outlines grow with the drawing.
5. Save a working copy with **File > Save As** as an Illustrator (.ai) file before you change anything else.

> Tip: to add the character to a layout you already have, use **File > Place**, pick the EPS and untick **Link**: the artwork is embedded and stays editable.

## Inkscape

1. Choose **File > Open** and pick the .ai file.
2. In the **PDF Import Settings** dialog choose **Internal import** (not Poppler/Cairo), then **OK**: paths stay editable.
3. Select the drawing and press **Shift + Ctrl + G** to ungroup until single shapes can be clicked.
4. For the EPS, Inkscape needs **Ghostscript** installed (it converts PostScript through ps2pdf); on Windows add Ghostscript's bin folder to PATH and restart Inkscape.

## Affinity Designer

1. Choose **File > Open** and pick the EPS or the AI file (Affinity reads the PDF part of AI files).
2. Open the **Layers** panel: the shapes sit inside a group; select the group and press **Ctrl/Cmd + Shift + G** to ungroup.
3. Use **File > Export** to make SVG, PNG or PDF versions at the size you need.

## Good to know

- The outline colour is the same dark ink on every character (#2b2238): select one outline and use **Select > Same > Stroke Color** to change all of them at once.
- Keep the original download: it is your licensed source. Your licence covers your edited versions in your projects, not sharing the source files.
`,
  cover: () => [
    appWindow(60, 70, 720, 580, 'pirate-pete.ai', character('pirate-pete', 120, 130, 500)),
    layerPanel(590, 150, PARTS.slice(0, 5), 2),
    pill(860, 170, 'EPS', COLOURS.amber),
    pill(860, 250, 'AI', COLOURS.teal, COLOURS.white),
    character('benny-the-bear', 860, 330, 340),
  ].join(''),
  diagrams: {
    parts: {
      title: 'The character’s vector parts pulled apart in an editor, with the layers panel listing head, face, arms and body',
      draw: () => [
        appWindow(40, 40, 1200, 640, 'Layers after Release to Layers (Sequence)', ''),
        explodedSvg('pirate-pete', 1, 80, 110, 560),
        layerPanel(820, 130, PARTS, 3),
        label(820, 470, 'Separate shapes per part,'),
        label(820, 506, 'back to front'),
        note(820, 560, '1000 × 1000 pt, no bitmaps'),
      ].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'The AI file opens on a 1000 by 1000 point artboard.', draw: (t) => appWindow(60, 60, 1160, 600, 'pirate-pete.ai', character('pirate-pete', 340 + 0 * t, 110, 540)) },
    { seconds: 3, caption: 'Release to Layers puts every part on its own layer.', draw: (t) => appWindow(60, 60, 1160, 600, 'Layers', explodedSvg('pirate-pete', t, 120, 110, 540) + layerPanel(820, 130, PARTS, Math.min(PARTS.length - 1, Math.floor(t * PARTS.length)))) },
    { seconds: 3, caption: 'Scale it to any size: vectors stay sharp.', draw: (t) => appWindow(60, 60, 1160, 600, 'Scale 100% to 250%', character('pirate-pete', 640 - (270 + 330 * t) / 2, 110 - 60 * t, 270 + 330 * t)) },
  ],
};
