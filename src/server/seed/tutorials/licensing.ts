import { box, character, COLOURS, text } from './art/draw.ts';
import { label, note } from './art/figures.ts';
import { illustrationPath, type TutorialSeed } from './model.ts';

const slug = 'which-licence-do-i-need';

const QUESTIONS = [
  { q: 'Broadcast on TV, cinema or streaming?', yes: 'Extended' },
  { q: 'Merchandise or products for resale?', yes: 'Extended' },
  { q: 'Print run over 500,000 copies?', yes: 'Extended' },
  { q: 'A paid app or game?', yes: 'Extended' },
];

/** The decision chart; `active` highlights the question being asked (or -1 for none, QUESTIONS.length for the answer). */
function chart(active: number): string {
  const rows = QUESTIONS.map(({ q, yes }, i) => {
    const y = 60 + i * 120;
    const on = i === active;
    return [
      box(40, y, 720, 90, { fill: on ? '#fde7b0' : COLOURS.white, stroke: on ? COLOURS.amber : COLOURS.line, radius: 14, width: 4 }),
      text(66, y + 56, q, { size: 27, weight: 600 }),
      box(780, y + 15, 190, 60, { fill: COLOURS.teal, radius: 30 }),
      text(875, y + 55, `Yes: ${yes}`, { size: 22, weight: 700, fill: COLOURS.white, anchor: 'middle' }),
    ].join('');
  });
  const done = active >= QUESTIONS.length;
  const answer = box(40, 560, 720, 100, { fill: done ? '#fde7b0' : COLOURS.white, stroke: done ? COLOURS.amber : COLOURS.line, radius: 14, width: 4 }) + text(66, 622, 'All no: the Standard licence covers it', { size: 28, weight: 700 });
  return rows.join('') + answer;
}

export const licensing: TutorialSeed = {
  slug,
  title: 'Which licence do I need? Standard and Extended explained',
  summary: 'Four questions decide between the Standard and the Extended licence; what each allows, what neither allows, and where to find your licence certificate.',
  level: 'beginner',
  formats: ['EPS', 'AI', 'PNG', 'MP4', 'FLA'],
  body: `Every catalogue character and set can be bought with a **Standard** or an **Extended** licence. Both are **per character (or per set) and per buyer, perpetual, worldwide and non-exclusive**, and both cover any number of your own projects. The free samples, such as [Pirate Pete](/cartoon-characters/pirate-pete), come with the Standard licence.

![A chart of four yes-or-no questions; any yes means the Extended licence, all no means Standard](${illustrationPath(slug, 'chart')} "Four questions decide the licence")

## Decide in four questions

1. Will the character appear in **TV, cinema or streaming broadcast**? If yes, choose **Extended**.
2. Will you sell **merchandise or products for resale** where the character matters (T-shirts, mugs, stickers, paid templates)? If yes, choose **Extended**.
3. Will you **print more than 500,000 copies** of an ad or publication? If yes, choose **Extended**.
4. Is it a **paid app or game**? If yes, choose **Extended** (it allows unlimited sales).
5. Four times no? The **Standard** licence covers you: online and social videos, online ads and print ads up to 500,000 copies, presentations, e-learning, websites, apps and games.

## What neither licence allows

- Reselling or sharing the source files themselves, or offering them as templates or stock items.
- Registering the character as a trademark or using it as a logo.

For a brand mascot you can register, order a custom character: custom work comes with the Extended licence **and exclusivity**, so the character is never sold to anyone else.

## Sets and upgrades

- A set licence covers every character in the set, for example the [Forest Friends Set](/cartoon-characters/forest-friends-set).
- The licence is bought per character: using one character in two projects needs one licence; two characters need two.

## Where to find your licence

1. Sign in and open **My downloads** from your account menu.
2. Each character you hold lists its files and its licence (Standard or Extended); open the licence certificate to save or print it for your client or publisher.

> Tip: unsure which one a project needs? Write to support@toonmart.test with a line about where the character will appear; we answer with the licence that fits.
`,
  cover: () => [chart(1), character('pirate-pete', 980, 240, 300)].join(''),
  diagrams: {
    chart: {
      title: 'Decision chart: broadcast, merchandise, print over 500,000 copies or a paid app means the Extended licence; otherwise the Standard licence',
      draw: () => [chart(-1), character('pirate-pete', 990, 160, 280), label(1000, 470, 'Free samples:', 24), note(1000, 504, 'Standard licence')].join(''),
    },
  },
  video: [
    { seconds: 2, caption: 'Four questions decide the licence.', draw: () => chart(-1) + character('pirate-pete', 980, 240, 300) },
    { seconds: 2.5, caption: 'Broadcast on TV, cinema or streaming? Extended.', draw: () => chart(0) + character('pirate-pete', 980, 240, 300) },
    { seconds: 2.5, caption: 'Merchandise or products for resale? Extended.', draw: () => chart(1) + character('pirate-pete', 980, 240, 300) },
    { seconds: 2.5, caption: 'Over 500,000 printed copies, or a paid app or game? Extended.', draw: (t) => chart(t < 0.5 ? 2 : 3) + character('pirate-pete', 980, 240, 300) },
    { seconds: 2.5, caption: 'Four times no: the Standard licence covers it.', draw: () => chart(QUESTIONS.length) + character('pirate-pete', 980, 240, 300) },
  ],
};
