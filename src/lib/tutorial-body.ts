/**
 * The text of a tutorial: a small, safe subset of Markdown that admins type in a textarea and the
 * page renders without any HTML from the text (so no sanitiser is needed). Shared by the tutorial
 * page and the admin preview, so the preview shows exactly what will be published.
 *
 * - `## Heading` and `### Heading`
 * - `1. Step` lines: the steps (an ordered list; the page's HowTo data comes from them)
 * - `- Item` lines: a bullet list
 * - `![Alt text](/path.svg "Caption")`: a figure (site-relative addresses only)
 * - `> Tip: …`: a highlighted note
 * - anything else: paragraphs separated by an empty line, with `**bold**` and `[links](/path)`
 */
export type Inline = { kind: 'text'; text: string } | { kind: 'strong'; text: string } | { kind: 'link'; text: string; href: string };
export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string; id: string }
  | { kind: 'paragraph'; inline: Inline[] }
  | { kind: 'note'; inline: Inline[] }
  | { kind: 'steps'; items: Inline[][] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'figure'; src: string; alt: string; caption: string };

/** Only addresses on this site (a path) or plain https links; anything else stays text. */
const safeHref = (href: string) => (/^\/(?!\/)[\w\-./#?=&%]*$/.test(href) || /^https:\/\/[\w.-]+(\/[\w\-./#?=&%]*)?$/.test(href) ? href : null);

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    const href = m[3] ? safeHref(m[3]) : null;
    if (m[1]) out.push({ kind: 'strong', text: m[1] });
    else out.push(href ? { kind: 'link', text: m[2]!, href } : { kind: 'text', text: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

export const headingId = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60);

function listBlock(lines: string[], marker: RegExp, kind: 'steps' | 'list'): Block {
  // A line that does not start with the marker continues the previous item.
  const items: string[] = [];
  for (const line of lines) {
    if (marker.test(line)) items.push(line.replace(marker, ''));
    else items[items.length - 1] = `${items[items.length - 1] ?? ''} ${line.trim()}`;
  }
  return { kind, items: items.map((i) => parseInline(i.trim())) };
}

function block(chunk: string): Block {
  const lines = chunk.split('\n').map((l) => l.trimEnd());
  const first = lines[0]!;
  const heading = /^(#{2,3})\s+(.+)$/.exec(first);
  if (heading && lines.length === 1) return { kind: 'heading', level: heading[1]!.length as 2 | 3, text: heading[2]!.trim(), id: headingId(heading[2]!) };
  const figure = /^!\[([^\]]*)\]\((\S+?)(?:\s+"([^"]*)")?\)$/.exec(chunk.trim());
  if (figure && safeHref(figure[2]!)?.startsWith('/')) return { kind: 'figure', alt: figure[1]!, src: figure[2]!, caption: figure[3] ?? '' };
  if (/^\d+\.\s+/.test(first)) return listBlock(lines, /^\d+\.\s+/, 'steps');
  if (/^-\s+/.test(first)) return listBlock(lines, /^-\s+/, 'list');
  if (first.startsWith('>')) return { kind: 'note', inline: parseInline(lines.map((l) => l.replace(/^>\s?/, '')).join(' ').trim()) };
  return { kind: 'paragraph', inline: parseInline(lines.join(' ').trim()) };
}

export function parseTutorialBody(body: string): Block[] {
  return body.replace(/\r\n?/g, '\n').split(/\n\s*\n/).map((c) => c.trim()).filter(Boolean).map(block);
}

export const plainText = (inline: Inline[]) => inline.map((i) => i.text).join('');

/** Every step of every ordered list, as plain text (the HowTo structured data). */
export function stepsOf(blocks: Block[]): string[] {
  return blocks.flatMap((b) => (b.kind === 'steps' ? b.items.map(plainText) : []));
}

/** The catalogue characters the text links to (`/cartoon-characters/{slug}`), in order, once each. */
export function linkedCharacterSlugs(body: string): string[] {
  const slugs = [...body.matchAll(/\]\(\/cartoon-characters\/([a-z0-9-]+)\)/g)].map((m) => m[1]!);
  return [...new Set(slugs)];
}

/** Reading time at 200 words a minute, at least one minute. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
  return Math.max(1, Math.round(words / 200));
}

export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TutorialLevel = (typeof TUTORIAL_LEVELS)[number];
export const LEVEL_LABELS: Record<TutorialLevel, string> = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
