import { Type } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { databaseUrlFor, env, parseConfig } from './config.ts';

const schema = Type.Object({
  LOG_LEVEL: env.LOG_LEVEL,
  HEALTH_PORT: env.port(3101),
  STAFF_EMAIL: env.STAFF_EMAIL,
  SECRET: Type.String({ minLength: 4 }),
});

describe('parseConfig', () => {
  it('applies defaults and converts numbers', () => {
    const result = parseConfig(schema, { SECRET: 'abcd', HEALTH_PORT: '4000' });
    expect(result).toEqual({
      ok: true,
      value: {
        LOG_LEVEL: 'info',
        HEALTH_PORT: 4000,
        STAFF_EMAIL: 'equipe@courtage-sante.local',
        SECRET: 'abcd',
      },
    });
  });

  it('treats an empty variable as missing', () => {
    const result = parseConfig(schema, { SECRET: '' });
    expect(result).toEqual({
      ok: false,
      issues: [{ name: 'SECRET', reason: 'manquante (aucune valeur par défaut)' }],
    });
  });

  it('names each bad variable once, with its value', () => {
    const result = parseConfig(schema, { SECRET: 'abcd', HEALTH_PORT: '99999', LOG_LEVEL: 'loud' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.name)).toEqual(['LOG_LEVEL', 'HEALTH_PORT']);
    expect(result.issues[1]?.reason).toBe('valeur invalide « 99999 » : un nombre attendu');
    expect(result.issues[0]?.reason).toMatch(/^valeur invalide « loud »/);
  });

  it('ignores variables the schema does not name', () => {
    const result = parseConfig(Type.Object({ SECRET: Type.String() }), { SECRET: 'x', OTHER: 'y' });
    expect(result).toEqual({ ok: true, value: { SECRET: 'x' } });
  });
});

describe('databaseUrlFor', () => {
  it("names the service's own role and database", () => {
    // Vitest runs under NODE_ENV=test: the test profile's database.
    const prefix = process.env.NODE_ENV === 'test' ? 'courtage_test_' : 'courtage_';
    expect(databaseUrlFor('crm')).toBe(`postgres://${prefix}crm@127.0.0.1:5432/${prefix}crm`);
  });
});
