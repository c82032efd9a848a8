import type { Database } from '#/server/db/open.ts';
import type { Storage } from '#/server/storage/storage.ts';

/** One domain's demo data: idempotent, run on an empty database in demo mode and by `npm run db:seed`. */
export type Seeder = { name: string; run(db: Database, log: (line: string) => void, storage: Storage): Promise<void> };
