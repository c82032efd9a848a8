import { COLOURS, pill } from './art/draw.ts';
import { appWindow, label, layerPanel, looping, note, timeline } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'open-and-edit-fla-files-in-adobe-animate';
const ROWS = ['arm-right', 'head', 'face', 'body', 'arm-left', 'legs'];

function animate(t: number, title: string, who = 'little-dragon-drago'): string {
  return appWindow(60, 40, 1160, 640, title, looping(who, t, 100, 100, 400) + layerPanel(560, 110, ROWS.slice(0, 4), 1) + timeline(660, 420, 500, ROWS.slice(0, 4), t, 2));
}

export const flaAnimate: TutorialSeed = {
  slug,
  title: 'Open and edit a character’s FLA in Adobe Animate',
  summary: 'What is inside the FLA (named layers, a 96-frame loop), how to play it, change it and publish it as video, GIF or HTML5 Canvas.',
  level: 'intermediate',
  formats: ['FLA'],
  body: `The FLA is an Adobe Animate document (saved in Animate's XFL format inside a zip, which Animate CC and later open directly as .fla). Inside you find:

- a **1000 × 1000** stage at **24 fps**;
- one timeline layer per part, named **arm-right**, **head**, **face**, **body**, **arm-left**, **leg-right**, **leg-left** and so on, the front part at the top;
- the character's idle loop: **48 drawings held 2 frames each, 96 frames, 4 seconds**, ending where it starts;
- shapes as **drawing objects**, so a click selects a whole shape and you can recolour or reshape it at once.

Try it on the free [Little Green Glix](/cartoon-characters/little-green-glix), then on [Little Dragon Drago](/cartoon-characters/little-dragon-drago) or [Chef Charlotte](/cartoon-characters/chef-charlotte).

![Adobe Animate with the character on the stage, the layers panel and a timeline of keyframes every two frames](${illustrationPath(slug, 'timeline')} "Every part is a layer; every second frame is a keyframe")

## Open and play it

1. Download the FLA from **My downloads** and open it with **File > Open** in Adobe Animate (2019 or later).
2. Press **Enter** to play the timeline on the stage, or **Ctrl/Cmd + Enter** (**Control > Test**) to play it in a test window, looping.
3. Lock and hide layers with the icons beside their names to see how the parts overlap.

## Change it

1. To recolour a part in every frame, select the layer's name (all its frames are selected), then pick a new fill in the **Properties** panel; or use **Edit > Find and Replace** with **Color** to swap one colour everywhere.
2. To slow the loop down, select all frames and insert frames (**F5**) after each keyframe, or change the document's frame rate in **Modify > Document** (12 fps plays it at half speed).
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
      title: 'Adobe Animate with Little Dragon Drago on the stage, a layers panel listing arm-right, head, face and body, and a timeline with a keyframe on every second frame',
      draw: () => [animate(0.3, 'Timeline: 96 frames, 24 fps'), label(660, 640, 'A keyframe every 2 frames'), note(660, 400, 'Playhead')].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'The FLA opens with one layer per part.', draw: (t) => animate(t * 0.25, 'little-green-glix.fla', 'little-green-glix') },
    { seconds: 3, caption: 'Press Enter: the 96-frame loop plays on the stage.', draw: (t) => animate(t, 'Playing: 24 fps', 'little-dragon-drago') },
    { seconds: 3, caption: 'Export as video, GIF or HTML5 Canvas.', draw: (t) => animate(t, 'File > Export > Export Video/Media', 'chef-charlotte') },
  ],
};
