/** `npm run bench`: builds if needed, then runs every bench/*.mjs in turn (or those named on the command line). */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('dist/server/entry.mjs')) spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
const wanted = process.argv.slice(2);
const benches = fs.readdirSync('bench').filter((f) => f.endsWith('.mjs') && (!wanted.length || wanted.some((w) => f.includes(w)))).sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n##### bench/${file}`);
  const { status } = spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
