import { COLOURS, pill, text } from './art/draw.ts';
import { appWindow, label, looping, note } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'put-the-lottie-animation-on-a-web-page';

export const lottieWeb: TutorialSeed = {
  slug,
  title: 'Put the Lottie animation on a web page',
  summary: 'Drop a character’s Lottie JSON or dotLottie file into a page with lottie-web or the dotLottie player: crisp at any size, a few dozen kilobytes.',
  level: 'beginner',
  formats: ['LOTTIE'],
  body: `Animated characters come with a Lottie file per animation (**pirate-pete-idle.json**, **pirate-pete-wave.json**, **pirate-pete-walk.json**) and one dotLottie (**pirate-pete.lottie**) holding all three. They are vectors: sharp on any screen, and small enough for a landing page. Each body part is its own layer, named as in the SVG and the FLA.

This walkthrough uses [Pirate Pete](/cartoon-characters/pirate-pete); [Night Owl](/cartoon-characters/night-owl) works the same way.

![A web page with the character waving in a box, next to the few lines that put it there](${illustrationPath(slug, 'page')} "The JSON file, a container and one call")

## With lottie-web

1. Put the JSON file next to your page, for example at **/animations/pirate-pete-wave.json**.
2. Add an empty box where the character should appear: **<div id="pete" style="width: 320px; height: 320px"></div>**.
3. Load the player (**npm install lottie-web**, then **import lottie from 'lottie-web'**, or its script from your own server).
4. Start it: **lottie.loadAnimation({ container: document.getElementById('pete'), renderer: 'svg', loop: true, autoplay: true, path: '/animations/pirate-pete-wave.json' })**.

## With the dotLottie player

1. Put **pirate-pete.lottie** on your server.
2. Add the player's web component to the page and write **<dotlottie-player src="/animations/pirate-pete.lottie" autoplay loop></dotlottie-player>**: it plays the idle first; choose the wave or the walk by their ids.

## Good to know

1. Every animation loops without a seam: it ends where it starts.
2. For visitors who ask for less motion, stop it: check **matchMedia('(prefers-reduced-motion: reduce)')** and call **goToAndStop(0, true)**.
3. The character's licence covers the web page like any other use of the file.

> Tip: to change a colour, open the JSON in LottieFiles' editor or After Effects (through Bodymovin): the layers carry the part names.
`,
  cover: () => [
    appWindow(60, 70, 700, 580, 'index.html', looping('pirate-pete', 0.15, 160, 140, 500)),
    pill(800, 180, 'Lottie', COLOURS.amber),
    text(800, 300, 'lottie.loadAnimation(…)', { size: 30, weight: 700, fill: COLOURS.ink }),
    text(800, 350, 'About 50 KB a loop', { size: 26, fill: COLOURS.soft }),
  ].join(''),
  diagrams: {
    page: {
      title: 'A browser window with Pirate Pete waving in a box on a web page, beside the lines of code that load his Lottie file',
      draw: () => [
        appWindow(40, 40, 1200, 640, 'My landing page', looping('pirate-pete', 0.2, 80, 110, 500)),
        label(640, 180, 'One box, one call', 28),
        note(640, 240, '<div id="pete"></div>'),
        note(640, 290, 'lottie.loadAnimation({'),
        note(660, 330, 'container: pete, renderer: "svg",'),
        note(660, 370, 'loop: true, autoplay: true,'),
        note(660, 410, 'path: "pirate-pete-wave.json" })'),
      ].join(''),
    },
  },
  video: [
    { seconds: 3, caption: 'Each animation is its own small Lottie JSON file.', draw: (t) => appWindow(60, 60, 1160, 600, 'pirate-pete-wave.json', looping('pirate-pete', t / 2, 120, 110, 540) + note(720, 300, 'Layers: head, arm-right-upper…')) },
    { seconds: 3, caption: 'Add a box to the page and call loadAnimation with the file.', draw: (t) => appWindow(60, 60, 1160, 600, 'index.html', looping('pirate-pete', t / 2, 120, 110, 540) + note(700, 300, 'lottie.loadAnimation({ path })')) },
    { seconds: 3.5, caption: 'The character plays in a loop, sharp at any size.', draw: (t) => appWindow(60, 60, 1160, 600, 'My landing page', looping('pirate-pete', t, 340, 110, 540)) },
  ],
};
