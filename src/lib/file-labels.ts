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
