import { box, COLOURS, pill, text } from './art/draw.ts';
import { appWindow, label, looping, note } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'mp4-loops-in-presentations';

/** A slide: a title, three bullet bars and the looping character on the right. */
function slide(t: number, x: number, y: number, w: number, who = 'sales-sally'): string {
  const h = (w * 9) / 16;
  const s = w / 1000;
  return [
    box(x, y, w, h, { fill: '#f6f3ee', stroke: COLOURS.line, radius: 10 }),
    box(x + 60 * s, y + 70 * s, 420 * s, 44 * s, { fill: COLOURS.ink, radius: 8 * s }),
    ...[0, 1, 2].map((i) => box(x + 60 * s, y + (170 + i * 70) * s, (380 - i * 60) * s, 26 * s, { fill: '#cbd5e1', radius: 8 * s })),
    looping(who, t, x + 540 * s, y + 40 * s, 480 * s),
  ].join('');
}

export const presentations: TutorialSeed = {
  slug,
  title: 'Use MP4 character loops in PowerPoint, Keynote and Google Slides',
  summary: 'Make a character wave on your slide for as long as the slide is shown: autoplay and loop settings for each app, and a longer file for Google Slides.',
  level: 'beginner',
  formats: ['MP4'],
  body: `A looping character makes a slide feel alive without distracting from it. Each MP4 is a **4-second seamless loop** (1280 × 720, 24 fps, no sound) on a warm off-white background, #f6f3ee. Set the same colour as the slide background and the video's edges disappear.

The pictures show [Sales Sally](/cartoon-characters/sales-sally); the free [Manager Mike](/cartoon-characters/manager-mike) is a good one to try first.

![A slide with a title, three bullet lines and the looping character on the right](${illustrationPath(slug, 'slide')} "Set the slide background to #f6f3ee and the video blends in")

## PowerPoint (Windows and Mac)

1. Choose **Insert > Video > This Device** (Windows) or **Insert > Video > Movie from File** (Mac) and pick the MP4.
2. Open the **Playback** tab and set **Start** to **Automatically**.
3. Tick **Loop until Stopped**. Leave **Hide While Not Playing** off.
4. To blend the edges: **Design > Format Background > Solid fill > More Colors**, then enter the hex colour F6F3EE.

## Keynote

1. Drag the MP4 onto the slide (or **Insert > Choose**).
2. In the **Format** sidebar open the **Movie** tab.
3. Set **Repeat** to **Loop**, and tick **Start movie on click** off so it plays as soon as the slide appears.

## Google Slides

1. Upload the MP4 to Google Drive, then in Slides choose **Insert > Video > Google Drive** and pick it.
2. In **Format options > Video playback** choose **Play (automatically)**.
3. Google Slides has no loop setting. Make a longer file once on your computer with ffmpeg (no re-encoding, a few milliseconds): **ffmpeg -stream_loop 14 -i sales-sally.mp4 -c copy sales-sally-60s.mp4** gives 15 plays, 60 seconds.

> Tip: presenting on a projector? Export the deck to PDF for a backup copy: videos become still pictures, so the slide still makes sense.
`,
  cover: () => [slide(0.1, 60, 80, 760), pill(880, 150, 'MP4', COLOURS.amber), text(880, 280, 'Loop until', { size: 40, weight: 700 }), text(880, 330, 'Stopped', { size: 40, weight: 700 })].join(''),
  diagrams: {
    slide: {
      title: 'A presentation slide with a title, three bullet lines and Sales Sally waving on the right, on the same off-white background',
      draw: () => [slide(0.2, 140, 60, 1000), label(140, 660, 'Slide background = video background (#f6f3ee)'), note(140, 700, 'Playback: Start Automatically, Loop until Stopped')].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'Insert the MP4 on your slide.', draw: (t) => appWindow(60, 40, 1160, 640, 'Insert > Video', slide(0, 180, 130, 920 * (0.6 + 0.4 * t))) },
    { seconds: 3, caption: 'Playback: start automatically, loop until stopped.', draw: (t) => appWindow(60, 40, 1160, 640, 'Playback', slide(t, 180, 130, 920)) },
    { seconds: 3, caption: 'In the slide show, the character waves until you move on.', draw: (t) => slide(t * 1.5 + 0.3, 0, 0, 1280, 'manager-mike') },
  ],
};
