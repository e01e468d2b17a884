import { expect as baseExpect, type Page, test } from '@playwright/test';

/**
 * A marketer (Editor role) works in the French admin panel: changes the home page's
 * hero title and an insurance line's image as drafts, sees both on the site in the preview panel
 * marked 'Aperçu' while the public pages keep the published version, publishes, and the public
 * pages show the change within 60 s.
 *
 * The panel is opened on `localhost` (CMS_PUBLIC_URL of the test profile), and once on
 * `127.0.0.1` too: the site lets the panel frame its previews under every host name
 * CMS_ADMIN_HOSTS lists (default both). The public pages are on the site's test URL.
 */
// The admin panel is a large single-page app: on two busy cores a screen can take a while.
const expect = baseExpect.configure({ timeout: 45_000 });
const CMS_ADMIN = 'http://localhost:11337';
const CMS_API = process.env.CMS_URL ?? 'http://127.0.0.1:11337';
const ADMIN = { email: 'admin@courtage-sante.local', password: 'CourtageDev-Admin-2026' };
const EDITOR = { email: 'editeur@courtage-sante.local', password: 'CourtageDev-Editeur-2026' };
const HOME = '/content-manager/single-types/api::home-page.home-page';
const LINES = '/content-manager/collection-types/api::insurance-line.insurance-line';
const LINE_SLUG = 'assurance-des-biens';

async function adminCall<T>(
  path: string,
  token: string | null,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${CMS_API}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** A small real PNG (3x2) for the media library. */
function png(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAIAAAASFvFNAAAAEElEQVR4nGNQaHCAIAY4CwAz1AVBh3zDkQAAAABJRU5ErkJggg==',
    'base64',
  );
}

async function uploadImage(token: string, name: string, alternativeText: string) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(png())], { type: 'image/png' }), name);
  form.append('fileInfo', JSON.stringify({ alternativeText, name }));
  const response = await fetch(`${CMS_API}/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as Array<{ id: number; url: string; name: string }>;
  if (response.status !== 201 || !body[0]) throw new Error(`upload answered ${response.status}`);
  return body[0];
}

async function signInToPanel(page: Page, origin = CMS_ADMIN) {
  await page.goto(`${origin}/admin`);
  // French by default: the panel greets in French before anyone chose a language.
  await expect(page.getByText('Connectez-vous à votre compte Strapi')).toBeVisible({ timeout: 90_000 });
  await page.getByLabel(/^Email/).fill(EDITOR.email);
  await page.getByLabel(/^Mot de passe/).fill(EDITOR.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('link', { name: 'Médiathèque' })).toBeVisible({ timeout: 90_000 });
}

/** 'Enregistrer' saves the draft; the button is disabled again once the draft is stored. */
async function save(page: Page) {
  const button = page.getByRole('button', { name: 'Enregistrer' });
  await button.click();
  await expect(button).toBeDisabled();
}

/** 'Publier' publishes the draft; the button is disabled once nothing is left to publish. */
async function publish(page: Page) {
  const button = page.getByRole('button', { name: 'Publier' });
  await expect(button).toBeEnabled();
  await button.click();
  await expect(button).toBeDisabled();
}

/** The site page inside the panel's preview: its iframe, once it shows the draft. */
async function openPreview(page: Page) {
  await page.getByRole('link', { name: /preview|aperçu/i }).click();
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('.preview-banner')).toHaveText(/Aperçu/, { timeout: 60_000 });
  return frame;
}

test('an editor changes a title and an image as drafts, previews them, then publishes', async ({ page }) => {
  test.setTimeout(420_000);
  const admin = await adminCall<{ data: { token: string } }>('/admin/login', null, {
    method: 'POST',
    body: ADMIN,
  });
  const token = admin.data.token;
  const stamp = Date.now();
  const title = `Votre mutuelle en 2 minutes chrono (${stamp})`;
  const alt = `Une maison assurée ${stamp}`;
  const image = await uploadImage(token, `maison-${stamp}.png`, alt);
  const home = await adminCall<{ data: { heroTitle: string } }>(HOME, token);
  const originalTitle = home.data.heroTitle;
  const lines = await adminCall<{ results: Array<{ documentId: string; slug: string }> }>(
    `${LINES}?page=1&pageSize=10&filters[$and][0][slug][$eq]=${LINE_SLUG}`,
    token,
  );
  const line = lines.results[0];
  if (!line) throw new Error(`no insurance line ${LINE_SLUG}`);
  try {
    await signInToPanel(page);

    // The hero title, as a draft.
    await page.goto(`${CMS_ADMIN}/admin${HOME}`);
    const titleField = page.getByLabel(/^Titre principal/);
    await expect(titleField).toBeVisible({ timeout: 90_000 });
    await expect(page.getByText('Grand titre en haut de la page d’accueil')).toBeVisible();
    await titleField.fill(title);
    await save(page);
    let preview = await openPreview(page);
    await expect(preview.locator('#hero-title')).toHaveText(title);
    await page.goBack();

    // The insurance line's image, picked from the media library, as a draft.
    await page.goto(`${CMS_ADMIN}/admin${LINES}/${line.documentId}`);
    const imageRegion = page.getByRole('region', { name: 'Image', exact: true });
    await expect(imageRegion).toBeVisible();
    const remove = imageRegion.getByRole('button', { name: 'Supprimer' });
    if (await remove.count()) await remove.first().click();
    await imageRegion.getByRole('button', { name: /Cliquer pour ajouter un média/ }).click();
    const library = page.getByRole('dialog');
    await library.locator('article').filter({ hasText: image.name }).getByRole('checkbox').check();
    await library.getByRole('button', { name: 'Terminer' }).click();
    await save(page);
    preview = await openPreview(page);
    await expect(preview.getByRole('img', { name: alt })).toBeVisible();

    // The public pages still show the published versions.
    const site = await page.context().newPage();
    await site.goto('/');
    await expect(site.locator('#hero-title')).not.toHaveText(title);
    await expect(site.locator('.preview-banner')).toHaveCount(0);
    await site.goto(`/assurances/${LINE_SLUG}`);
    await expect(site.getByRole('img', { name: alt })).toHaveCount(0);

    // Publish both: the public pages show them within 60 s.
    await page.goto(`${CMS_ADMIN}/admin${LINES}/${line.documentId}`);
    await publish(page);
    await page.goto(`${CMS_ADMIN}/admin${HOME}`);
    await publish(page);
    const publishedAt = Date.now();
    await expect
      .poll(
        async () => {
          await site.goto('/');
          return site.locator('#hero-title').textContent();
        },
        { timeout: 60_000, intervals: [1000, 2000] },
      )
      .toBe(title);
    await site.goto(`/assurances/${LINE_SLUG}`);
    await expect(site.getByRole('img', { name: alt })).toBeVisible();
    expect(Date.now() - publishedAt).toBeLessThan(60_000);
    await expect(site.locator('.preview-banner')).toHaveCount(0);
  } finally {
    await adminCall(HOME, token, { method: 'PUT', body: { heroTitle: originalTitle } });
    await adminCall(`${HOME}/actions/publish`, token, { method: 'POST', body: {} });
    await adminCall(`${LINES}/${line.documentId}`, token, { method: 'PUT', body: { image: null } });
    await adminCall(`${LINES}/${line.documentId}/actions/publish`, token, { method: 'POST', body: {} });
  }
});

// Words of Strapi's English that would show in a menu or the Media Library left untranslated.
const ENGLISH =
  /\b(Media Library|Content Manager|Home|Settings|Folders|Filters?|Sort|Add new assets|Search|Upload)\b/;

for (const origin of ['http://127.0.0.1:11337', 'http://localhost:11337']) {
  test(`a draft opens in the preview panel from ${origin}/admin; the menus and the Media Library are in French`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(300_000);
    const host = new URL(origin).hostname;
    await signInToPanel(page, origin);
    const shoot = async (name: string) => {
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.screenshot({ path: testInfo.outputPath(`${name}-${host}-${width}.png`) });
      }
      await page.setViewportSize({ width: 1280, height: 800 });
    };
    await expect(page.getByRole('navigation').first()).not.toContainText(ENGLISH);
    await shoot('cms-menu');

    // The Media Library, its own menus and list.
    await page.getByRole('link', { name: 'Médiathèque' }).click();
    await expect(page.getByRole('heading', { name: /Médiathèque/ }).first()).toBeVisible();
    await expect(page.locator('main')).not.toContainText(ENGLISH);
    await shoot('cms-media-library');

    // The home page's draft in the preview panel: the site lets this origin frame it.
    await page.goto(`${origin}/admin${HOME}`);
    await expect(page.getByLabel(/^Titre principal/)).toBeVisible({ timeout: 90_000 });
    const preview = await openPreview(page);
    await expect(preview.locator('#hero-title')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`cms-preview-${host}-1280.png`) });
  });
}
