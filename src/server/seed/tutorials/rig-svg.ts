import { appWindow, armSwingSvg, note } from './art/figures.ts';
import { rigCover, rigDiagram, rigPartsApart, rigWave, type RigPictures } from './art/rig.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'rig-the-svg-with-its-named-parts';
const GROUPS = ['root', 'torso', 'head', 'arm-right-upper', 'arm-right-lower', 'hand-right', 'leg-left-upper'];
const PICTURES: RigPictures = {
  character: 'pirate-pete', file: 'pirate-pete.svg', parts: GROUPS, coverPart: 3, coverSwing: -45, diagramSwing: -50,
  format: 'SVG', tagline: 'Named parts, pivots', coverY: 500,
  diagramTitle: 'Groups and pivots', steps: ['1. One named group per part', '2. Turn about data-pivot (red dot)'],
};

export const rigSvg: TutorialSeed = {
  slug,
  title: 'Rig and animate the SVG with its named parts',
  summary: 'Each part of the SVG is a named group nested like a skeleton, with its joint in data-pivot: turn an arm in CSS, in a script or in a rigging tool.',
  level: 'intermediate',
  formats: ['SVG'],
  body: `The SVG of a catalogue character is already a rig. Every part is a group with the part's name as its id (**torso**, **head**, **arm-right-upper**, **arm-right-lower**, **hand-right**, **leg-left-upper**…), the groups are nested the way the body hangs together (the hand sits inside the forearm, the forearm inside the upper arm), and each group carries **data-pivot="x y"**: the joint it turns about. Left and right are as you see the character.

This walkthrough uses [Pirate Pete](/cartoon-characters/pirate-pete); every drawn character has the same names.

![The parts of the character pulled apart, and the arm turned about the red pivot at the shoulder](${illustrationPath(slug, 'groups')} "One group per part; the pivot is the joint")

## Look inside

1. Open the SVG in a code editor or Inkscape (**Edit > Objects**, or the **Layers and Objects** panel): the groups show as nested layers named after the parts.
2. Find **arm-right-upper**: its data-pivot is the shoulder. Inside it, **arm-right-lower** has the elbow as its pivot, and **hand-right** the wrist.

## Wave with CSS

1. Put the SVG inline in your page (paste the markup, or load it with fetch and insert it), so CSS can reach the groups.
2. Give the upper arm a transform origin at its pivot, in the SVG's own units: if data-pivot is "612 388", write **#arm-right-upper { transform-box: view-box; transform-origin: 612px 388px; }**.
3. Add a keyframe animation that turns it: **@keyframes wave { 50% { transform: rotate(-50deg); } }** and **animation: wave 1s ease-in-out infinite** on the same selector. The forearm and hand follow, because they are inside the group.
4. Do the same for **arm-right-lower** with its own pivot (the elbow) and a smaller angle, a quarter of a second later: the wave gets its overlap.

## In a rigging tool

1. In Rive, Spine or Moho, import the SVG: each group becomes a part you can bind to a bone; put each bone's origin on the group's pivot.
2. In After Effects, import the SVG through Illustrator (**Release to Layers**), then move each layer's anchor point to the pivot and parent the layers as the groups are nested (Duik and Limber use the same anchors).

> Tip: the Lottie files of animated characters are this same rig, already animated: see [Put the Lottie animation on a web page](/tutorials/put-the-lottie-animation-on-a-web-page).
`,
  cover: () => rigCover(PICTURES),
  diagrams: {
    groups: {
      title: 'Pirate Pete pulled apart into his named groups, beside the same figure with the right arm turned about a red pivot dot at the shoulder',
      draw: () => rigDiagram(PICTURES),
    },
  },
  video: [
    { seconds: 3, caption: 'Every part of the SVG is a group named after it.', draw: (t) => rigPartsApart(PICTURES, t) },
    { seconds: 3, caption: 'data-pivot is the joint: set it as the transform origin.', draw: (t) => appWindow(60, 60, 1160, 600, 'transform-origin', armSwingSvg('pirate-pete', -20 * t, 120, 110, 540) + note(720, 300, '#arm-right-upper {') + note(740, 340, 'transform-origin: pivot;') + note(720, 380, '}')) },
    { seconds: 3.5, caption: 'A keyframe animation turns the arm; the hand follows.', draw: (t) => rigWave(PICTURES, '@keyframes wave', t) },
  ],
};
