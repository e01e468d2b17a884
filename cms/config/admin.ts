import type { Core } from '@strapi/strapi';
import { previewPathFor } from '../src/utils/preview-path';
import { signPreviewToken } from '../src/utils/preview-token';
import { readSecret } from '../src/utils/read-secret';

/** The public site's origin (PUBLIC_SITE_URL), where previews open. */
function siteUrl(env: Core.Config.Shared.ConfigParams['env']): string {
  return env('PUBLIC_SITE_URL', 'http://localhost:4321').replace(/\/$/, '');
}

export default ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  // CMS_SERVE_ADMIN=false starts Strapi without the admin panel, so `strapi build` is not
  // needed (the test profile only reads the REST API). The admin API itself stays mounted.
  serveAdminPanel: env.bool('CMS_SERVE_ADMIN', true),
  auth: {
    secret: readSecret('ADMIN_JWT_SECRET'),
  },
  apiToken: {
    salt: readSecret('API_TOKEN_SALT'),
  },
  transfer: {
    token: {
      salt: readSecret('TRANSFER_TOKEN_SALT'),
    },
  },
  secrets: {
    encryptionKey: readSecret('ENCRYPTION_KEY'),
  },
  // The preview panel of the content manager shows the site's page with the draft: the site
  // renders drafts only behind a signed, expiring token (src/utils/preview-token.ts) and marks
  // them 'Aperçu', uncached and not indexed (sites/web/src/lib/cms/preview.ts).
  preview: {
    enabled: true,
    config: {
      allowedOrigins: [siteUrl(env)],
      async handler(uid: string, { documentId, status }: { documentId?: string; status?: string }) {
        const path = await previewPathFor(
          strapi,
          uid,
          documentId,
          status === 'published' ? 'published' : 'draft',
        );
        if (!path) return null;
        const token = signPreviewToken(path, readSecret('PREVIEW_SECRET'));
        return `${siteUrl(env)}${path}?apercu=${encodeURIComponent(token)}`;
      },
    },
  },
  flags: {
    nps: false,
    promoteEE: false,
  },
});
