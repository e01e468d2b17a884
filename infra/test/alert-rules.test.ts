import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The alerting rules as Prometheus loads them (infra/prometheus/alerts.yml), checked and unit
// tested by Debian's promtool (package prometheus, installed as start.sh does when missing):
// each alert fires on the series of infra/prometheus/alerts.test.yml after its `for` window.
const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RULES_DIR = `${ROOT}infra/prometheus`;

async function ensurePromtool(): Promise<void> {
  try {
    await run('sh', ['-c', 'command -v promtool']);
  } catch {
    await run('bash', ['-c', `source "${ROOT}infra/bin/lib.sh" && ensure_prometheus`], {
      env: { ...process.env, STEP_NAME: 'alert-rules-test' },
      maxBuffer: 16 * 1024 * 1024,
    });
  }
}

function alertNames(): string[] {
  const rules = readFileSync(`${RULES_DIR}/alerts.yml`, 'utf8');
  return [...rules.matchAll(/^\s+- alert: (\w+)$/gm)].map((match) => match[1]!);
}

describe('alerting rules', () => {
  it('pass promtool check rules and promtool test rules', async () => {
    await ensurePromtool();
    const check = await run('promtool', ['check', 'rules', 'alerts.yml'], { cwd: RULES_DIR });
    expect(check.stdout).toMatch(/SUCCESS: \d+ rules found/);
    const tests = await run('promtool', ['test', 'rules', 'alerts.test.yml'], { cwd: RULES_DIR });
    expect(tests.stdout).toContain('SUCCESS');
  }, 120_000);

  it('test every alert and link a runbook that exists for each', () => {
    const names = alertNames();
    expect(names.length).toBeGreaterThanOrEqual(9);
    const tests = readFileSync(`${RULES_DIR}/alerts.test.yml`, 'utf8');
    for (const name of names) {
      expect(tests, `${name} has a firing case in alerts.test.yml`).toMatch(
        new RegExp(`alertname: ${name}\\n\\s+exp_alerts:\\n\\s+- exp_labels`),
      );
      expect(readFileSync(`${RULES_DIR}/alerts.yml`, 'utf8')).toContain(
        `runbook_url: docs/runbooks/${name}.md`,
      );
      expect(existsSync(`${ROOT}docs/runbooks/${name}.md`), `docs/runbooks/${name}.md`).toBe(true);
    }
  });
});
