import { formatName } from './file-kinds.ts';

/** How a downloadable file is named on buttons and lists: its format, the pose when a format has several, ZIP for a set's bundle. */

const VARIANTS: Record<string, string> = { 'three-quarter': 'three-quarter view', expressions: 'expression sheet' };

/** Lottie and sprite sheets: a file per animation, told apart by its kind of file. */
function motionLabel(file: { format: string; variant?: string; fileName: string }): string {
  const ext = file.fileName.split('.').pop()!.toUpperCase();
  if (file.format === 'LOTTIE') return file.variant ? `Lottie, ${file.variant} (JSON)` : 'Lottie, every animation (dotLottie)';
  return `Sprite sheet, ${(file.variant ?? '').replace(/-data$/, '')} (${ext})`;
}

export function downloadLabel(file: { format: string; variant?: string; fileName: string }): string {
  if ((file.format === 'LOTTIE' || file.format === 'SPRITES') && !file.fileName.endsWith('.zip')) return motionLabel(file);
  const bundle = file.fileName.endsWith('.zip') && file.format !== 'FLA' ? ' (ZIP)' : '';
  const pose = file.variant ? `, ${VARIANTS[file.variant] ?? file.variant.replace(/-/g, ' ')}` : '';
  return `${formatName(file.format)}${bundle}${pose}`;
}

/** 812 KB, 3.4 MB. */
export function formatFileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const POSES = ['', 'three-quarter', 'expressions'];

/** Files in the order a buyer reads them: by format, then a format's poses as the gallery shows them (front first). */
export function byFormatAndPose<F extends { format: string; variant: string }>(a: F, b: F): number {
  const rank = (v: string) => (POSES.includes(v) ? POSES.indexOf(v) : POSES.length);
  return a.format.localeCompare(b.format) || rank(a.variant) - rank(b.variant) || a.variant.localeCompare(b.variant);
}
