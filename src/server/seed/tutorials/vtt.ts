/** A WebVTT file read strictly enough to reject what browsers would not show (tests read the demo captions with it). */
export type Cue = { id: string; start: number; end: number; text: string };

const TIME = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

export function vttSeconds(value: string): number {
  const m = TIME.exec(value.trim());
  if (!m) throw new Error(`Not a WebVTT time: ${value}`);
  return Number(m[1] ?? 0) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
}

export function parseVtt(vtt: string): Cue[] {
  const [header, ...blocks] = vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(header!.split('\n')[0]!)) throw new Error('A WebVTT file starts with "WEBVTT"');
  return blocks.filter((b) => b.trim()).map((block) => {
    const lines = block.split('\n');
    const timing = lines.findIndex((l) => l.includes('-->'));
    if (timing < 0 || timing > 1) throw new Error(`A cue without timings: ${block}`);
    const [start, end] = lines[timing]!.split('-->').map((s) => vttSeconds(s.trim().split(/\s+/)[0]!));
    const text = lines.slice(timing + 1).join('\n');
    if (!text.trim()) throw new Error(`An empty cue: ${block}`);
    return { id: timing === 1 ? lines[0]! : '', start: start!, end: end!, text };
  });
}
