import type { ReceivedFile } from './receive.ts';

/** The formats an artist or staff member uploads as a character's source file (rules.ts, 'character-source'). */
export type SourceFormat = 'EPS' | 'AI' | 'PNG' | 'MP4' | 'FLA' | 'SVG';

/** What a character file row records of the upload itself: its pixel size and transparency as read from it (inspect.ts). */
export function readFromFile(file: Pick<ReceivedFile, 'width' | 'height' | 'transparent'>) {
  return { width: file.width ?? null, height: file.height ?? null, transparent: file.transparent ?? null };
}

/** "3000×3000 px · transparent background", from what was read; nothing for a file that is not a picture. */
export function pictureFacts(file: { width: number | null; height: number | null; transparent: boolean | null; format?: string }): string {
  const parts: string[] = [];
  if (file.width && file.height) parts.push(`${file.width}×${file.height} px`);
  if (file.transparent !== null) parts.push(file.transparent ? 'transparent background' : 'opaque background');
  return parts.join(' · ');
}
