import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyFiles } from './haproxy.ts';

function hasHaproxy(): boolean {
  try {
    execFileSync('haproxy', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

describe('HAProxy configuration of the cluster profile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const files = haproxyFiles({ dir, port: 30000, gatewayPorts: [30001, 30002] });
  const config = files.find((f) => f.path.endsWith('haproxy.cfg'))!.content;

  it('balances over both gateways, checks their /health and replays only refused connections', () => {
    expect(config).toContain('bind 127.0.0.1:30000');
    expect(config).toContain('server gateway-1 127.0.0.1:30001 check');
    expect(config).toContain('server gateway-2 127.0.0.1:30002 check');
    expect(config).toContain('option httpchk GET /health');
    expect(config).toMatch(/retry-on conn-failure\n/);
  });

  it('answers the French 503 JSON with an exact content-length when no gateway does', () => {
    for (const status of [502, 503, 504]) {
      const file = files.find((f) => f.path.endsWith(`/${status}.http`))!.content;
      const [head, body] = file.split('\r\n\r\n') as [string, string];
      expect(head.startsWith(`HTTP/1.1 ${status} `)).toBe(true);
      expect(JSON.parse(body)).toEqual({
        code: 'UNAVAILABLE',
        message: 'Service momentanément indisponible, réessayez dans quelques instants.',
      });
      expect(head).toContain(`content-length: ${Buffer.byteLength(body)}`);
    }
  });

  // `npm test` installs Debian's haproxy first (infra/bin/lib.sh ensure_haproxy).
  it.runIf(hasHaproxy())('is a configuration HAProxy accepts', () => {
    for (const file of files) writeFileSync(file.path, file.content);
    expect(() =>
      execFileSync('haproxy', ['-c', '-f', join(dir, 'haproxy.cfg')], { stdio: 'pipe' }),
    ).not.toThrow();
  });
});
