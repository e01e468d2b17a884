import { describe, expect, it } from 'vitest';
import { cmsAdminOrigins } from './admin-origins.ts';

describe('cmsAdminOrigins', () => {
  it('covers localhost and 127.0.0.1 on the CMS’s port by default', () => {
    expect(cmsAdminOrigins({})).toEqual(['http://localhost:1337', 'http://127.0.0.1:1337']);
    expect(cmsAdminOrigins({ CMS_PUBLIC_URL: 'http://localhost:11337' })).toEqual([
      'http://localhost:11337',
      'http://127.0.0.1:11337',
    ]);
  });

  it('takes the host names a deployment lists, and whole origins', () => {
    expect(
      cmsAdminOrigins({
        CMS_PUBLIC_URL: 'https://cms.courtage-sante.fr',
        CMS_ADMIN_HOSTS: 'cms.courtage-sante.fr, admin.courtage-sante.fr,http://10.0.0.5:1337',
      }),
    ).toEqual(['https://cms.courtage-sante.fr', 'https://admin.courtage-sante.fr', 'http://10.0.0.5:1337']);
  });

  it('leaves out anything that is not a host name, so nothing reaches the policy unchecked', () => {
    expect(cmsAdminOrigins({ CMS_ADMIN_HOSTS: "evil.fr; script-src *,'self',a b,[::1]" })).toEqual([
      'http://localhost:1337',
      'http://[::1]:1337',
    ]);
  });
});
