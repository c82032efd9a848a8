import type { ClientUploadRule } from '#/lib/upload-check.ts';
import { FORMATS, ruleFor, type UploadKind } from '#/server/uploads/rules.ts';

/** The server's rule for an upload field, as the editor's browser check needs it. */
export function clientRule(kind: UploadKind): ClientUploadRule {
  const rule = ruleFor(kind);
  return {
    label: rule.label,
    maxBytes: rule.maxBytes,
    extensions: [...new Set(rule.formats.flatMap((f) => [...FORMATS[f].extensions]))],
    ratios: rule.ratios.map((r) => ({ w: r.w, h: r.h })),
  };
}
