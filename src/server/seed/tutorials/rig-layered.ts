import { appWindow, explodedSvg, layerPanel } from './art/figures.ts';
import { rigCover, rigDiagram, rigPartsApart, rigWave, type RigPictures } from './art/rig.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'rig-a-character-from-the-layered-files';
const LAYERS = ['arm-right', 'head', 'face', 'body', 'arm-left', 'leg-right', 'leg-left'];
const PICTURES: RigPictures = {
  character: 'presenter-paula', file: 'presenter-paula.fla', parts: LAYERS, coverPart: 0, coverSwing: -35, diagramSwing: -40,
  format: 'FLA', tagline: 'Pivot at the joint', coverY: 480,
  diagramTitle: 'Parts and pivots', steps: ['1. One layer per part', '2. Rotate about the pivot (red dot)'],
};

export const rigLayered: TutorialSeed = {
  slug,
  title: 'Rig a character from the layered files in Adobe Animate',
  summary: 'Turn the named part layers of an FLA into symbols with pivots at the joints, parent them, and animate a wave with two tweens.',
  level: 'intermediate',
  formats: ['FLA', 'AI'],
  body: `The FLA of a catalogue character keeps every part on its own named timeline layer: **arm-right**, **head**, **face**, **body**, **arm-left**, **leg-right**, **leg-left**, plus hair, hats and props where the character has them. The shapes are editable drawing objects. That is everything a rig needs: you decide where each joint bends.

This walkthrough uses [Presenter Paula](/cartoon-characters/presenter-paula); [Captain Panda](/cartoon-characters/captain-panda) and [Chef Charlotte](/cartoon-characters/chef-charlotte) have the same layer names.

![The parts of the character pulled apart, with a red pivot dot at the shoulder](${illustrationPath(slug, 'pivots')} "Each part is a layer; the pivot sits where the part bends")

## Prepare the file

1. Open the FLA in Adobe Animate (**File > Open**). The file already holds every part as a symbol with its transformation point at its joint, and the idle, wave and walk as classic tweens; this walkthrough builds the same kind of rig by hand, so you can do it with any artwork.
2. Keep only the first pose: click frame 2 of the top layer, **Shift**-click the last frame of the bottom layer, and choose **Edit > Timeline > Remove Frames** (**Shift + F5**).
3. Save it under a new name (**File > Save As**) so the original loop stays untouched.

## Make each part a symbol

1. Lock every layer except **arm-right**, click frame 1 of that layer to select its shapes, and press **F8** (**Modify > Convert to Symbol**). Choose **Graphic**, name it "arm-right".
2. Repeat for **arm-left**, **head** (select the head, face, hair and hat layers' shapes together so they move as one), **body**, **leg-left** and **leg-right**.
3. With the **Free Transform** tool (**Q**), drag each symbol's white transformation point to its joint: the shoulder for arms, the bottom of the neck for the head, the hip for legs.

## Connect and animate

1. Turn on **Show Parenting view** (the icon above the layer list, Animate 2019 and later) and drag from the arm, head and leg layers to the **body** layer: they now follow the body.
2. Insert a keyframe at frame 12 on **arm-right** (**F6**) and rotate the arm up about 40 degrees with the Free Transform tool.
3. Insert a keyframe at frame 24 (**F6**) and rotate the arm back; right-click between the keyframes and choose **Create Classic Tween**.
4. Press **Ctrl/Cmd + Enter** to test: the arm swings about the shoulder while the body stays put.

> Tip: the same pivots work in other tools. In Moho or After Effects, bring each part in as its own layer (Illustrator's **Release to Layers**, then import the AI file as a composition with layers) and set the anchor point at the joint.
`,
  cover: () => rigCover(PICTURES),
  diagrams: {
    pivots: {
      title: 'Presenter Paula pulled apart into her layers, beside the same figure with the arm turned about a red pivot dot at the shoulder',
      draw: () => rigDiagram(PICTURES),
    },
  },
  video: [
    { seconds: 3, caption: 'The FLA keeps every part on its own layer.', draw: (t) => rigPartsApart(PICTURES, t) },
    { seconds: 2.5, caption: 'Put each pivot at the joint: shoulder, neck, hip.', draw: (t) => appWindow(60, 60, 1160, 600, 'Free Transform (Q)', explodedSvg('presenter-paula', 1 - t, 120, 110, 540) + layerPanel(820, 130, LAYERS, 0)) },
    { seconds: 3.5, caption: 'Two keyframes and a classic tween: the arm waves.', draw: (t) => rigWave(PICTURES, 'Frames 1 to 24', t) },
  ],
};
