/**
 * The heaviest parts of a V8 CPU profile (`node --cpu-prof`, e.g. BENCH_SERVER_ARGS="--cpu-prof
 * --cpu-prof-dir=.tmp/prof" npm run bench -- throughput), as text: self time by function and by
 * package or source folder, and total (inclusive) time of chosen frames. A flame graph in numbers.
 *   node scripts/profile-top.mjs .tmp/prof/CPU.*.cpuprofile [--top 25] [--frames name1,name2] [--timeline] [--window from,to]
 * --timeline prints the busy share of each second (a benchmark's runs show as busy blocks); --window keeps
 * only the samples between two seconds of the profile, to read one block alone.
 */
import fs from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => a.endsWith('.cpuprofile'));
const top = Number(args[args.indexOf('--top') + 1] || 25);
const frames = args.includes('--frames') ? args[args.indexOf('--frames') + 1].split(',') : [];
const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
const [from, to] = args.includes('--window') ? args[args.indexOf('--window') + 1].split(',').map(Number) : [0, Infinity];

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfMicros = new Map();
const busyBySecond = [];
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
let clock = 0;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  const delta = profile.timeDeltas[i] ?? 0;
  clock += delta;
  const second = Math.floor(clock / 1e6);
  if (!idle.has(id)) busyBySecond[second] = (busyBySecond[second] ?? 0) + delta;
  if (second < from || second >= to) continue;
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + delta);
}
if (args.includes('--timeline')) {
  console.log('second: busy share');
  busyBySecond.forEach((busy, second) => busy > 2e5 && console.log(`${second}: ${'#'.repeat(Math.round(busy / 5e4))}`));
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0);

/** Where a frame's code lives: a package name, a source folder or a Node internal. */
function place(url) {
  if (!url) return '(native/vm)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node internals';
  const dist = /dist\/server\/(chunks\/)?([^/]+?)(_[\w-]{8})?\.mjs/.exec(url);
  if (dist) return `app: ${dist[2]}`;
  return url.replace(/^file:\/\/.*?\/(src|server)\//, '$1/');
}

const add = (map, key, v) => map.set(key, (map.get(key) ?? 0) + v);
const byFunction = new Map();
const byPlace = new Map();
const inclusive = new Map();
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id);
  add(byFunction, `${callFrame.functionName || '(anonymous)'} ${place(callFrame.url)}:${callFrame.lineNumber + 1}`, micros);
  add(byPlace, place(callFrame.url), micros);
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const name = byId.get(at).callFrame.functionName;
    for (const wanted of frames) {
      if (name !== wanted || seen.has(wanted)) continue;
      seen.add(wanted);
      add(inclusive, wanted, micros);
    }
  }
}
const pct = (v) => `${((100 * v) / total).toFixed(1)}%`;
const print = (title, map) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(v).padStart(6)}  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled`);
print('Self time by package or folder', byPlace);
print('Self time by function', byFunction);
if (frames.length) print('Total time under frames', inclusive);
