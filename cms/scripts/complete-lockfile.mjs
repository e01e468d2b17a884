// Adds to cms/package-lock.json the platform-specific optional packages (other OS / CPU / libc
// builds of @swc/core, rollup, ...) that the registry reachable here does not serve. `npm install`
// leaves them out of the lock when it cannot fetch them, and `npm ci` then refuses the lock as out
// of sync. With an entry carrying `os` / `cpu` / `libc`, npm skips them on other platforms, as it
// would with a complete lock. Run after regenerating the lock:  node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK_PATH = new URL('../package-lock.json', import.meta.url);
const OSES = ['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'openharmony', 'sunos', 'aix'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OSES.includes(part));
  const cpu = parts.find((part) => CPUS.includes(part));
  if (!os || !cpu) return null;
  const isMusl = parts.some((part) => part.startsWith('musl'));
  const libc = os === 'linux' ? { libc: [isMusl ? 'musl' : 'glibc'] } : {};
  return { os: [os], cpu: [cpu], ...libc };
}

const lock = JSON.parse(readFileSync(LOCK_PATH, 'utf8'));
const added = [];
for (const [path, meta] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    const platform = platformOf(name);
    const parentDir = path === '' ? '' : `${path}/`;
    const isPresent = [`${parentDir}node_modules/${name}`, `node_modules/${name}`].some(
      (candidate) => candidate in lock.packages,
    );
    if (!platform || isPresent) continue;
    lock.packages[`node_modules/${name}`] = { version, optional: true, ...platform };
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(LOCK_PATH, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length}: ${added.join(', ')}` : 'lock already complete');
