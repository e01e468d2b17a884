import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// docs/CONVENTIONS.md holds the one table of environment variables. These checks keep it true:
// every variable the code reads is in it, it lists nothing nothing reads any more, the defaults of
// the config schemas are the ones it gives, and no other document keeps a table of its own.
const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path.length > 0 && !path.includes('node_modules/') && existsSync(`${root}${path}`));

/** Set by the shell, CI or Node for every program: not settings of this project. */
const NOT_OURS = new Set(['PATH', 'HOME', 'CI', 'FORCE_COLOR', 'NO_COLOR', 'NODE_OPTIONS']);

/** Where the code reads its environment: every package's sources, tests, scripts and the CMS. */
const CODE =
  /^(services|gateway|sites\/web|infra|tests|cms\/(config|src|scripts))\/.*\.(ts|tsx|mts|mjs|js|astro)$/;
const SHELL = /^(infra\/bin\/.*\.sh|\.ci\/run)$/;
const READS = [
  /process\.env\.([A-Z][A-Z0-9_]*)/g,
  /process\.env\[['"]([A-Z][A-Z0-9_]*)['"]\]/g,
  // A NodeJS.ProcessEnv passed in (`source`, `env`), and the runtime's shared schemas (`env.AMQP_URL`).
  /(?<!meta\.)\b(?:source|env)\.([A-Z][A-Z0-9_]*)\b/g,
  // Strapi's env('X'), env.int('X') and the CMS's secrets.
  /\benv(?:\.[a-z]+)?\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
  /\breadSecret(?:List)?\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g,
];
const SHELL_READS = /\$\{([A-Z][A-Z0-9_]*):?-/g;

type Row = { names: string[]; usedBy: string; defaults: string };

function conventionsTable(): Row[] {
  const text = read('docs/CONVENTIONS.md');
  const start = text.indexOf('## Environment variables');
  const section = text.slice(start, text.indexOf('\n## ', start + 1));
  return section
    .split('\n')
    .filter((line) => /^\| *`/.test(line))
    .map((line) => {
      const [names = '', usedBy = '', defaults = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return { names: [...names.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1] ?? ''), usedBy, defaults };
    });
}

/** Variable -> files that read it. */
function readsInCode(): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  const add = (name: string, path: string) => {
    if (NOT_OURS.has(name)) return;
    reads.set(name, (reads.get(name) ?? new Set()).add(path));
  };
  for (const path of tracked) {
    if (CODE.test(path) && !path.endsWith('env-table.test.ts')) {
      const text = read(path);
      for (const pattern of READS) for (const match of text.matchAll(pattern)) add(match[1] ?? '', path);
    } else if (SHELL.test(path)) {
      const text = read(path);
      for (const match of text.matchAll(SHELL_READS)) {
        const name = match[1] ?? '';
        // A script's own variable (`STEP_NAME=bench`), unless it defaults to the environment's.
        const own = new RegExp(`^\\s*${name}=(?!"?\\$\\{${name}:?-)`, 'm');
        if (!tracked.some((other) => SHELL.test(other) && own.test(read(other)))) add(name, path);
      }
    }
  }
  return reads;
}

/** Each config schema's variables and their defaults, as a development process sees them. */
function schemaDefaults(): Array<{ name: string; defaultValue: unknown; schema: string }> {
  const script = `
    const at = (path) => import(new URL(path, ${JSON.stringify(`file://${root}`)}).href);
    const schemas = {
      runtime: (await at('services/runtime/src/config.ts')).serviceConfig('<svc>', 3100),
      gateway: (await at('gateway/src/config.ts')).GatewayConfigSchema.properties,
      auth: (await at('services/auth/src/config.ts')).AUTH_CONFIG,
      offer: (await at('services/offer/src/config.ts')).OFFER_CONFIG,
      crm: (await at('services/crm/src/config.ts')).recordsConfig,
      notification: (await at('services/notification/src/config.ts')).NOTIFICATION_CONFIG,
    };
    const rows = [];
    for (const [schema, properties] of Object.entries(schemas))
      for (const [name, property] of Object.entries(properties))
        rows.push({ name, defaultValue: property.default ?? null, schema });
    process.stdout.write(JSON.stringify(rows));
  `;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, NODE_ENV: 'development' },
  });
  return JSON.parse(out);
}

describe('docs/CONVENTIONS.md, the table of environment variables', () => {
  const table = conventionsTable();
  const listed = new Map(table.flatMap((row) => row.names.map((name) => [name, row] as const)));
  const defaults = schemaDefaults();

  it('lists each variable once', () => {
    const names = table.flatMap((row) => row.names);
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('lists every variable the code reads', () => {
    const reads = readsInCode();
    for (const { name, schema } of defaults)
      reads.set(name, (reads.get(name) ?? new Set()).add(`${schema} config`));
    const missing = [...reads]
      .filter(([name]) => !listed.has(name))
      .map(([name, paths]) => `${name} (${[...paths].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('lists no variable that nothing mentions any more', () => {
    const sources = tracked
      .filter(
        (path) =>
          !path.endsWith('.md') &&
          (CODE.test(path) ||
            SHELL.test(path) ||
            /(^|\/)(Dockerfile|docker-compose\.yml|package\.json)$|\.(ya?ml|env\.example)$/.test(path)),
      )
      .filter((path) => !path.endsWith('env-table.test.ts'))
      .map(read)
      .join('\n');
    const stale = [...listed.keys()].filter((name) => !new RegExp(`\\b${name}\\b`).test(sources));
    expect(stale).toEqual([]);
  });

  it("gives the config schemas' defaults", () => {
    expect(defaults.length).toBeGreaterThan(40);
    const wrong = defaults
      .filter(({ defaultValue }) => defaultValue !== null && defaultValue !== '')
      .filter(({ name, defaultValue }) => {
        const cell = listed.get(name)?.defaults ?? '';
        if (cell.includes('see table above')) return false; // ports: the table of ports
        if (/dev-only key/.test(cell) && /KEY|SECRET/.test(name)) return false;
        return !cell.includes(String(defaultValue));
      })
      .map(({ name, defaultValue, schema }) => `${name} = ${String(defaultValue)} (${schema})`);
    expect(wrong).toEqual([]);
  });

  it('is the only table of environment variables in the documentation', () => {
    const others = tracked
      .filter((path) => path.endsWith('.md') && path !== 'docs/CONVENTIONS.md')
      .filter((path) => /^\| *variable *\|/im.test(read(path)));
    expect(others).toEqual([]);
  });
});
