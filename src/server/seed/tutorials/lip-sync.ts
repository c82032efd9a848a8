import { artOf, COLOURS, placed, text } from './art/draw.ts';
import { appWindow, label, note, timeline } from './art/figures.ts';
import { MOUTHS, mouthChart } from './art/mouths.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';
import { characterScene } from '#/lib/art/index.ts';

const slug = 'lip-sync-with-a-mouth-set';
// "Hello there": the mouths a talk loop steps through, one per 3 frames at 24 fps.
const HELLO = [0, 2, 1, 3, 0, 2, 5, 1, 0];

const head = (x: number, y: number, size: number) => placed(characterScene(artOf('grandpa-joe'), 'expressions'), x, y, size);

export const lipSync: TutorialSeed = {
  slug,
  title: 'Lip-sync a character with a mouth set in Adobe Animate',
  summary: 'Build a six-mouth set from the character’s face, then let Animate’s Auto Lip-Sync place the mouths on your voice-over.',
  level: 'advanced',
  formats: ['FLA'],
  body: `Talking characters need a **mouth set**: a handful of mouth shapes swapped in time with the voice. Catalogue characters come with one mouth on the **face** layer of the FLA and four expressions in the gallery (happy, surprised, determined, sad). Those expressions show the open, round and closed mouths in the character's own style; draw the rest to match, and Animate does the timing. (The custom **Animated** level delivers the talk loop ready-made.)

We use [Grandpa Joe](/cartoon-characters/grandpa-joe); [Presenter Paula](/cartoon-characters/presenter-paula) works the same way.

![Six mouths, Rest, Ah, Ee, Oh, Woo and F, each labelled with the sounds it stands for](${illustrationPath(slug, 'mouth-set')} "A six-mouth set is enough for clear dialogue")

## Move the mouth to its own symbol

1. Open the FLA in Adobe Animate, keep frame 1 (select the other frames and press **Shift + F5**) and unlock the **face** layer.
2. With the **Selection** tool click the mouth; **Shift**-click the tongue. Each is a drawing object, so one click selects it whole.
3. **Edit > Cut**, add a layer named **mouth** above **face**, and **Edit > Paste in Place** (**Ctrl/Cmd + Shift + V**).
4. Press **F8**, choose **Graphic**, name it "mouth".

## Draw the set

1. Double-click the mouth symbol. Its frame 1 is **Rest**: redraw it as a closed line (M, B and P sounds).
2. Add keyframes on frames 2 to 6 (**F6**) and draw **Ah**, **Ee**, **Oh**, **Woo** and **F** with the same outline weight, using the diagram above and the character's Expressions picture as a guide.
3. Return to the main timeline (**Edit > Edit Document**).

## Let Animate place the mouths

1. Import your voice-over (**File > Import > Import to Library**), put it on its own layer and set **Sync: Stream** in the Properties panel.
2. Select the mouth instance on the stage; in **Properties > Looping** click **Lip Syncing**.
3. In the dialog, pick the frame of the mouth symbol for each viseme: Rest for Neutral and M, Ah for Ah and Uh, Ee for Ee, D, S, L and R, Oh for Oh, Woo for W-Oo, F for F. Choose your audio layer under **Sync with audio in layer** and click **Done**.
4. Animate adds a keyframe whenever the sound changes. Scrub the timeline and swap any mouth that reads wrong in the Properties panel (**Looping > First frame**).

> Tip: hold each mouth at least two frames at 24 fps; a mouth that flashes for one frame reads as a flicker.
`,
  cover: () => [
    head(70, 40, 620),
    mouthChart(720, 120, 1, 150),
  ].join(''),
  diagrams: {
    'mouth-set': {
      title: 'A mouth set of six shapes: Rest for M, B, P; Ah for A, I; Ee for E, S, D; Oh for O; Woo for U, W, Q; F for F, V',
      draw: () => [mouthChart(90, 90, -1, 200), label(780, 130, 'Six mouths'), note(780, 170, 'Draw them in the'), note(780, 200, 'character’s style:'), note(780, 230, 'same outline, colours'), head(780, 260, 400)].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'The expressions show the character’s own mouths.', draw: (t) => head(330 - 40 * t, 40, 640) },
    { seconds: 3, caption: 'Draw six mouths: Rest, Ah, Ee, Oh, Woo and F.', draw: (t) => mouthChart(220, 100, Math.min(MOUTHS.length - 1, Math.floor(t * MOUTHS.length)), 250) },
    {
      seconds: 3,
      caption: 'Auto Lip-Sync swaps them in time with the voice.',
      draw: (t) => {
        const i = Math.min(HELLO.length - 1, Math.floor(t * HELLO.length));
        return appWindow(60, 60, 1160, 600, 'Lip Syncing', mouthChart(120, 110, HELLO[i]!, 150) + text(820, 200, '“Hello there”', { size: 40, weight: 700, fill: COLOURS.ink }) + timeline(820, 300, 360, ['voice', 'mouth'], t, 3));
      },
    },
  ],
};
