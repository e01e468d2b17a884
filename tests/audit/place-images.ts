// Puts the audit's images in place through the CMS, as a marketer would: the home
// page's hero image and the audited insurance line's image, uploaded to the media library with
// their alternative text, then published. Only where the published page has no image yet: an
// editor's own choice is never replaced. The site then serves them as AVIF/WebP (its relay).
//   AUDIT_CMS_URL                 the CMS of the audited site (default: the site's port - 4321 + 1337)
//   STRAPI_ADMIN_EMAIL/PASSWORD   a CMS admin (default: the development super admin)
//   AUDIT_PLACE_IMAGES=0          measure the pages as they are
import { readFile } from 'node:fs/promises';

const HOME = '/content-manager/single-types/api::home-page.home-page';
const LINES = '/content-manager/collection-types/api::insurance-line.insurance-line';

type Media = { id: number; url: string; alternativeText: string | null } | null;
type Image = { file: string; name: string; alternativeText: string };

export const HERO_IMAGE: Image = {
  file: 'accueil-famille-protegee.jpg',
  name: 'accueil-famille-protegee.jpg',
  alternativeText: 'Une famille et des seniors à l’abri d’un bouclier marqué d’une croix de santé',
};
export const LINE_IMAGE: Image = {
  file: 'mutuelle-senior.jpg',
  name: 'mutuelle-senior.jpg',
  alternativeText: 'Des seniors à l’abri d’un bouclier marqué d’une croix de santé',
};

/** The CMS that goes with a site of the stack: same profile, so the same port offset. */
export function cmsUrlOf(siteUrl: string): string {
  const site = new URL(siteUrl);
  const offset = Number(site.port || 80) - 4321;
  return `http://127.0.0.1:${1337 + offset}`;
}

class Cms {
  private token = '';
  private readonly url: string;
  constructor(url: string) {
    this.url = url;
  }

  async call<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
    const response = await fetch(`${this.url}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        'content-type': 'application/json',
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text.slice(0, 200)}`);
    return (text ? JSON.parse(text) : {}) as T;
  }

  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.call<{ data: { token: string } }>('/admin/login', {
      method: 'POST',
      body: { email, password },
    });
    this.token = answer.data.token;
  }

  async upload(image: Image): Promise<number> {
    const bytes = await readFile(new URL(`./images/${image.file}`, import.meta.url));
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), image.name);
    form.append('fileInfo', JSON.stringify({ name: image.name, alternativeText: image.alternativeText }));
    const response = await fetch(`${this.url}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}` },
      body: form,
    });
    const body = (await response.json()) as Array<{ id: number }>;
    if (response.status !== 201 || !body[0]) throw new Error(`upload of ${image.name}: ${response.status}`);
    return body[0].id;
  }
}

/** Sets `field` of the published document at `path` when it has no image; returns what it did. */
async function ensureImage(cms: Cms, path: string, field: string, image: Image, label: string) {
  const published = await cms.call<{ data: Record<string, unknown> }>(`${path}?status=published`);
  const current = published.data[field] as Media;
  if (current) return `${label}: ${current.url} (already in place)`;
  const id = await cms.upload(image);
  await cms.call(path, { method: 'PUT', body: { [field]: id } });
  await cms.call(`${path}/actions/publish`, { method: 'POST', body: {} });
  return `${label}: ${image.name} uploaded and published`;
}

/** Waits until the site shows the published images (its content cache lasts up to 60 s). */
async function waitForImages(siteUrl: string, paths: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (const path of paths) {
    for (;;) {
      const html = await (await fetch(`${siteUrl}${path}`)).text();
      if (/<img[^>]+src="\/uploads\//.test(html)) break;
      if (Date.now() > deadline) throw new Error(`${path} shows no CMS image after 90 s`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

/** Puts the images in place; returns one line per page (or why it could not). */
export async function placeImages(siteUrl: string, lineSlug: string): Promise<string[]> {
  if (process.env.AUDIT_PLACE_IMAGES === '0') return ['images: left as they are (AUDIT_PLACE_IMAGES=0)'];
  const cms = new Cms((process.env.AUDIT_CMS_URL ?? cmsUrlOf(siteUrl)).replace(/\/+$/, ''));
  try {
    await cms.signIn(
      process.env.STRAPI_ADMIN_EMAIL ?? 'admin@courtage-sante.local',
      process.env.STRAPI_ADMIN_PASSWORD ?? 'CourtageDev-Admin-2026',
    );
    const lines = await cms.call<{ results: Array<{ documentId: string }> }>(
      `${LINES}?page=1&pageSize=1&filters[$and][0][slug][$eq]=${encodeURIComponent(lineSlug)}`,
    );
    const line = lines.results[0];
    if (!line) throw new Error(`no insurance line ${lineSlug}`);
    const done = [
      await ensureImage(cms, HOME, 'heroImage', HERO_IMAGE, 'home hero image'),
      await ensureImage(cms, `${LINES}/${line.documentId}`, 'image', LINE_IMAGE, `${lineSlug} image`),
    ];
    await waitForImages(siteUrl, ['/', `/assurances/${lineSlug}`]);
    return done;
  } catch (error) {
    return [`images: not placed (${error instanceof Error ? error.message : String(error)})`];
  }
}

/**
 * Asks once for each page and for the CMS images it names (AVIF, every width of its srcset), so
 * that the runs measure the pages, not the relay's first conversion of an image nor the site's
 * first CMS read (both kept in memory afterwards, as in production after the first visitor).
 */
export async function warmUp(siteUrl: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const html = await (await fetch(`${siteUrl}${path}`)).text();
    const attributes = [...html.matchAll(/<img\s[^>]*>/g)].flatMap((tag) =>
      [...tag[0].matchAll(/\s(?:src|srcset)="([^"]*)"/g)].map((match) => match[1] ?? ''),
    );
    const urls = new Set(
      attributes.flatMap((value) => [...value.matchAll(/\/uploads\/[^\s,]+/g)].map((match) => match[0])),
    );
    for (const url of urls) {
      const response = await fetch(`${siteUrl}${url}`, { headers: { accept: 'image/avif,image/webp,*/*' } });
      await response.arrayBuffer();
    }
  }
}
