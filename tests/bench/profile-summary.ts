// Summarizes V8 CPU profiles (`--cpu-prof`, through STACK_NODE_ARGS) of a bench run: for each
// process, the functions with the most self time and the share of each package, within a window
// of the monotonic clock (the `monotonic window` lines BENCH_CPU=1 prints per scenario).
//
//   npx node tests/bench/profile-summary.ts /tmp/prof 1234.56 1240.12 [top]
//
// Each profile is named after its process by the code it ran (gateway, offer, crm, auth, the
// monolith baseline). Shares are of the process's busy time in the window (idle left out;
// garbage collection and V8's own work are counted as "(garbage collector)" and "(program)").

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame };
type Profile = { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] };

const PROCESSES: Array<[string, RegExp]> = [
  ['monolith', /tests\/bench\/monolith\/server\.ts/],
  ['gateway', /\/gateway\/src\//],
  ['offer', /\/services\/offer\/src\/main\.ts/],
  ['crm', /\/services\/crm\/src\/main\.ts/],
  ['auth', /\/services\/auth\/src\/main\.ts/],
  ['notification', /\/services\/notification\/src\/main\.ts/],
];

function processOf(profile: Profile): string {
  const urls = profile.nodes.map((node) => node.callFrame.url);
  for (const [name, pattern] of PROCESSES) if (urls.some((url) => pattern.test(url))) return name;
  return 'unknown';
}

/** Where a function comes from: a package, a workspace of ours, Node itself, or V8. */
function packageOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  const modules = url.lastIndexOf('/node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const ours = /\/(gateway|services\/[a-z]+|tests\/bench)\/src?\/?/.exec(url);
  return ours ? ours[1]! : path.basename(url);
}

function summarize(file: string, from: number, to: number, top: number): void {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  let windowUs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < from * 1e6 || at > to * 1e6) continue;
    const id = profile.samples[i]!;
    selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
    windowUs += delta;
  }
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') {
      idleUs += us;
      continue;
    }
    const where = frame.url
      ? `${frame.url.replace(/^.*\/(node_modules|wt-[a-z-]+|main)\//, '')}:${frame.lineNumber + 1}`
      : '';
    const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
    functions.set(key, (functions.get(key) ?? 0) + us);
    const pkg = packageOf(frame);
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const busyUs = windowUs - idleUs;
  if (busyUs <= 0) return;
  const share = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
  console.log(
    `\n## ${processOf(profile)} (${path.basename(file)}): busy ${(busyUs / 1000).toFixed(0)} ms of ` +
      `${(windowUs / 1000).toFixed(0)} ms in the window`,
  );
  console.log('by package:');
  for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 12))
    console.log(`  ${share(us)}  ${pkg}`);
  console.log(`top ${top} functions by self time:`);
  for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${share(us)}  ${fn}`);
}

const [dir, fromArg, toArg, topArg] = process.argv.slice(2);
if (!dir) throw new Error('usage: profile-summary.ts <dir> [from-seconds to-seconds] [top]');
const from = fromArg ? Number(fromArg) : 0;
const to = toArg ? Number(toArg) : Number.POSITIVE_INFINITY;
for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile')))
  summarize(path.join(dir, file), from, to, Number(topArg) || 15);
