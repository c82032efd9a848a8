/** `npm run bench`: runs every bench/*.mjs in turn (alphabetical), each in its own process. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const benches = fs
  .readdirSync('bench')
  .filter((file) => file.endsWith('.mjs'))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n=== bench/${file}`);
  const { status } = spawnSync(process.execPath, [path.join('bench', file)], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (status !== 0) failed++;
}
console.log(`\n${benches.length - failed} of ${benches.length} benches ran`);
process.exit(failed ? 1 : 0);
