/** The part of webvtt-parser (plain JavaScript, no types of its own) that src/lib/captions.ts uses. */
declare module 'webvtt-parser' {
  export type WebVTTCue = { id: string; startTime: number; endTime: number; text: string };
  export type WebVTTError = { message: string; line: number; col?: number };
  export class WebVTTParser {
    parse(input: string, mode?: 'metadata' | 'chapters'): { cues: WebVTTCue[]; errors: WebVTTError[]; styles: string[] };
  }
  const webvtt: { WebVTTParser: typeof WebVTTParser };
  export default webvtt;
}
