import { copyFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

// Bump when the pictures gain entries that existing databases must receive.
const PICTURES_SEED_VERSION = 1;
const HOME = 'api::home-page.home-page';
const INSURER = 'api::insurer.insurer';

/** The home page's hero illustration, with the text a screen reader reads instead. */
export const HERO_PICTURE = {
  file: 'accueil-famille.png',
  alternativeText:
    'Illustration : une famille de quatre personnes devant un bouclier marqué d’une croix de santé.',
};

type SeedInsurer = { code: string; name: string; file: string };

type UploadedFile = { id: number };
type UploadService = {
  upload(
    input: {
      data: { fileInfo: { name: string; alternativeText: string; caption?: string } };
      files: { filepath: string; originalFilename: string; mimetype: string; size: number };
    },
    options?: object,
  ): Promise<UploadedFile[]>;
};

/**
 * The demo pictures (drawn by cms/scripts/draw-seed-pictures.mjs, committed in cms/seed-pictures):
 * the home page's hero image, set only where the page has none, and, outside production, the
 * demo catalogue's fictional insurers with their logos (created only when missing). Each file
 * goes through the media library's upload (its formats and alternative text), once; a version
 * marker makes later starts skip it, so an editor's removal sticks.
 */
export async function seedPictures(strapi: Core.Strapi): Promise<void> {
  await restoreMissingPictureFiles(strapi);
  const store = strapi.store({ type: 'core', name: 'courtage-seed' });
  if ((await store.get({ key: 'pictures-version' })) === PICTURES_SEED_VERSION) {
    strapi.log.info('[seed] pictures already seeded, nothing to do');
    return;
  }
  const folder = path.join(strapi.dirs.app.root, 'seed-pictures');
  const upload = strapi.plugin('upload').service('upload') as unknown as UploadService;
  const uploadPicture = async (file: string, alternativeText: string): Promise<number> => {
    const existing = (await strapi.db
      .query('plugin::upload.file')
      .findOne({ where: { name: file }, select: ['id'] })) as { id: number } | null;
    if (existing) return existing.id;
    const filepath = path.join(folder, file);
    const [uploaded] = await upload.upload({
      data: { fileInfo: { name: file, alternativeText } },
      files: { filepath, originalFilename: file, mimetype: 'image/png', size: statSync(filepath).size },
    });
    if (!uploaded) throw new Error(`[seed] the upload of ${file} returned nothing`);
    return uploaded.id;
  };

  const heroId = await uploadPicture(HERO_PICTURE.file, HERO_PICTURE.alternativeText);
  const home = (await strapi
    .documents(HOME)
    .findFirst({ populate: ['heroImage'], status: 'published' } as never)) as {
    documentId: string;
    heroImage: unknown;
  } | null;
  if (home && !home.heroImage) {
    await strapi
      .documents(HOME)
      .update({ documentId: home.documentId, data: { heroImage: heroId } } as never);
    await strapi.documents(HOME).publish({ documentId: home.documentId } as never);
    strapi.log.info('[seed] home page hero image set');
  }

  // The insurers are the demo catalogue's fictional ones: a production CMS gets its real partners
  // from its editors.
  const insurers =
    process.env.NODE_ENV === 'production'
      ? []
      : (JSON.parse(readFileSync(path.join(folder, 'insurers.json'), 'utf8')) as SeedInsurer[]);
  let created = 0;
  for (const insurer of insurers) {
    const existing = await strapi.documents(INSURER).findFirst({ filters: { code: insurer.code } } as never);
    if (existing) continue;
    const logo = await uploadPicture(insurer.file, `Logo de ${insurer.name}`);
    await strapi
      .documents(INSURER)
      .create({ data: { code: insurer.code, name: insurer.name, logo }, status: 'published' } as never);
    created += 1;
  }
  await store.set({ key: 'pictures-version', value: PICTURES_SEED_VERSION });
  strapi.log.info(`[seed] pictures seeded: ${created} insurer(s) with their logo`);
}

/**
 * The media library keeps its files in this checkout's `public/uploads`, its rows in the database:
 * a database seeded from another checkout (or whose folder was cleaned, which git ignores) points
 * at files this one lacks. The seeded pictures whose file is missing are written back where their
 * row says, from cms/seed-pictures (every start; nothing to do once they are there).
 */
async function restoreMissingPictureFiles(strapi: Core.Strapi): Promise<void> {
  const folder = path.join(strapi.dirs.app.root, 'seed-pictures');
  const names = [
    HERO_PICTURE.file,
    ...(JSON.parse(readFileSync(path.join(folder, 'insurers.json'), 'utf8')) as SeedInsurer[]).map(
      (insurer) => insurer.file,
    ),
  ];
  const rows = (await strapi.db
    .query('plugin::upload.file')
    .findMany({ where: { name: { $in: names } }, select: ['name', 'url', 'provider'] })) as Array<{
    name: string;
    url: string;
    provider: string;
  }>;
  let restored = 0;
  for (const row of rows) {
    if (row.provider !== 'local' || !row.url.startsWith('/uploads/')) continue;
    const target = path.join(strapi.dirs.static.public, row.url);
    if (existsSync(target)) continue;
    copyFileSync(path.join(folder, row.name), target);
    restored += 1;
  }
  if (restored > 0) strapi.log.info(`[seed] ${restored} seeded picture file(s) restored in public/uploads`);
}
