import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The CMS is a CommonJS package of its own: its file is read as text, one `'key': 'value',` an entry.
const source = readFileSync(new URL('../../cms/src/admin/translations-fr.ts', import.meta.url), 'utf8');
function section(name: string): Record<string, string> {
  const body = source.split(`export const ${name}`)[1]?.split('\n};')[0] ?? '';
  const entries: Record<string, string> = {};
  const entry = /^\s+(?:'([^']+)'|(\w+)):\s+(?:'([^']*)'|"([^"]*)"),$/gm;
  for (const match of body.matchAll(entry)) entries[(match[1] ?? match[2])!] = (match[3] ?? match[4])!;
  return entries;
}
const ADMIN_FR = section('ADMIN_FR');
const MEDIA_LIBRARY_FR = section('MEDIA_LIBRARY_FR');
const CORRECTIONS_FR = section('CORRECTIONS_FR');
const TRANSLATIONS_FR = { ...ADMIN_FR, ...MEDIA_LIBRARY_FR, ...CORRECTIONS_FR };

// Strapi's own English and French strings, as its admin panel bundles them.
const strapi = (file: string) =>
  import(new URL(`../../cms/node_modules/@strapi/${file}`, import.meta.url).href).then(
    (module) => module.default as Record<string, string>,
  );
// The arguments a message takes ('{count, plural, …}', '{name}'), not the words of its branches.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\s*[,}]/g)].map((m) => m[1]).sort();

describe('the admin panel in French (cms/src/admin/translations-fr.ts)', () => {
  it('has French for every Media Library string Strapi lacks, with the same placeholders', async () => {
    const en = await strapi('upload/dist/admin/translations/en.json.mjs');
    const fr = await strapi('upload/dist/admin/translations/fr.json.mjs');
    const missing = Object.keys(en).filter((key) => !(key in fr) && !(`upload.${key}` in MEDIA_LIBRARY_FR));
    expect(missing).toEqual([]);
    for (const [key, text] of Object.entries(MEDIA_LIBRARY_FR))
      expect(placeholders(text), key).toEqual(placeholders(en[key.slice('upload.'.length)] ?? ''));
  });

  it('has French for the menus, the plugins’ names and the guided tour', async () => {
    const en = await strapi('admin/dist/admin/admin/src/translations/en.json.mjs');
    const fr = await strapi('admin/dist/admin/admin/src/translations/fr.json.mjs');
    const shown = (key: string) =>
      /^(app\.components\.LeftMenu|global\.plugins|tours\.|HomePage\.|widget\.|app\.session)/.test(key);
    expect(Object.keys(en).filter((key) => shown(key) && !(key in fr) && !(key in ADMIN_FR))).toEqual([]);
    for (const [key, text] of Object.entries(ADMIN_FR)) {
      expect(key in en, key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
    }
  });

  it('says a length limit as a limit, and the call-to-action’s actions in words', () => {
    expect(TRANSLATIONS_FR['components.Input.error.validation.maxLength']).toBe(
      'La valeur est trop longue : {max} caractères au plus.',
    );
    expect(CORRECTIONS_FR.comparator).toBe('Ouvrir le comparateur');
    expect(CORRECTIONS_FR.quote).toBe('Demander un devis');
    expect(CORRECTIONS_FR.contact).toBe('Ouvrir le formulaire de contact');
  });
});
