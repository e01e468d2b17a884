import { randomUUID } from 'node:crypto';
import type { JsonSchema } from './openapi-routes.ts';

const CONTROL = 'Jean\u0000Dupont';

function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function acceptsNull(schema: JsonSchema): boolean {
  if (schema.nullable) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].some((s) => s.type === 'null' || acceptsNull(s));
}

/** A plausible valid value, so that one wrong field at a time is what the gateway judges. */
export function sampleValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return sampleValue(branch);
  switch (typeOf(schema)) {
    case 'string': {
      const byFormat: Record<string, string> = {
        email: 'marie.dupont@example.fr',
        uuid: randomUUID(),
        date: '2026-12-01',
        'date-time': '2026-12-01T10:00:00.000Z',
        uri: 'https://example.fr/',
      };
      const text = (schema.format && byFormat[schema.format]) || 'Texte';
      return text.padEnd(schema.minLength ?? 0, 'a').slice(0, schema.maxLength ?? Number.MAX_SAFE_INTEGER);
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.maximum !== undefined ? Math.min(1, schema.maximum) : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) value[name] = sampleValue(schema.properties?.[name] ?? {});
      return value;
    }
    default:
      return 'Texte';
  }
}

/**
 * Values the schema certainly refuses, each with a label: wrong JSON types (no coercion of
 * bodies), U+0000, unknown enum values, too long, unbounded numbers (10^18, as the
 * staff list's `page` once took). Unions are only given what no branch takes (a wrong type for all).
 */
export function invalidBodyValues(schema: JsonSchema): [string, unknown][] {
  const values: [string, unknown][] = [];
  const type = typeOf(schema);
  if (!acceptsNull(schema) && type) values.push(['null', null]);
  if (schema.anyOf || schema.oneOf) return [['object where a union is expected', { fuzz: [1] }]];
  switch (type) {
    case 'string':
      values.push(['a number', 12345], ['a boolean', true], ['an array', ['x']], ['U+0000', CONTROL]);
      if (schema.enum) values.push(['an unknown value', 'valeur-inconnue']);
      if (schema.maxLength !== undefined && schema.maxLength < 20_000)
        values.push(['too long', 'x'.repeat(schema.maxLength + 1)]);
      break;
    case 'integer':
    case 'number':
      values.push(['a string', 'abc'], ['a boolean', true], ['an array', [1]]);
      if (type === 'integer') values.push(['a fraction', 1.5]);
      values.push([
        '10^18 or more than the maximum',
        schema.maximum !== undefined && schema.maximum < 1e18 ? schema.maximum + 1 : 1e18,
      ]);
      break;
    case 'boolean':
      values.push(['a string', 'oui'], ['a number', 1]);
      break;
    case 'array':
      values.push(['a string', 'x'], ['an object', {}]);
      if (schema.maxItems !== undefined && schema.maxItems < 1000)
        values.push([
          'too many items',
          Array.from({ length: schema.maxItems + 1 }, () => sampleValue(schema.items ?? {})),
        ]);
      break;
    case 'object':
      values.push(['a string', 'x'], ['an array', []]);
      break;
  }
  return values;
}

/** Query-string or path values the schema refuses (they arrive as strings). */
export function invalidTextValues(schema: JsonSchema, where: 'query' | 'path'): [string, string][] {
  const values: [string, string][] = [];
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') {
    values.push(['not a number', 'abc']);
    values.push([
      '10^18 or more than the maximum',
      schema.maximum !== undefined && schema.maximum < 1e18
        ? String(schema.maximum + 1)
        : '1000000000000000000',
    ]);
  } else if (type === 'string' || type === undefined) {
    values.push(['U+0000', CONTROL]);
    if (schema.format === 'uuid') values.push(['not a uuid', 'pas-un-identifiant']);
    if (schema.enum) values.push(['an unknown value', 'valeur-inconnue']);
    if (where === 'query' && schema.maxLength !== undefined && schema.maxLength < 2000)
      values.push(['too long', 'x'.repeat(schema.maxLength + 1)]);
  } else if (type === 'boolean') {
    values.push(['not a boolean', 'peut-etre']);
  }
  return values;
}
