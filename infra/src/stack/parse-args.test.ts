import { describe, expect, it } from 'vitest';
import { parseArgs } from './parse-args.ts';

describe('parseArgs', () => {
  it('defaults to the dev profile, every process and Prometheus', () => {
    expect(parseArgs([])).toEqual({ profile: 'dev', only: null, statusOnly: false, withMonitoring: true });
  });

  it('reads --profile and --only, with or without =', () => {
    expect(parseArgs(['--profile', 'test', '--only=gateway,crm', '--status'])).toEqual({
      profile: 'test',
      only: ['gateway', 'crm'],
      statusOnly: true,
      withMonitoring: false,
    });
  });

  it('leaves Prometheus out with --without-monitoring, and out of other profiles unless asked', () => {
    expect(parseArgs(['--without-monitoring']).withMonitoring).toBe(false);
    expect(parseArgs(['--profile', 'cluster']).withMonitoring).toBe(false);
  });

  it('reads --with-monitoring (npm start -- --with-monitoring)', () => {
    expect(parseArgs(['--with-monitoring']).withMonitoring).toBe(true);
    expect(parseArgs(['--profile=test', '--with-monitoring', '--only', 'gateway'])).toMatchObject({
      profile: 'test',
      only: ['gateway'],
      withMonitoring: true,
    });
  });

  it('rejects an unknown profile, process or argument', () => {
    expect(() => parseArgs(['--profile', 'prod'])).toThrow(/unknown profile/);
    expect(() => parseArgs(['--only', 'gateway,billing'])).toThrow(/unknown process 'billing'/);
    expect(() => parseArgs(['--verbose'])).toThrow(/unknown argument/);
  });
});
