import { describe, expect, it } from 'vitest';
import { captionsMessage, captionsText, checkCaptions } from './captions.ts';

const GOOD = `WEBVTT

1
00:00:00.500 --> 00:00:03.000
Open the SVG: each part is a named group.

00:03.000 --> 00:06.250 align:start
<v Narrator>Drag the arm's pivot to the shoulder.
`;

describe('checkCaptions', () => {
  it('accepts a valid file and counts its cues', () => {
    expect(checkCaptions(GOOD)).toEqual({ ok: true, cues: 2, lastEndMs: 6250 });
    expect(checkCaptions(`\uFEFF${GOOD.replace(/\n/g, '\r\n')}`)).toMatchObject({ ok: true, cues: 2 });
  });

  it('names the line of each problem: header, timings, order', () => {
    const bad = 'WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nBackwards\n\n00:00:01.000 --> 00:00:02.000\nOut of order\n\n00:00:03.00 --> 00:00:04.000\nShort milliseconds\n';
    const result = checkCaptions(bad);
    expect(result).toEqual({ ok: false, problems: [
      { line: 3, message: 'This cue ends before it starts (or when it starts).' },
      { line: 6, message: 'Cues are out of order: this cue starts before the one above it.' },
      { line: 9, message: 'Write times as 00:01.500 or 00:00:01.500: milliseconds need three digits.' },
    ] });
  });

  it('refuses a file without the WEBVTT line (an SRT file, say) and one without cues', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello\n';
    const result = checkCaptions(srt);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems[0]).toEqual({ line: 1, message: 'The file must start with the line "WEBVTT".' });
    expect(checkCaptions('WEBVTT\n')).toEqual({ ok: false, problems: [{ line: 1, message: 'The file has no cues: add at least one timing line and its text.' }] });
  });

  it('says it in one message, at most five problems listed', () => {
    const problems = Array.from({ length: 7 }, (_, i) => ({ line: i + 2, message: 'Bad.' }));
    expect(captionsMessage('talk.vtt', problems)).toBe('"talk.vtt" is not a valid WebVTT captions file. Line 2: Bad. Line 3: Bad. Line 4: Bad. Line 5: Bad. Line 6: Bad. (and 2 more)');
  });

  it('reads only UTF-8 text', () => {
    expect(captionsText(new TextEncoder().encode('WEBVTT'))).toBe('WEBVTT');
    expect(captionsText(new Uint8Array([0x89, 0x50, 0xff, 0xfe]))).toBeNull();
  });
});
