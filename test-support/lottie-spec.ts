import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';

/**
 * The Lottie specification's own JSON schema and validator (lottie-spec, from the Lottie Animation
 * Community): errors only. Its warnings name properties outside the spec that Bodymovin writes and
 * lottie-web reads (`v`, `ddd`, `bm`, `sr`, `st`); they are allowed here, nothing else is.
 */

const require = createRequire(import.meta.url);
const specs = require('@lottie-animation-community/lottie-specs/src/validator-node.js') as {
  LottieValidator: new (ajv: unknown, schema: unknown) => { validate(data: unknown): { type: string; message: string; path: string }[] };
  get_schema_path(): string;
};
const validator = new specs.LottieValidator(Ajv2020, JSON.parse(readFileSync(specs.get_schema_path(), 'utf8')));
const ALLOWED = /has unknown property '(v|ddd|bm|sr|st)'$/;

/** What the spec's validator finds wrong with a document, as `path: message` lines (empty when it validates). */
export const lottieSpecErrors = (doc: unknown): string[] =>
  validator.validate(doc).filter((e) => e.type === 'error' || !ALLOWED.test(e.message)).map((e) => `${e.path}: ${e.message}`);
