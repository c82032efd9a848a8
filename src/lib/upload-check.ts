/**
 * The browser's first look at a chosen file, with the same limits the server enforces
 * (src/server/uploads/rules.ts): wrong type, too large, wrong shape. The server still checks
 * the content; this only spares a long upload that would be refused.
 */
export type ClientUploadRule = {
  label: string;
  maxBytes: number;
  /** Lower-case extensions without the dot. */
  extensions: string[];
  ratios: { w: number; h: number }[];
};

const MB = 1024 * 1024;
export const sizeLabel = (bytes: number) => (bytes >= MB ? `${Math.round((bytes / MB) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);

const extensionOf = (name: string) => (/\.([a-z0-9]+)$/i.exec(name)?.[1] ?? '').toLowerCase();

/** Within 1 %, as on the server. */
export function matchesRatio(width: number, height: number, ratio: { w: number; h: number }): boolean {
  return width > 0 && height > 0 && Math.abs(width / height - ratio.w / ratio.h) <= 0.01 * (ratio.w / ratio.h);
}

export function fileProblem(file: { name: string; size: number }, rule: ClientUploadRule, shape?: { width: number; height: number }): string | null {
  const ext = extensionOf(file.name);
  if (rule.extensions.length && !rule.extensions.includes(ext)) {
    return `"${file.name}" is not a ${rule.extensions.map((e) => e.toUpperCase()).join(', ')} file, the types a ${rule.label} may be.`;
  }
  if (file.size > rule.maxBytes) return `"${file.name}" is ${sizeLabel(file.size)}; a ${rule.label} is at most ${sizeLabel(rule.maxBytes)}.`;
  if (shape && rule.ratios.length && !rule.ratios.some((r) => matchesRatio(shape.width, shape.height, r))) {
    const wanted = rule.ratios.map((r) => `${r.w}:${r.h}`).join(' or ');
    return `"${file.name}" is ${shape.width}×${shape.height}; a ${rule.label} must be ${wanted}.`;
  }
  return null;
}
