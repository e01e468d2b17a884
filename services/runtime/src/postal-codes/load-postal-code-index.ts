import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { buildPostalCodeIndex } from './build-postal-code-index.ts';
import type { CommuneRecord, DepartementRecord, PostalCodeIndex } from './postal-code-index.ts';

const require = createRequire(import.meta.url);

async function readData<T>(file: string): Promise<T> {
  // The package's own index.js reads `./data` relative to the working directory,
  // so the JSON files are located through the resolver instead.
  const path = require.resolve(`@etalab/decoupage-administratif/data/${file}`);
  return JSON.parse(await readFile(path, 'utf8')) as T;
}

/** Reads the official communes and départements shipped with the package and indexes them. */
export async function loadPostalCodeIndex(): Promise<PostalCodeIndex> {
  const [communes, departements] = await Promise.all([
    readData<CommuneRecord[]>('communes.json'),
    readData<DepartementRecord[]>('departements.json'),
  ]);
  return buildPostalCodeIndex(communes, departements);
}
