import webvtt from 'webvtt-parser';

/**
 * Captions of a tutorial video: a WebVTT file checked by a full parser (webvtt-parser, the one
 * behind the W3C's validator), the same in the editor (before the upload starts) and on the
 * server (before the file is stored). Each problem names its line.
 */
export type CaptionProblem = { line: number; message: string };
export type CaptionCheck = { ok: true; cues: number; lastEndMs: number } | { ok: false; problems: CaptionProblem[] };

export const MAX_CAPTION_BYTES = 1024 * 1024;
const SHOWN = 5;

// The parser's wording, said the way an editor fixes it.
const PLAIN: [RegExp, string][] = [
  [/^No valid signature/, 'The file must start with the line "WEBVTT".'],
  [/^Start timestamp is not greater than or equal to start timestamp of previous cue/, 'Cues are out of order: this cue starts before the one above it.'],
  [/^End timestamp is not greater than start timestamp/, 'This cue ends before it starts (or when it starts).'],
  [/^Milliseconds must be given in three digits/, 'Write times as 00:01.500 or 00:00:01.500: milliseconds need three digits.'],
  [/^No valid timestamp separator found|^No timestamp found/, 'Expected a timing line such as "00:00:01.000 --> 00:00:04.000".'],
];
const plain = (message: string) => PLAIN.find(([pattern]) => pattern.test(message))?.[1] ?? message;

export function checkCaptions(text: string): CaptionCheck {
  const parser = new webvtt.WebVTTParser();
  const { cues, errors } = parser.parse(text, 'metadata');
  const problems = errors.map((e) => ({ line: e.line, message: plain(e.message) }));
  if (!problems.length && cues.length === 0) problems.push({ line: 1, message: 'The file has no cues: add at least one timing line and its text.' });
  if (problems.length) return { ok: false, problems };
  return { ok: true, cues: cues.length, lastEndMs: Math.round(Math.max(...cues.map((c) => c.endTime)) * 1000) };
}

/** "Line 3: This cue ends before it starts. Line 9: …" (the first five, and how many more). */
export function captionsMessage(name: string, problems: CaptionProblem[]): string {
  const listed = problems.slice(0, SHOWN).map((p) => `Line ${p.line}: ${p.message}`).join(' ');
  const more = problems.length > SHOWN ? ` (and ${problems.length - SHOWN} more)` : '';
  return `"${name}" is not a valid WebVTT captions file. ${listed}${more}`;
}

/** Bytes as UTF-8 text, or null when they are not (WebVTT is always UTF-8). */
export function captionsText(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
