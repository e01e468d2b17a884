/**
 * The origins of the admin panel: the CMS's public URL (CMS_PUBLIC_URL) under each host name the
 * deployment lists in CMS_ADMIN_HOSTS (default 'localhost,127.0.0.1'), or whole origins. The site
 * reads the same setting to let these origins, and only these, frame a draft preview
 * (sites/web/src/lib/cms/admin-origins.ts).
 */
export function adminOrigins(publicUrl: string, hosts: string): string[] {
  let base: URL;
  try {
    base = new URL(publicUrl || 'http://localhost:1337');
  } catch {
    return [];
  }
  const origins = new Set([base.origin]);
  for (const entry of hosts.split(',')) {
    const value = entry.trim();
    if (value === '') continue;
    try {
      if (value.includes('://')) origins.add(new URL(value).origin);
      else if (/^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])$/i.test(value))
        origins.add(new URL(`${base.protocol}//${value}${base.port ? `:${base.port}` : ''}`).origin);
    } catch {
      // Not an origin: left out.
    }
  }
  return [...origins];
}
