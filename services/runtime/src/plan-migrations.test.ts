import { describe, expect, it } from 'vitest';
import { planMigrations } from './plan-migrations.ts';

describe('planMigrations', () => {
  it('orders the files by number and skips those applied', () => {
    const plan = planMigrations(
      ['0002_b.sql', 'README.md', '0001_a.sql', '0010_c.sql'],
      new Set(['0001_a.sql']),
      '/m',
    );
    expect(plan).toEqual([
      { name: '0002_b.sql', path: '/m/0002_b.sql' },
      { name: '0010_c.sql', path: '/m/0010_c.sql' },
    ]);
  });

  it('prefixes the recorded names', () => {
    const plan = planMigrations(['0001_outbox.sql'], new Set(), '/r', 'runtime/');
    expect(plan).toEqual([{ name: 'runtime/0001_outbox.sql', path: '/r/0001_outbox.sql' }]);
  });

  it('refuses a badly named migration rather than skipping it', () => {
    expect(() => planMigrations(['1_a.sql'], new Set(), '/m')).toThrow(/must look like 0001_name.sql/);
  });

  it('refuses two migrations with the same number', () => {
    expect(() => planMigrations(['0001_a.sql', '0001_b.sql'], new Set(), '/m')).toThrow(
      /Two migrations numbered 0001/,
    );
  });
});
