/** Strapi's admin API as an editor uses it (the panel calls the same routes). */
export const CMS_URL = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const ADMIN_EMAIL = process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local';
const ADMIN_PASSWORD = process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026';
const ITEM = '/content-manager/collection-types/api::faq-item.faq-item';

async function call<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${CMS_URL}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/**
 * Signs in as a new admin user with the "Editor" role (content only): the super admin invites
 * them, they register with the invitation token as an invited marketer would.
 */
export async function signInAsNewEditor(): Promise<string> {
  const admin = await call<{ data: { token: string } }>('/admin/login', null, {
    method: 'POST',
    body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  const roles = await call<{ data: Array<{ id: number; code: string }> }>('/admin/roles', admin.data.token);
  const editorRole = roles.data.find((role) => role.code === 'strapi-editor');
  if (!editorRole) throw new Error('no Editor role in Strapi');
  const email = `redacteur-${Date.now()}-${Math.floor(Math.random() * 1e6)}@courtage-sante.local`;
  const invited = await call<{ data: { registrationToken: string } }>('/admin/users', admin.data.token, {
    method: 'POST',
    body: { firstname: 'Rédacteur', lastname: 'Test', email, roles: [editorRole.id] },
  });
  const registered = await call<{ data: { token: string } }>('/admin/register', null, {
    method: 'POST',
    body: {
      registrationToken: invited.data.registrationToken,
      userInfo: { firstname: 'Rédacteur', lastname: 'Test', password: 'Redacteur-Test-2026' },
    },
  });
  return registered.data.token;
}

export type FaqItemDoc = { documentId: string; question: string; answer: string };

export async function findFaqItem(token: string, question: string): Promise<FaqItemDoc> {
  const found = await call<{ results: FaqItemDoc[] }>(
    `${ITEM}?page=1&pageSize=10&filters[$and][0][question][$eq]=${encodeURIComponent(question)}`,
    token,
  );
  const item = found.results[0];
  if (!item) throw new Error(`FAQ item not found: ${question}`);
  return item;
}

/** Saves a draft (what "Save" does in the panel); the published version is untouched. */
export async function saveFaqAnswer(token: string, documentId: string, answer: string): Promise<void> {
  await call(`${ITEM}/${documentId}`, token, { method: 'PUT', body: { answer } });
}

export async function publishFaqItem(token: string, documentId: string): Promise<void> {
  await call(`${ITEM}/${documentId}/actions/publish`, token, { method: 'POST', body: {} });
}

export async function createDraftFaqItem(
  token: string,
  question: string,
  categoryDocumentId: string,
): Promise<string> {
  const created = await call<{ data: { documentId: string } }>(ITEM, token, {
    method: 'POST',
    body: {
      question,
      answer: 'Réponse brouillon : ne doit jamais être publique.',
      order: 0,
      showInChatbot: true,
      category: { connect: [{ documentId: categoryDocumentId }] },
    },
  });
  return created.data.documentId;
}

export async function deleteFaqItem(token: string, documentId: string): Promise<void> {
  await call(`${ITEM}/${documentId}`, token, { method: 'DELETE' });
}

export async function firstCategoryDocumentId(): Promise<string> {
  const response = await fetch(`${CMS_URL}/api/faq-categories?fields[0]=name&sort[0]=order:asc`);
  const body = (await response.json()) as { data: Array<{ documentId: string }> };
  const first = body.data[0];
  if (!first) throw new Error('no FAQ category');
  return first.documentId;
}
