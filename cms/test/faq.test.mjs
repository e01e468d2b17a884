// Integration test of a running CMS (default: the test profile on :11337).
//   CMS_URL                 base URL of Strapi          (default http://127.0.0.1:11337)
//   STRAPI_ADMIN_EMAIL      admin used to make a draft  (default the dev admin of cms/README.md)
//   STRAPI_ADMIN_PASSWORD
// Run: cd cms && npm test   (or from the root: npx node --test cms/test/)
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';

const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const ADMIN_EMAIL = process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local';
const ADMIN_PASSWORD = process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026';

// The query documented in cms/README.md: the one the site uses.
const FAQ_QUERY = [
  'sort[0]=order:asc',
  'fields[0]=name',
  'fields[1]=slug',
  'fields[2]=description',
  'fields[3]=order',
  'populate[items][fields][0]=question',
  'populate[items][fields][1]=answer',
  'populate[items][fields][2]=order',
  'populate[items][fields][3]=showInChatbot',
  'populate[items][sort][0]=order:asc',
  'pagination[pageSize]=100',
].join('&');

const SEEDED_CATEGORIES = [
  'Fonctionnement du comparateur',
  'Souscription et résiliation',
  'Paiements et tarifs',
  'Assistance technique',
  'Informations personnelles',
];

const DRAFT_QUESTION = `Question brouillon du test ${Date.now()}`;

async function getJson(path, init) {
  const response = await fetch(`${CMS_URL}${path}`, init);
  const body = await response.json();
  assert.ok(response.ok, `${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

async function getFaq() {
  return getJson(`/api/faq-categories?${FAQ_QUERY}`);
}

function allQuestions(faq) {
  return faq.data.flatMap((category) => category.items.map((item) => item.question));
}

describe('FAQ read publicly from the CMS', () => {
  let adminToken;
  let draftDocumentId;

  before(async () => {
    const login = await getJson('/admin/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    adminToken = login.data.token;
    const firstCategory = (await getFaq()).data[0];
    // Created through the admin content manager without publishing: a draft.
    const created = await getJson('/content-manager/collection-types/api::faq-item.faq-item', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({
        question: DRAFT_QUESTION,
        answer: 'Cette réponse est un brouillon et ne doit jamais être publique.',
        order: 0,
        showInChatbot: true,
        category: { connect: [{ documentId: firstCategory.documentId }] },
      }),
    }).catch((error) => {
      throw new Error(`could not create the draft item: ${error.message}`);
    });
    draftDocumentId = created.data.documentId;
    assert.equal(created.data.publishedAt, null);
  });

  after(async () => {
    if (!draftDocumentId) return;
    await fetch(`${CMS_URL}/content-manager/collection-types/api::faq-item.faq-item/${draftDocumentId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${adminToken}` },
    });
  });

  it('answers the health check', async () => {
    const response = await fetch(`${CMS_URL}/_health`);
    assert.equal(response.status, 204);
  });

  it('serves the 5 seeded categories in order with their 13 published questions', async () => {
    const faq = await getFaq();
    assert.deepEqual(
      faq.data.map((category) => category.name),
      SEEDED_CATEGORIES,
    );
    const questions = allQuestions(faq);
    assert.equal(questions.length, 13);
    assert.equal(new Set(questions).size, 13, 'no question is duplicated');
    for (const category of faq.data) {
      assert.match(category.slug, /^[a-z0-9-]+$/);
      const orders = category.items.map((item) => item.order);
      assert.deepEqual(
        orders,
        [...orders].sort((a, b) => a - b),
      );
      for (const item of category.items) {
        assert.ok(item.answer.length > 20, `answer to "${item.question}"`);
        assert.equal(typeof item.showInChatbot, 'boolean');
      }
    }
    const answers = faq.data.flatMap((category) => category.items.map((item) => item.answer)).join('\n');
    assert.match(answers, /moins de 2 minutes/);
    assert.match(answers, /\{phone\}/);
    assert.match(answers, /\{email\}/);
    // The four payment frequencies of the subscription form, semi-annual included.
    const payment = faq.data
      .flatMap((category) => category.items)
      .find((item) => item.question === 'Quels sont les moyens de paiement acceptés ?');
    assert.match(payment?.answer ?? '', /mensuelle par défaut, trimestrielle, semestrielle ou annuelle/);
  });

  it('lists exactly 13 published items on the item endpoint', async () => {
    const items = await getJson('/api/faq-items?fields[0]=question&pagination[pageSize]=100');
    assert.equal(items.meta.pagination.total, 13);
  });

  it('never returns a draft, even when asked for drafts', async () => {
    assert.ok(!allQuestions(await getFaq()).includes(DRAFT_QUESTION));
    const filter = `filters[question][$eq]=${encodeURIComponent(DRAFT_QUESTION)}`;
    for (const status of ['', '&status=draft']) {
      const found = await getJson(`/api/faq-items?${filter}${status}`);
      assert.equal(found.data.length, 0, `draft returned with query "${status}"`);
    }
    const byId = await fetch(`${CMS_URL}/api/faq-items/${draftDocumentId}?status=draft`);
    assert.equal(byId.status, 404);
  });

  it('refuses writes from anonymous visitors', async () => {
    const response = await fetch(`${CMS_URL}/api/faq-items`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { question: 'Intrus', answer: 'Intrus' } }),
    });
    assert.ok([403, 404, 405].includes(response.status), `POST answered ${response.status}`);
  });
});
