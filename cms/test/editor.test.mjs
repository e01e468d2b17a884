// Integration test of the marketers' editor against a running CMS, same env as
// faq.test.mjs: French labels and help texts, alt text required to publish an image, drafts
// readable only with the preview secret, preview links for every page, the Editor's limits.
// Run: cd cms && npm test
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const ADMIN_EMAIL = process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local';
const ADMIN_PASSWORD = process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026';
const EDITOR_EMAIL = 'editeur@courtage-sante.local';
const EDITOR_PASSWORD = 'CourtageDev-Editeur-2026';
// The test profile's secret (infra/src/stack/profiles.ts).
const PREVIEW_SECRET = process.env.PREVIEW_SECRET ?? 'dev-only-preview-test';
const LINES = '/content-manager/collection-types/api::insurance-line.insurance-line';

async function login(email, password) {
  const response = await fetch(`${CMS_URL}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json();
  assert.equal(response.status, 200, JSON.stringify(body));
  return body.data.token;
}

function call(token, path, init = {}) {
  return fetch(`${CMS_URL}${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
}

/** A 2x1 PNG, so the upload is a real image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAADUlEQVR4nGMwTpsJRAAHmQJlbwBthwAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(token, alternativeText) {
  const form = new FormData();
  form.append('files', new Blob([PNG], { type: 'image/png' }), `test-${Date.now()}.png`);
  form.append('fileInfo', JSON.stringify({ alternativeText }));
  const response = await fetch(`${CMS_URL}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  assert.equal(response.status, 201, JSON.stringify(body));
  return body[0];
}

describe('the marketers’ editor', () => {
  let admin;
  let editor;
  const created = [];

  before(async () => {
    admin = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    editor = await login(EDITOR_EMAIL, EDITOR_PASSWORD);
  });

  after(async () => {
    for (const documentId of created) await call(admin, `${LINES}/${documentId}`, { method: 'DELETE' });
  });

  async function createLine(editorToken, imageId) {
    const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    const response = await call(editorToken, LINES, {
      method: 'POST',
      body: JSON.stringify({
        title: `Ligne test ${stamp}`,
        slug: `ligne-test-${stamp}`,
        order: 99,
        summary: 'Résumé de test',
        body: 'Contenu de test',
        image: imageId,
        cta: { label: 'Demander un devis', kind: 'quote' },
      }),
    });
    const body = await response.json();
    assert.equal(response.status, 201, JSON.stringify(body));
    created.push(body.data.documentId);
    return body.data;
  }

  it('shows every field with a French label and a help text, in page order', async () => {
    const response = await call(
      editor,
      '/content-manager/content-types/api::home-page.home-page/configuration',
    );
    const { data } = await response.json();
    const { metadatas, layouts } = data.contentType;
    assert.equal(metadatas.heroTitle.edit.label, 'Titre principal');
    assert.match(metadatas.heroTitle.edit.description, /haut de la page d’accueil/);
    for (const [field, metadata] of Object.entries(metadatas)) {
      if (
        [
          'id',
          'documentId',
          'createdAt',
          'updatedAt',
          'publishedAt',
          'createdBy',
          'updatedBy',
          'locale',
        ].includes(field)
      )
        continue;
      assert.ok(metadata.edit.description, `${field} has no help text`);
      assert.notEqual(metadata.edit.label, field, `${field} still shows its code name`);
    }
    const order = layouts.edit.flat().map((item) => item.name);
    assert.ok(order.indexOf('heroTitle') < order.indexOf('heroImage'));
    assert.ok(order.indexOf('heroImage') < order.indexOf('savingsTitle'));
    assert.equal(order.at(-1), 'seo');
  });

  it('refuses to publish an image without alternative text, in French, and publishes it once it has one', async () => {
    const image = await upload(editor, '');
    const line = await createLine(editor, image.id);
    const refused = await call(editor, `${LINES}/${line.documentId}/actions/publish`, {
      method: 'POST',
      body: '{}',
    });
    const refusal = await refused.json();
    assert.equal(refused.status, 400);
    assert.match(refusal.error.message, /texte alternatif/);
    const stillDraft = await fetch(`${CMS_URL}/api/insurance-lines?filters[slug][$eq]=${line.slug}`);
    assert.equal((await stillDraft.json()).data.length, 0);

    const fixed = await fetch(`${CMS_URL}/upload?id=${image.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}` },
      body: (() => {
        const form = new FormData();
        form.append('fileInfo', JSON.stringify({ alternativeText: 'Un artisan sur un chantier' }));
        return form;
      })(),
    });
    assert.equal(fixed.status, 200);
    const published = await call(editor, `${LINES}/${line.documentId}/actions/publish`, {
      method: 'POST',
      body: '{}',
    });
    assert.equal(published.status, 200, await published.text());
  });

  it('serves a draft only to the preview secret', async () => {
    const line = await createLine(editor, null);
    const query = `/api/insurance-lines?status=draft&filters[slug][$eq]=${line.slug}&fields[0]=title`;
    const anonymous = await (await fetch(`${CMS_URL}${query}`)).json();
    assert.equal(anonymous.data.length, 0);
    const wrong = await (
      await fetch(`${CMS_URL}${query}`, { headers: { 'x-preview-secret': 'nope' } })
    ).json();
    assert.equal(wrong.data.length, 0);
    const preview = await fetch(`${CMS_URL}${query}`, { headers: { 'x-preview-secret': PREVIEW_SECRET } });
    assert.equal(preview.headers.get('cache-control'), 'no-store');
    assert.equal((await preview.json()).data[0].title, line.title);
  });

  it('gives a signed, expiring preview link on the site for each page type', async () => {
    const line = await createLine(editor, null);
    const cases = [
      ['api::insurance-line.insurance-line', line.documentId, `/assurances/${line.slug}`],
      ['api::home-page.home-page', undefined, '/'],
    ];
    for (const [uid, documentId, path] of cases) {
      const params = new URLSearchParams({ status: 'draft', ...(documentId ? { documentId } : {}) });
      const response = await call(editor, `/content-manager/preview/url/${uid}?${params}`);
      const body = await response.json();
      assert.equal(response.status, 200, JSON.stringify(body));
      const url = new URL(body.data.url);
      assert.equal(url.pathname, path);
      const [claims] = url.searchParams.get('apercu').split('.');
      const { p, e } = JSON.parse(Buffer.from(claims, 'base64url').toString());
      assert.equal(p, path);
      assert.ok(e > Date.now() / 1000 && e < Date.now() / 1000 + 3600);
    }
  });

  it('lets the Editor edit content and media only: no content-type builder, settings or users', async () => {
    assert.equal((await call(editor, '/admin/users')).status, 403);
    assert.equal((await call(editor, '/admin/roles')).status, 403);
    assert.equal((await call(editor, '/admin/api-tokens')).status, 403);
    assert.equal((await call(editor, '/admin/webhooks')).status, 403);
    const builder = await call(editor, '/content-type-builder/content-types', {
      method: 'POST',
      body: JSON.stringify({
        contentType: { displayName: 'Pirate', singularName: 'pirate', pluralName: 'pirates' },
      }),
    });
    assert.equal(builder.status, 403);
    const me = await (await call(editor, '/admin/users/me')).json();
    assert.equal(me.data.preferedLanguage, 'fr');
  });
});
