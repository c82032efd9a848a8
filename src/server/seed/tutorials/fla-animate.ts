import { COLOURS, pill } from './art/draw.ts';
import { appWindow, label, layerPanel, looping, note, timeline } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'open-and-edit-fla-files-in-adobe-animate';
const ROWS = ['arm-right-upper', 'head', 'mouth', 'torso', 'arm-left-upper', 'leg-left-upper'];

function animate(t: number, title: string, who = 'little-dragon-drago'): string {
  return appWindow(60, 40, 1160, 640, title, looping(who, t, 100, 100, 400) + layerPanel(560, 110, ROWS.slice(0, 4), 1) + timeline(660, 420, 500, ROWS.slice(0, 4), t, 4));
}

export const flaAnimate: TutorialSeed = {
  slug,
  title: 'Open and edit a character’s FLA in Adobe Animate',
  summary: 'What is inside the FLA (a symbol per part, idle, wave and walk as classic tweens), how to play it, change it and publish it as video, GIF or HTML5 Canvas.',
  level: 'intermediate',
  formats: ['FLA'],
  body: `The FLA is an Adobe Animate document (saved in Animate's XFL format inside a zip, which Animate CC and later open directly as .fla). Inside you find:

- a **1000 × 1000** stage at **24 fps**;
- in the **Library**, one **graphic symbol per part** (**arm-right-upper**, **arm-right-lower**, **hand-right**, **head**, **mouth**, **torso**, **leg-left-upper**…), each drawn once with its registration and transformation point at its joint (shoulder, elbow, wrist, neck, hip, knee); the face parts hold one labelled frame per expression (happy, surprised, angry, sad…);
- on the timeline, one layer per part, named like its symbol, the front part at the top, and a locked **animations** layer whose frame labels mark where each animation starts: **idle** (48 frames), **wave** (48) and, for characters with legs, **walk** (24), each a loop that starts and ends at rest;
- the animations as **classic tweens** between keyframes of the symbol instances (rotation about the joints, with the eases of the original motion), not drawings per frame;
- shapes inside each symbol as **drawing objects**, so a click selects a whole shape and you can recolour or reshape it at once.

Try it on the free [Little Green Glix](/cartoon-characters/little-green-glix), then on [Little Dragon Drago](/cartoon-characters/little-dragon-drago) or [Chef Charlotte](/cartoon-characters/chef-charlotte).

![Adobe Animate with the character on the stage, the layers panel and a timeline of tweened keyframes](${illustrationPath(slug, 'timeline')} "Every part is a symbol on its own layer, tweened between keyframes")

## Open and play it

1. Download the FLA from **My downloads** and open it with **File > Open** in Adobe Animate (2019 or later).
2. Press **Enter** to play the timeline on the stage, or **Ctrl/Cmd + Enter** (**Control > Test**) to play it in a test window, looping. To play one animation, select its frames (from its label to the next) and use **Loop** in the timeline's controls.
3. Lock and hide layers with the icons beside their names to see how the parts overlap.

## Change it

1. To recolour a part everywhere, double-click its symbol in the **Library** and change the fill there: every frame that places it changes with it.
2. To pose or re-time a part, select a keyframe on its layer and turn the instance with the **Free Transform** tool (**Q**): it turns about its joint. Move keyframes along the timeline to change the timing; slow everything down in **Modify > Document** (12 fps plays at half speed).
3. To add your own background, insert a layer at the bottom of the list and draw or import (**File > Import > Import to Stage**) on it.

## Publish it

1. **Video**: **File > Export > Export Video/Media** renders an H.264 MP4 through Adobe Media Encoder.
2. **Animated GIF**: **File > Export > Export Animated GIF**, set **Looping** to **Continuous**.
3. **Web page**: the document is an ActionScript 3.0 type; for HTML5 choose **File > Convert To > HTML5 Canvas**, then **File > Publish**.

> Tip: keep the timeline at 24 fps if you mix the character with the MP4 version: both show the same drawing on the same frame.
`,
  cover: () => [animate(0.1, 'little-dragon-drago.fla'), pill(1040, 90, 'FLA', COLOURS.amber)].join(''),
  diagrams: {
    timeline: {
      title: 'Adobe Animate with Little Dragon Drago on the stage, a layers panel listing arm-right-upper, head, mouth and torso, and a timeline of tweened keyframes',
      draw: () => [animate(0.3, 'Timeline: idle, wave, walk at 24 fps'), label(660, 640, 'Classic tweens between keyframes'), note(660, 400, 'Playhead')].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'The FLA opens with a symbol and a layer per part.', draw: (t) => animate(t * 0.25, 'little-green-glix.fla', 'little-green-glix') },
    { seconds: 3, caption: 'Press Enter: idle, wave and walk play on the stage.', draw: (t) => animate(t, 'Playing: 24 fps', 'little-dragon-drago') },
    { seconds: 3, caption: 'Export as video, GIF or HTML5 Canvas.', draw: (t) => animate(t, 'File > Export > Export Video/Media', 'chef-charlotte') },
  ],
};
