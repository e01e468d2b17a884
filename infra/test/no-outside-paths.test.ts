import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every instruction in the repository works from a fresh clone, wherever it was cloned: no
// document or script tells its reader to run something from an absolute path outside the
// repository (one machine's checkout, a home folder, a tool copied into the temporary folder).
// Lock files and scratch folders under the system's temporary folder are fine, and so are the
// system's own programs and files (/usr/bin/chromium, /etc/postgresql, /var/log).
const root = fileURLToPath(new URL('../../', import.meta.url));

/** Folders that only exist on one machine: a path under them is never part of a clone. */
const MACHINE_FOLDERS = ['work', 'home', 'root', 'Users', 'opt', 'srv', 'mnt'];
/** The system's temporary folders: lock files and scratch output yes, scripts to run no. */
const TEMPORARY_FOLDERS = ['tmp', 'var/tmp'];
const SCRIPT = /\.(sh|bash|ts|mts|cts|js|mjs|cjs|py|pl|rb)$/;

/**
 * An absolute path: not part of a URL, a relative path, a template (`${root}/var`) or a
 * `~`-path, i.e. not preceded by a word character, a dot, a slash, a colon or a brace.
 */
const ABSOLUTE_PATH = /(?<![\w.~/:}$-])\/[\w.+-]+(?:\/[\w.+@-]+)*/g;

/** The absolute paths of `text` that point outside the repository at something to run or read. */
function outsidePaths(text: string): string[] {
  const found: string[] = [];
  for (const [path] of text.matchAll(ABSOLUTE_PATH)) {
    const isMachinePath = MACHINE_FOLDERS.some(
      (folder) => path.startsWith(`/${folder}/`) || path === `/${folder}`,
    );
    const isTemporaryScript =
      TEMPORARY_FOLDERS.some((folder) => path.startsWith(`/${folder}/`)) && SCRIPT.test(path);
    if (isMachinePath || isTemporaryScript) found.push(path);
  }
  return found;
}

describe('outsidePaths', () => {
  // Built from parts, so that this file does not hold what it looks for.
  const path = (...parts: string[]) => ['', ...parts].join('/');
  const checkout = path('work', 'main');
  const tool = path('tmp', 'courtage-tools', 'e2e.sh');
  const homeScript = path('home', 'dev', 'bin', 'seed.mjs');
  const rootScript = path('root', 'run.py');

  it('finds a script, a tool or a checkout outside the repository', () => {
    expect(outsidePaths(`cd ${checkout} && npx vitest run services/crm`)).toEqual([checkout]);
    expect(outsidePaths(`- Browser: \`${tool} tests/e2e/a.spec.ts\``)).toEqual([tool]);
    expect(outsidePaths(`node ${homeScript} and ${rootScript}`)).toEqual([homeScript, rootScript]);
  });

  it('leaves lock files, scratch folders, system programs and paths inside the repository alone', () => {
    const fine = [
      'flock /tmp/courtage-tests.lock npx playwright test',
      'STACK_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"',
      'CHROME_PATH=/usr/bin/chromium, logs in /var/log/postgresql and /etc/postgresql',
      '#!/usr/bin/env bash',
      'see infra/bin/test.sh and ./tests/e2e/run.ts',
      'http://127.0.0.1:3000/api/v1/offers and https://example.org/home/page',
      '`{root}/var/cluster-stack.log` in a template, ~/work/notes, ../work/x',
      'GET /api/v1/contact/byId, the route /admin/offer-details/:offerId',
    ];
    for (const line of fine) expect(outsidePaths(line), line).toEqual([]);
  });
});

describe('the repository', () => {
  it('tells no reader to run anything from an absolute path outside it', () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(
        (path) =>
          path.length > 0 && !/(^|\/)package-lock\.json$|\.(png|jpe?g|svg|ico|woff2?|pdf)$/.test(path),
      );
    const offences: string[] = [];
    for (const path of tracked) {
      let text: string;
      try {
        text = readFileSync(`${root}${path}`, 'utf8');
      } catch {
        continue; // listed by git but removed from the work tree
      }
      text.split('\n').forEach((line, index) => {
        for (const found of outsidePaths(line)) offences.push(`${path}:${index + 1}: ${found}`);
      });
    }
    expect(offences).toEqual([]);
  });
});
