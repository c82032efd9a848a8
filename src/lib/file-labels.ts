/** How a downloadable file is named on buttons and lists: its format, the pose when a format has several, ZIP for a set's bundle. */

const VARIANTS: Record<string, string> = { 'three-quarter': 'three-quarter view', expressions: 'expression sheet' };

export function downloadLabel(file: { format: string; variant?: string; fileName: string }): string {
  const bundle = file.fileName.endsWith('.zip') && file.format !== 'FLA' ? ' (ZIP)' : '';
  const pose = file.variant ? `, ${VARIANTS[file.variant] ?? file.variant.replace(/-/g, ' ')}` : '';
  return `${file.format}${bundle}${pose}`;
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
