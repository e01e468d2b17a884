import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./fixtures/bin/load-config.ts', import.meta.url));

function load(env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const base = { PATH: process.env.PATH ?? '', NODE_ENV: 'development' };
    execFile(process.execPath, [script], { env: { ...base, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

describe('loadConfig in a real process', () => {
  it('stops the process with a message naming a missing variable', async () => {
    const result = await load({});
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Configuration invalide : PARTNER_TOKEN manquante');
  });

  it('stops the process with a message naming a bad variable and its value', async () => {
    const result = await load({ PARTNER_TOKEN: 'long-enough', HEALTH_PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Configuration invalide : HEALTH_PORT valeur invalide « abc »');
    expect(result.stderr).not.toContain('PARTNER_TOKEN');
  });

  it('reads the variables, converted, with the defaults of this machine', async () => {
    const result = await load({ PARTNER_TOKEN: 'long-enough', HEALTH_PORT: '4000' });
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({
      AMQP_URL: 'amqp://guest:guest@127.0.0.1:5672/courtage',
      HEALTH_PORT: 4000,
      PARTNER_TOKEN: 'long-enough',
    });
  });
});
