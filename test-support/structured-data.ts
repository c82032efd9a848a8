import Validator, { type Issue } from '@adobe/structured-data-validator';

/**
 * Test helper: the errors Google's rich-result rules (as @adobe/structured-data-validator encodes them)
 * find in JSON-LD blocks, grouped by their root @type. Warnings (optional fields) are not errors.
 */
export async function structuredDataErrors(blocks: object[]): Promise<Issue[]> {
  const jsonld: Record<string, object[]> = {};
  for (const block of blocks) {
    const type = (block as { '@type'?: string | string[] })['@type'];
    const root = Array.isArray(type) ? type[0]! : (type ?? 'Thing');
    (jsonld[root] ??= []).push(structuredClone(block));
  }
  const issues = await new Validator().validate({ jsonld });
  return issues.filter((issue) => issue.severity === 'ERROR');
}

/** The JSON-LD blocks of an HTML page. */
export function jsonLdBlocks(html: string): object[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as object);
}
