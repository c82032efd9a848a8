import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDb } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { errorResponse, isUnstorableText } from './responses.ts';

describe('a NUL byte reaching a query', () => {
  let handle: DatabaseHandle | undefined;
  afterEach(() => handle?.close());

  it('is refused by the database with a code errorResponse answers as 400, not 500', async () => {
    handle = await createTestDb();
    const error = await handle.db.execute(sql`SELECT ${'a\u0000b'}::text AS t`).then(() => null, (e: unknown) => e);
    expect(isUnstorableText(error)).toBe(true);
    const res = errorResponse(error);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('BAD_REQUEST');
  });
});
