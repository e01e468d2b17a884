// Prints the closing line of `npm test`: 'N passed, N failed', summed over the runners'
// reports. Usage: node infra/src/summarize-tests.ts <reports dir>
// A runner that exited non-zero without reporting any failure counts as one failure, and so
// does a test stack that did not come up.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Counts = { passed: number; failed: number; skipped: number };

function readJson(path: string): Record<string, unknown> | null {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function vitestCounts(dir: string): Counts | null {
  const report = readJson(join(dir, 'vitest.json'));
  if (!report) return null;
  return {
    passed: Number(report.numPassedTests ?? 0),
    failed: Number(report.numFailedTests ?? 0),
    skipped: Number(report.numPendingTests ?? 0) + Number(report.numTodoTests ?? 0),
  };
}

function playwrightCounts(dir: string): Counts | null {
  const report = readJson(join(dir, 'playwright.json'));
  const stats = report?.stats as Record<string, number> | undefined;
  if (!stats) return null;
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
  };
}

/** node --test spec reporter ends with lines like 'ℹ pass 3' and 'ℹ fail 0'. */
function nodeTestCounts(dir: string): Counts | null {
  const path = join(dir, 'cms-node-test.log');
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const count = (word: string) => Number(text.match(new RegExp(`^\\S*\\s*${word} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: count('pass'), failed: count('fail'), skipped: count('skipped') + count('todo') };
}

/** tests/cluster prints one '[cluster] ok  <check>' or '[cluster] FAIL <check>' line per check. */
function clusterCounts(dir: string): Counts | null {
  const path = join(dir, 'cluster.log');
  if (!existsSync(path)) return null;
  const text = readFileSync(path, 'utf8');
  const count = (word: string) => text.match(new RegExp(`^\\[cluster\\] ${word}\\s`, 'gm'))?.length ?? 0;
  return { passed: count('ok'), failed: count('FAIL'), skipped: 0 };
}

/** Exit codes written by test.sh as '<runner> <code>' lines. */
function exitCodes(dir: string): Map<string, number> {
  const path = join(dir, 'exit-codes');
  const codes = new Map<string, number>();
  if (!existsSync(path)) return codes;
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const [name, code] = line.trim().split(/\s+/);
    if (name && code) codes.set(name, Number(code));
  }
  return codes;
}

const dir = process.argv[2] ?? 'var/reports';
const codes = exitCodes(dir);
const runners: Array<[string, Counts | null]> = [
  ['vitest', vitestCounts(dir)],
  ['stack', null],
  ['cms', nodeTestCounts(dir)],
  ['playwright', playwrightCounts(dir)],
  ['cluster', clusterCounts(dir)],
];
const total: Counts = { passed: 0, failed: 0, skipped: 0 };
for (const [name, counts] of runners) {
  const code = codes.get(name);
  if (code === undefined || (code === 0 && counts === null)) continue;
  const c = counts ?? { passed: 0, failed: 0, skipped: 0 };
  if (code !== 0 && c.failed === 0) c.failed = 1;
  total.passed += c.passed;
  total.failed += c.failed;
  total.skipped += c.skipped;
  process.stdout.write(`  ${name}: ${c.passed} passed, ${c.failed} failed, ${c.skipped} skipped\n`);
}
process.stdout.write(
  `${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`,
);
