import { box, character, COLOURS, pill, text } from './art/draw.ts';
import { appWindow, label, looping, note, timeline } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'export-characters-for-video';

/** A video editor: the viewer on top, the timeline with the loop repeated below. */
function editor(t: number, title: string): string {
  const clips = [0, 1, 2, 3].map((i) => box(200 + i * 240, 560, 236, 50, { fill: i % 2 ? '#9fd6d5' : '#7cc4c3', radius: 8 }) + text(212 + i * 240, 594, 'loop.mp4', { size: 20 })).join('');
  return appWindow(60, 40, 1160, 640, title, [
    box(330, 110, 620, 350, { fill: '#f6f3ee', stroke: COLOURS.line, radius: 6 }),
    looping('captain-comet', t * 2, 500, 110, 350),
    text(150, 594, 'V1', { size: 22, weight: 700, fill: COLOURS.soft }),
    clips,
    `<path d="M${200 + t * 960} 500 L${200 + t * 960} 630" stroke="${COLOURS.coral}" stroke-width="4"/>`,
  ].join(''));
}

export const exportVideo: TutorialSeed = {
  slug,
  title: 'Use the MP4 loops and PNGs in a video edit',
  summary: 'Loop the 4-second MP4 in Premiere Pro or DaVinci Resolve, put transparent PNGs over footage, and export a PNG sequence from the FLA when you need an animated character with transparency.',
  level: 'intermediate',
  formats: ['MP4', 'PNG', 'FLA'],
  body: `Characters with an MP4 come with a seamless loop: **1280 × 720, 24 frames per second, 4 seconds, H.264, no sound**, on a warm off-white background (#f6f3ee). The first and last frames join, so copies placed end to end play as one continuous animation. The PNG is the front view on a **transparent** background.

This guide uses [Captain Comet](/cartoon-characters/captain-comet) and [Foxy Fiona](/cartoon-characters/foxy-fiona) (PNG and MP4) and [Leo the Skater](/cartoon-characters/leo-the-skater) (FLA too).

![A video editor with the loop placed four times end to end on the timeline](${illustrationPath(slug, 'timeline')} "Copies of the loop end to end play as one animation")

## Loop the MP4 in Premiere Pro

1. Create a sequence at your delivery size (for example 1920 × 1080, 24 or 25 fps) and import the MP4 (**File > Import**).
2. Drag the clip to the timeline, then **Alt/Option**-drag it to the right of itself as many times as you need (16 seconds = 4 copies).
3. Select the clips and choose **Clip > Nest** so you can move, scale and fade the whole loop as one clip.
4. Scale the nest in **Effect Controls > Motion > Scale** to 150 % for 1080p; the loop is 720p, so do not go beyond that for sharp results.

## Loop it in DaVinci Resolve

1. Import the MP4 into the **Media Pool** and drag it to the timeline.
2. Copy it (**Ctrl/Cmd + C**), move the playhead to the clip's end and paste (**Ctrl/Cmd + V**); repeat for the length you need.
3. Select the copies, right-click and choose **New Compound Clip** to handle them as one.

## Put a character over your footage

![Footage on the bottom track, the transparent PNG of the character on the track above, and the result](${illustrationPath(slug, 'layers')} "Transparent PNGs sit over your footage on a higher track")

1. For a still character, import the PNG onto the track above your footage: the transparent background lets the footage show through.
2. For an animated character with transparency, open the FLA in Adobe Animate and choose **File > Export > Export Movie**, format **PNG Sequence**. Every frame becomes a transparent PNG.
3. In Premiere choose **File > Import**, select the first PNG and tick **Image Sequence**; in Resolve, the Media Pool shows the numbered files as one clip.

> Tip: the MP4 has no transparency. To place the loop over footage anyway, match your background to #f6f3ee, or use the PNG sequence from the FLA.
`,
  cover: () => editor(0.35, 'Edit: 1920 × 1080'),
  diagrams: {
    timeline: {
      title: 'A video editor timeline with the 4-second loop of Captain Comet placed four times end to end and the playhead in the second copy',
      draw: () => editor(0.4, 'Timeline: loop.mp4 × 4 = 16 seconds'),
    },
    layers: {
      title: 'Footage on the bottom track with the transparent PNG of Foxy Fiona on the track above it',
      draw: () => [
        box(80, 120, 520, 300, { fill: '#7cc4c3', radius: 10 }),
        label(90, 100, 'V1: your footage'),
        box(680, 120, 520, 300, { fill: 'url(#checks)', stroke: COLOURS.line, radius: 10 }),
        `<defs><pattern id="checks" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#ffffff"/><rect width="20" height="20" fill="#e5e7eb"/><rect x="20" y="20" width="20" height="20" fill="#e5e7eb"/></pattern></defs>`,
        character('foxy-fiona', 790, 120, 300),
        label(690, 100, 'V2: transparent PNG'),
        box(380, 460, 520, 240, { fill: '#7cc4c3', radius: 10 }),
        character('foxy-fiona', 540, 460, 240),
        note(380, 450, 'Result: the character over the footage'),
      ].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'The MP4 is a 4-second loop: its ends join.', draw: (t) => editor(t * 0.25, 'loop.mp4: 1280 × 720, 24 fps') },
    { seconds: 3, caption: 'Place copies end to end for a longer shot.', draw: (t) => editor(0.25 + t * 0.75, 'Timeline: 4 copies, 16 seconds') },
    { seconds: 3, caption: 'Need transparency? Export a PNG sequence from the FLA.', draw: (t) => appWindow(60, 40, 1160, 640, 'Export Movie: PNG Sequence', looping('leo-the-skater', t, 120, 110, 420) + timeline(640, 200, 500, ['frames'], t, 2) + pill(640, 300, '96 transparent PNG frames', COLOURS.teal, COLOURS.white, 22)) },
  ],
};
