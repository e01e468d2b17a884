// Integration test of the site content of a running CMS, same env as faq.test.mjs.
// Run: cd cms && npm test
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const ADMIN_EMAIL = process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local';
const ADMIN_PASSWORD = process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026';
const DEV_IDENTITY = JSON.parse(
  readFileSync(new URL('../src/seed/dev-broker-identity.json', import.meta.url), 'utf8'),
);
const LINES = [
  'mutuelle-sante-senior',
  'mutuelle-sante-tns',
  'plan-epargne-retraite-tns',
  'responsabilite-civile-professionnelle',
  'rc-professions-reglementees',
  'multirisque-professionnelle',
  'assurance-decennale',
  'assurance-des-biens',
  'assurance-de-personnes',
];

async function getJson(path, init) {
  const response = await fetch(`${CMS_URL}${path}`, init);
  const body = await response.json();
  assert.ok(response.ok, `${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

describe('site content read publicly from the CMS', () => {
  let token;
  let draftId;

  before(async () => {
    const login = await getJson('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    token = login.data.token;
    const created = await getJson('/content-manager/collection-types/api::insurance-line.insurance-line', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: `Brouillon ${Date.now()}`,
        slug: `brouillon-${Date.now()}`,
        order: 99,
        summary: 'Brouillon',
        body: 'Brouillon',
        cta: { label: 'Demander un devis', kind: 'quote' },
      }),
    });
    draftId = created.data.documentId;
  });

  after(async () => {
    if (!draftId) return;
    await fetch(`${CMS_URL}/content-manager/collection-types/api::insurance-line.insurance-line/${draftId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  });

  it('serves the whole broker identity: the development seed, fictional and well-formed', async () => {
    const fields = Object.keys(DEV_IDENTITY);
    const query = fields.map((field, index) => `fields[${index}]=${field}`).join('&');
    const { data } = await getJson(`/api/site-setting?${query}&populate[socialLinks][fields][0]=url`);
    for (const field of fields) assert.equal(data[field], DEV_IDENTITY[field], field);
    assert.match(data.phone, /^01 99 00( \d\d){2}$/);
    assert.match(data.siren, /^\d{9}$/);
    assert.match(data.oriasNumber, /^\d{8}$/);
    assert.match(data.creditorIdentifier, /^FR\d{2}ZZZ\d{6}$/);
    assert.doesNotMatch(JSON.stringify(data), /12345678|FR12ZZZ123456|\.local/);
    assert.ok(data.socialLinks.length > 0);
  });

  it('serves the home page with its promise, savings and FAQ highlights', async () => {
    const { data } = await getJson(
      '/api/home-page?fields[0]=promise&fields[1]=savingsTitle&populate[steps][fields][0]=title&populate[faqHighlights][fields][0]=question&populate[seo][fields][0]=metaTitle',
    );
    // The promise line no longer repeats the h1's "moins de 2 minutes" (content seed version 3).
    assert.match(data.promise, /sans engagement/);
    assert.match(data.savingsTitle, /500 euros/);
    assert.equal(data.steps.length, 3);
    assert.equal(data.faqHighlights.length, 2);
    assert.ok(data.seo.metaTitle);
  });

  it('serves the nine published insurance lines, never a draft', async () => {
    const { data } = await getJson(
      '/api/insurance-lines?sort[0]=order:asc&fields[0]=slug&populate[cta][fields][0]=kind&pagination[pageSize]=100&status=draft',
    );
    assert.deepEqual(
      data.map((line) => line.slug),
      LINES,
    );
    assert.deepEqual(
      data.map((line) => line.cta.kind),
      ['comparator', 'comparator', ...Array(7).fill('quote')],
    );
  });

  it('serves the legal pages and the chatbot settings', async () => {
    const legal = await getJson('/api/legal-pages?fields[0]=slug&pagination[pageSize]=100');
    assert.deepEqual(legal.data.map((page) => page.slug).sort(), [
      'conditions-d-utilisation',
      'document-d-entree-en-relation',
      'mentions-legales',
      'politique-de-confidentialite',
    ]);
    const chatbot = await getJson(
      '/api/chatbot-setting?fields[0]=greeting&populate[categories][fields][0]=slug',
    );
    assert.ok(chatbot.data.greeting);
    assert.equal(chatbot.data.categories.length, 5);
  });

  it('drafts the legal pages from the identity’s placeholders', async () => {
    const { data } = await getJson('/api/legal-pages?fields[0]=slug&fields[1]=body&pagination[pageSize]=100');
    const body = Object.fromEntries(data.map((page) => [page.slug, page.body]));
    // Mentions légales: every identity field, the legal form, capital, RCS and SIREN in {registration}.
    const inRegistration = ['legalForm', 'shareCapital', 'rcsCity', 'siren'];
    for (const field of Object.keys(DEV_IDENTITY).filter((field) => !inRegistration.includes(field)))
      assert.ok(body['mentions-legales'].includes(`{${field}}`), field);
    assert.match(body['mentions-legales'], /\{registration\}/);
    const privacy = body['politique-de-confidentialite'];
    for (const topic of [
      'Bases légales',
      'Données de santé',
      'NIR',
      'Durées de conservation',
      'assureurs',
      'Transferts',
      'CNIL',
      'Cookies',
      'Elastic APM',
      '{dpoEmail}',
    ])
      assert.ok(privacy.toLowerCase().includes(topic.toLowerCase()), topic);
    const der = body['document-d-entree-en-relation'];
    for (const part of ['{oriasNumber}', '{insurers}', '{remuneration}', '{mediatorName}', 'ACPR'])
      assert.ok(der.includes(part), part);
  });

  it('gives the Editor role content types and the media library only', async () => {
    const roles = await getJson('/admin/roles', { headers: { authorization: `Bearer ${token}` } });
    const editor = roles.data.find((role) => role.code === 'strapi-editor');
    assert.ok(editor, 'Editor role');
    const permissions = await getJson(`/admin/roles/${editor.id}/permissions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const actions = permissions.data.map((permission) => `${permission.action} ${permission.subject ?? ''}`);
    for (const action of actions) {
      assert.match(action, /^(plugin::content-manager\.explorer\.\w+ api::|plugin::upload\.)/, action);
    }
    assert.ok(actions.includes('plugin::content-manager.explorer.publish api::home-page.home-page'));
  });
});
