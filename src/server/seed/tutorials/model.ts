import type { TutorialLevel } from '#/lib/tutorial-body.ts';

/**
 * A demo tutorial as written in this repository: its text (the safe Markdown subset of
 * src/lib/tutorial-body.ts), the diagrams the text shows (drawn by code, served as SVG from
 * /tutorials/illustrations/{slug}-{name}.svg), a cover and a short video made of segments, each
 * with the caption spoken over it, so the WebVTT track always matches the picture.
 */
export type VideoSegment = {
  seconds: number;
  caption: string;
  /** The frame's SVG content in the 1280 × 720 box at `t` in [0, 1] through the segment. */
  draw: (t: number) => string;
};

export type TutorialSeed = {
  slug: string;
  title: string;
  summary: string;
  level: TutorialLevel;
  formats: string[];
  body: string;
  /** The card picture, the thumbnail and the video poster (SVG content in 1280 × 720). */
  cover: () => string;
  /** Named illustrations the body refers to as /tutorials/illustrations/{slug}-{name}.svg. */
  diagrams: Record<string, { title: string; draw: () => string }>;
  video: VideoSegment[];
};

export const illustrationPath = (slug: string, name: string) => `/tutorials/illustrations/${slug}-${name}.svg`;

export const videoSeconds = (video: VideoSegment[]) => video.reduce((sum, s) => sum + s.seconds, 0);

/** `HH:MM:SS.mmm`, as WebVTT wants it. */
export function vttTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** The captions of a video: one cue per segment, back to back. */
export function captionsOf(video: VideoSegment[]): string {
  let start = 0;
  const cues = video.map((segment, i) => {
    const cue = `${i + 1}\n${vttTime(start)} --> ${vttTime(start + segment.seconds)}\n${segment.caption}`;
    start += segment.seconds;
    return cue;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
}
