/** The parts of @adobe/structured-data-validator (plain JS) the tests use. */
declare module '@adobe/structured-data-validator' {
  export type Issue = { issueMessage: string; severity: 'ERROR' | 'WARNING'; path: unknown[]; fieldNames?: string[]; rootType: string };
  /** The shape @marbec/web-auto-extractor gives: items per root type, per syntax. */
  export type Extracted = { jsonld?: Record<string, object[]>; microdata?: Record<string, object[]>; rdfa?: Record<string, object[]> };
  export default class Validator {
    constructor(schemaOrgJson?: object);
    validate(data: Extracted): Promise<Issue[]>;
  }
}
