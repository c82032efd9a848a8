import type { StorageFolder } from '#/server/storage/storage.ts';

/**
 * What each kind of upload accepts: see docs/decisions/0020-storage-and-uploads.md.
 * Pure data and checks; the I/O lives in inspect.ts and receive.ts.
 */
export const MB = 1024 * 1024;
export const LIMITS = { image: 3 * MB, medium: 10 * MB, large: 100 * MB } as const;

/** A content type the store recognises, by what file-type detects (`detected`) and the name's extension. */
export type FileFormat = { label: string; detected: string[]; extensions: string[]; contentType: string; media?: 'image' | 'video' };

export const FORMATS = {
  png: { label: 'PNG', detected: ['png'], extensions: ['png'], contentType: 'image/png', media: 'image' },
  jpeg: { label: 'JPEG', detected: ['jpg'], extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg', media: 'image' },
  webp: { label: 'WebP', detected: ['webp'], extensions: ['webp'], contentType: 'image/webp', media: 'image' },
  mp4: { label: 'MP4', detected: ['mp4', 'm4v'], extensions: ['mp4', 'm4v'], contentType: 'video/mp4', media: 'video' },
  eps: { label: 'EPS', detected: ['eps', 'ps'], extensions: ['eps'], contentType: 'application/postscript' },
  // Illustrator files are PDFs inside; the .ai name tells them from a plain PDF.
  ai: { label: 'AI', detected: ['ai', 'pdf'], extensions: ['ai'], contentType: 'application/illustrator' },
  // Adobe Animate: OLE2 (legacy) or a zip (XFL) container, named .fla.
  fla: { label: 'FLA', detected: ['cfb', 'zip'], extensions: ['fla'], contentType: 'application/vnd.adobe.fla' },
  pdf: { label: 'PDF', detected: ['pdf'], extensions: ['pdf'], contentType: 'application/pdf' },
  // Text, so no magic bytes: inspect.ts reports 'svg' for content that looks like one, and stores it only sanitised (svg.ts).
  svg: { label: 'SVG', detected: ['svg'], extensions: ['svg'], contentType: 'image/svg+xml', media: 'image' },
  // Text too: inspect.ts reports 'vtt' for text content where captions are taken, and parses it whole (src/lib/captions.ts).
  vtt: { label: 'WebVTT', detected: ['vtt'], extensions: ['vtt'], contentType: 'text/vtt' },
} as const satisfies Record<string, FileFormat>;
export type FormatName = keyof typeof FORMATS;

export type Ratio = { w: number; h: number };
const r = (w: number, h: number): Ratio => ({ w, h });

export type UploadRule = {
  label: string;
  folder: StorageFolder;
  maxBytes: number;
  formats: FormatName[];
  /** Any of these ratios is accepted; empty means any shape. */
  ratios: Ratio[];
  /** Private files are served only through authorised routes. */
  private: boolean;
};

const IMAGES: FormatName[] = ['png', 'jpeg', 'webp'];

export const UPLOAD_RULES = {
  'character-preview': { label: 'character preview image', folder: 'characters', maxBytes: LIMITS.image, formats: IMAGES, ratios: [], private: false },
  'character-preview-video': { label: 'character preview video', folder: 'characters', maxBytes: LIMITS.medium, formats: ['mp4'], ratios: [], private: false },
  'character-source': { label: 'character source file', folder: 'characters', maxBytes: LIMITS.large, formats: ['eps', 'ai', 'png', 'mp4', 'fla', 'svg'], ratios: [], private: true },
  'artist-avatar': { label: 'artist picture', folder: 'characters', maxBytes: LIMITS.image, formats: IMAGES, ratios: [], private: false },
  'character-type-image': { label: 'character type image', folder: 'character-types', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(1, 1)], private: false },
  'character-type-video': { label: 'character type video', folder: 'character-types', maxBytes: LIMITS.medium, formats: ['mp4'], ratios: [r(9, 16), r(1, 1)], private: false },
  'social-link-icon': { label: 'social link icon', folder: 'social-links', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(1, 1)], private: false },
  'tutorial-video': { label: 'tutorial video', folder: 'tutorials', maxBytes: LIMITS.large, formats: ['mp4'], ratios: [], private: false },
  'tutorial-captions': { label: 'captions file', folder: 'tutorials', maxBytes: MB, formats: ['vtt'], ratios: [], private: false },
  'tutorial-thumbnail': { label: 'tutorial thumbnail', folder: 'tutorials', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(16, 9)], private: false },
  'blog-thumbnail': { label: 'article thumbnail', folder: 'blog-images', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(16, 9)], private: false },
  'blog-banner': { label: 'banner', folder: 'blog-images', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(5, 2)], private: false },
  'blog-image': { label: 'article image', folder: 'blog-images', maxBytes: LIMITS.image, formats: IMAGES, ratios: [], private: false },
  'customize-level-image': { label: 'customize level image', folder: 'customize-level', maxBytes: LIMITS.image, formats: IMAGES, ratios: [r(16, 9)], private: false },
  'job-reference': { label: 'reference file', folder: 'customize-job-reference', maxBytes: LIMITS.medium, formats: [...IMAGES, 'pdf'], ratios: [], private: true },
  'job-work': { label: 'job delivery file', folder: 'customize-job-work', maxBytes: LIMITS.large, formats: ['png', 'jpeg', 'eps', 'ai', 'fla', 'mp4', 'pdf'], ratios: [], private: true },
  'job-correction': { label: 'correction file', folder: 'customize-job-work-corrections', maxBytes: LIMITS.medium, formats: [...IMAGES, 'pdf'], ratios: [], private: true },
} as const satisfies Record<string, UploadRule>;
export type UploadKind = keyof typeof UPLOAD_RULES;

export const PRIVATE_FOLDERS: StorageFolder[] = ['customize-job-reference', 'customize-job-work', 'customize-job-work-corrections'];

export function ruleFor(kind: UploadKind): UploadRule {
  return UPLOAD_RULES[kind] as UploadRule;
}

export function formatSize(bytes: number): string {
  return bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

export const listFormats = (names: FormatName[]) => {
  const labels = [...new Set(names.map((n) => FORMATS[n].label))];
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : labels[0];
};

export function sizeMessage(rule: UploadRule, name: string): string {
  return `"${name}" is larger than ${formatSize(rule.maxBytes)}, the limit for a ${rule.label}.`;
}

const CONTAINERS = ['pdf', 'zip', 'cfb'];
const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/**
 * Picks the format from the detected content and the name. The content decides;
 * the name only tells apart formats that share a container (AI is a PDF, FLA a zip).
 * Returns the format or a message saying which rule broke.
 */
export function matchFormat(rule: UploadRule, name: string, detected: string | undefined): { format: FormatName } | { error: string } {
  const ext = extensionOf(name);
  const allowed = `Allowed for a ${rule.label}: ${listFormats(rule.formats)}.`;
  if (detected === 'vtt' && rule.formats.includes('vtt')) return { format: 'vtt' };
  const takesSvg = rule.formats.includes('svg');
  if (takesSvg && detected === 'svg') return { format: 'svg' };
  if (takesSvg && (detected === 'xml' || (!detected && ext === 'svg'))) return { error: `"${name}" is not an SVG drawing: its content has no <svg> element. ${allowed}` };
  if (!takesSvg && (ext === 'svg' || detected === 'svg' || detected === 'xml')) {
    return { error: `"${name}" is an SVG or XML file. SVG is refused because it can carry scripts. ${allowed}` };
  }
  if (!detected) return { error: `The content of "${name}" is not a recognised file format. ${allowed}` };
  const candidates = rule.formats.filter((f) => (FORMATS[f].detected as readonly string[]).includes(detected));
  const byName = candidates.find((f) => (FORMATS[f].extensions as readonly string[]).includes(ext));
  // A shared container (PDF, zip, OLE2) needs the name to say which format it is; other content decides alone.
  const byContent = candidates.find((f) => !CONTAINERS.includes(detected) || f === detected);
  const format = byName ?? byContent;
  if (!format) {
    return { error: `"${name}" is not a ${listFormats(rule.formats)} file: its content is ${detected.toUpperCase()}. Files are checked by content, not by name. ${allowed}` };
  }
  return { format };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export const ratioLabel = (ratio: Ratio) => `${ratio.w}:${ratio.h}`;

/** Within 1 %: 1920×1080 and 1280×720 are 16:9, and so is 854×480. */
export function matchesRatio(width: number, height: number, ratio: Ratio): boolean {
  return width > 0 && height > 0 && Math.abs(width / height - ratio.w / ratio.h) <= 0.01 * (ratio.w / ratio.h);
}

export function ratioMessage(rule: UploadRule, name: string, width: number, height: number): string | null {
  if (rule.ratios.length === 0 || rule.ratios.some((ratio) => matchesRatio(width, height, ratio))) return null;
  const d = gcd(width, height) || 1;
  const wanted = rule.ratios.map(ratioLabel).join(' or ');
  return `"${name}" is ${width}×${height} (${width / d}:${height / d}); a ${rule.label} must be ${wanted}.`;
}
