/**
 * Validates a plain environment object against the `envField` definitions of
 * `src/env-schema.ts`, for code that runs outside Astro (scripts, tests). Astro
 * itself validates the same schema at start-up through astro:env.
 */
type Field = {
  type: 'string' | 'number' | 'boolean' | 'enum';
  optional?: boolean;
  default?: unknown;
  url?: boolean;
  int?: boolean;
  gt?: number;
  min?: number;
  lt?: number;
  values?: readonly string[];
};

export class EnvError extends Error {
  readonly variable: string;

  constructor(variable: string, reason: string) {
    super(`Invalid environment variable ${variable}: ${reason}. Fix it in .env or the environment (see .env.example).`);
    this.name = 'EnvError';
    this.variable = variable;
  }
}

function parseOne(name: string, field: Field, raw: string): unknown {
  switch (field.type) {
    case 'number': {
      const n = Number(raw);
      if (raw.trim() === '' || !Number.isFinite(n)) throw new EnvError(name, `expected a number, got "${raw}"`);
      if (field.int && !Number.isInteger(n)) throw new EnvError(name, `expected an integer, got "${raw}"`);
      if (field.gt !== undefined && !(n > field.gt)) throw new EnvError(name, `must be greater than ${field.gt}`);
      if (field.min !== undefined && !(n >= field.min)) throw new EnvError(name, `must be at least ${field.min}`);
      if (field.lt !== undefined && !(n < field.lt)) throw new EnvError(name, `must be less than ${field.lt}`);
      return n;
    }
    case 'boolean':
      if (raw !== 'true' && raw !== 'false') throw new EnvError(name, `expected true or false, got "${raw}"`);
      return raw === 'true';
    case 'enum':
      if (!field.values?.includes(raw)) throw new EnvError(name, `expected one of ${field.values?.join(', ')}, got "${raw}"`);
      return raw;
    default:
      if (field.url && !URL.canParse(raw)) throw new EnvError(name, `expected a URL, got "${raw}"`);
      return raw;
  }
}

export function validateEnv<S extends Record<string, unknown>>(
  schema: S,
  env: Record<string, string | undefined>,
): Record<keyof S, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(schema)) {
    const field = def as Field;
    const raw = env[name];
    if (raw === undefined || raw === '') {
      if (field.default !== undefined) out[name] = field.default;
      else if (field.optional) out[name] = undefined;
      else throw new EnvError(name, 'it is required but not set');
      continue;
    }
    out[name] = parseOne(name, field, raw);
  }
  return out as Record<keyof S, unknown>;
}
