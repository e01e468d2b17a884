import { readFileSync } from 'node:fs';
import type { Core } from '@strapi/strapi';
import type DEV_IDENTITY_SHAPE from './dev-broker-identity.json';
import { EDITOR_LABELS } from './editor-labels-data';

type Field = keyof typeof DEV_IDENTITY_SHAPE;
type Identity = Record<Field, string>;

// Read as data next to this file (tsc copies both JSON files to dist/), a private copy the seed
// cannot share: the check compares against the development values exactly as committed.
const readJson = (name: string) => JSON.parse(readFileSync(`${__dirname}/${name}`, 'utf8'));
const DEV_BROKER_IDENTITY = readJson('dev-broker-identity.json') as Identity;
const SHARED = new Set<string>(readJson('dev-broker-identity-shared.json') as string[]);

const UID = 'api::site-setting.site-setting';
const FIELDS = Object.keys(DEV_BROKER_IDENTITY) as Field[];

/**
 * Fields a production start refuses: empty, or still the development identity's value (a field whose
 * development value is also a plausible real one, a legal form or the public mediator, only has to
 * be filled). The same rule as services/contracts/src/broker/broker-identity.ts.
 */
export function developmentFieldsOf(identity: Partial<Record<Field, unknown>>): Field[] {
  return FIELDS.filter((field) => {
    const value = typeof identity[field] === 'string' ? (identity[field] as string).trim() : '';
    return !value || (!SHARED.has(field) && value === (DEV_BROKER_IDENTITY[field] ?? '').trim());
  });
}

export function productionIdentityProblem(identity: Partial<Record<Field, unknown>>): string | null {
  const fields = developmentFieldsOf(identity);
  if (fields.length === 0) return null;
  const labels = EDITOR_LABELS[UID] ?? {};
  const named = fields.map((field) => `« ${labels[field]?.label ?? field} » (${field})`).join(', ');
  return (
    `Identité du cabinet incomplète pour la production : ${named} vide ou encore à sa valeur de ` +
    'développement ; renseignez-la dans les réglages du site ou dans BROKER_IDENTITY_FILE. / Broker ' +
    `identity not ready for production: ${fields.join(', ')} empty or still holding a development value.`
  );
}

/** The identity of BROKER_IDENTITY_FILE (a JSON object of identity fields), or null when unset. */
function identityFromFile(path: string | undefined): Partial<Identity> | null {
  if (!path) return null;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  const unknown = Object.keys(parsed).filter((key) => !FIELDS.includes(key as Field));
  if (unknown.length > 0) throw new Error(`BROKER_IDENTITY_FILE: unknown field(s) ${unknown.join(', ')}`);
  return parsed as Partial<Identity>;
}

/**
 * With NODE_ENV=production: takes every identity field still at its development value (or empty)
 * from BROKER_IDENTITY_FILE when given (fields an editor already changed are kept) and refuses to
 * start, naming the fields, while any would stay empty or a development value; the file's values are
 * saved only once the whole identity passes. Outside production it does nothing: the seed's
 * fictional identity serves development and tests.
 */
export async function requireProductionIdentity(strapi: Core.Strapi): Promise<void> {
  if (process.env.NODE_ENV !== 'production') return;
  const documents = strapi.documents(UID);
  const current = (await documents.findFirst({ fields: FIELDS, status: 'published' } as never)) as
    | ({ documentId: string } & Partial<Identity>)
    | null;
  const fromFile = identityFromFile(process.env.BROKER_IDENTITY_FILE) ?? {};
  const data: Partial<Identity> = {};
  for (const field of developmentFieldsOf(current ?? {}))
    if (fromFile[field]?.trim()) data[field] = fromFile[field];
  const problem = productionIdentityProblem({ ...current, ...data });
  if (problem || !current) throw new Error(problem ?? 'Réglages du site absents. / No site settings.');
  if (Object.keys(data).length === 0) return;
  await documents.update({ documentId: current.documentId, data } as never);
  await documents.publish({ documentId: current.documentId } as never);
  strapi.log.info(`[identity] ${Object.keys(data).join(', ')} set from BROKER_IDENTITY_FILE`);
}
