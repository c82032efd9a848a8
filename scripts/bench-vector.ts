/**
 * Times the vector writers (FLA, AI, EPS) over the whole demo cast: every character's file and every
 * set's ZIP (members and group scene, in a fresh storage). `npx node scripts/bench-vector.ts [FLA,AI,EPS]`.
 */
import { artFor } from '#/lib/art/index.ts';
import { SEED_SETS, SEED_TYPES } from '#/server/seed/catalogue-data.ts';
import { setZip } from '#/server/media/set-files.ts';
import { singleFiles, type FileFormat } from '#/server/media/single-files.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localStorage } from '#/server/storage/local.ts';

const formats = (process.argv[2] ?? 'FLA,AI,EPS').split(',') as FileFormat[];
const cast = SEED_TYPES.flatMap((t) => t.names.map((name) => ({ title: name, art: artFor(t.slug, name) })));
for (const format of formats) {
  let [ms, bytes] = [0, 0];
  for (const { title, art } of cast) {
    const start = performance.now();
    for (const made of singleFiles(format, art, title)) bytes += (await made.data()).length;
    ms += performance.now() - start;
  }
  let [setMs, setBytes] = [0, 0];
  for (const set of SEED_SETS) {
    const members = set.members.map(([t, n]) => ({ title: SEED_TYPES[t]!.names[n]!, art: artFor(SEED_TYPES[t]!.slug, SEED_TYPES[t]!.names[n]!) }));
    const start = performance.now();
    setBytes += (await setZip({ storage: localStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-vector-'))) }, format, { kind: 'set', members }, { slug: 'set', title: set.title }).data()).length;
    setMs += performance.now() - start;
  }
  console.log(`${format}: ${cast.length} characters ${(ms / 1000).toFixed(1)} s (${(bytes / cast.length / 1024).toFixed(0)} KB each); ${SEED_SETS.length} set ZIPs ${(setMs / 1000).toFixed(1)} s (${(setBytes / SEED_SETS.length / 1024).toFixed(0)} KB each)`);
}
