import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tempStorage } from '#test-support/factories/jobs.ts';
import { createTestDb, testDatabaseKind } from '#test-support/test-db.ts';
import type { DatabaseHandle } from '#/server/db/open.ts';
import { customJobs } from '#/server/db/schema/jobs.ts';
import { users } from '#/server/db/schema/users.ts';
import { jobsSeeder } from './jobs.ts';

describe(`custom jobs demo seeder on ${testDatabaseKind}`, () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await createTestDb();
  });
  afterEach(async () => handle.close());

  it('seeds two jobs for the demo customer once, and skips without demo accounts', async () => {
    const lines: string[] = [];
    await jobsSeeder.run(handle.db, (l) => lines.push(l), tempStorage());
    expect(lines[0]).toMatch(/skipped/);
    await handle.db.insert(users).values(['user', 'contributor', 'admin'].map((r) => ({ email: `${r}@toonmart.test`, role: r as 'user' })));
    await jobsSeeder.run(handle.db, () => {}, tempStorage());
    await jobsSeeder.run(handle.db, () => {}, tempStorage());
    const jobs = await handle.db.select().from(customJobs);
    expect(jobs.map((j) => j.status).sort()).toEqual(['IN_PROCESS', 'PENDING']);
  });
});
