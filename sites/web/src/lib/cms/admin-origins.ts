/**
 * The origins of the CMS's admin panel, which alone may frame a draft preview: the CMS's public
 * URL (CMS_PUBLIC_URL) under each host name the deployment lists in CMS_ADMIN_HOSTS (default
 * 'localhost,127.0.0.1': a marketer may open the panel under either). An entry may also be a
 * whole origin ('https://cms.example.fr'). Anything else is left out: a listed value never reaches
 * the security policy unchecked.
 */
export function cmsAdminOrigins(env: Record<string, string | undefined> = process.env): string[] {
  let base: URL;
  try {
    base = new URL(env.CMS_PUBLIC_URL || 'http://localhost:1337');
  } catch {
    return [];
  }
  const origins = new Set([base.origin]);
  for (const entry of (env.CMS_ADMIN_HOSTS ?? 'localhost,127.0.0.1').split(',')) {
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
