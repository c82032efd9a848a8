// Times the vector writers (FLA, AI, EPS) for a few characters and a set: `npx node scripts/bench-vector.ts`.
import { artFor } from '#/lib/art/index.ts';
import { singleFiles, type FileFormat } from '#/server/media/single-files.ts';
import { memberFiles } from '#/server/media/set-files.ts';

const names = [['people', 'Pirate Pete'], ['animals', 'Benny the Bear'], ['food', 'Taco Tom'], ['heroes', 'Thunder Girl']] as const;
for (const format of ['FLA', 'AI', 'EPS'] as FileFormat[]) {
  let total = 0;
  let bytes = 0;
  for (const [type, name] of names) {
    const art = artFor(type, name);
    const start = performance.now();
    for (const made of singleFiles(format, art, name)) bytes += (await made.data()).length;
    total += performance.now() - start;
  }
  console.log(`${format}: ${(total / names.length).toFixed(0)} ms per character, ${(bytes / names.length / 1024).toFixed(0)} KB per file`);
}
void memberFiles;
