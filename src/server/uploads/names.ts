/**
 * An uploaded file keeps the name its author gave it (shown in the artist's area, offered as the
 * download name), made safe: no folders, no control or reserved characters, at most 120
 * characters, and the extension of what the file really is (a PNG named "logo.svg" becomes
 * "logo.svg.png"). `fallback` names a file whose name had nothing left.
 */
const RESERVED = /[<>:"/\\|?*]/g;
const isControl = (c: string) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127;
const MAX_NAME = 120;

export function cleanUploadName(original: string, extension: string, fallback = 'file'): string {
  const last = original.split(/[/\\]/).pop() ?? '';
  const tidy = Array.from(last.normalize('NFC'), (c) => (isControl(c) ? '_' : c)).join('').replace(RESERVED, '_').replace(/\s+/g, ' ').trim();
  const dot = tidy.lastIndexOf('.');
  const given = dot > 0 ? tidy.slice(dot + 1).toLowerCase() : '';
  const sameType = given === extension || (extension === 'jpg' && given === 'jpeg');
  const stem = (dot > 0 && sameType ? tidy.slice(0, dot) : tidy).replace(/^[.\s_]+|[.\s]+$/g, '');
  const ext = sameType ? given : extension;
  return `${(stem || fallback).slice(0, MAX_NAME - ext.length - 1)}.${ext}`;
}

/** "sunny.png", then "sunny-2.png", "sunny-3.png": one download name per file of a character. */
export function uniqueName(name: string, taken: Iterable<string>): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}${ext}`.toLowerCase())) return `${stem}-${n}${ext}`;
}
