import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

const astroPolicy = "script-src 'self' 'sha256-AAAA' 'sha256-BBBB'; style-src 'self' 'sha256-CCCC';";

describe('site security headers', () => {
  const base = {
    astroPolicy,
    apiUrl: 'https://api.example.fr/',
    wsUrl: 'wss://api.example.fr/ws',
    apmUrl: '',
    production: true,
    enforceCsp: true,
  };

  it("keeps Astro's script hashes, never 'unsafe-inline' for scripts, and forbids framing", () => {
    const policy = contentSecurityPolicy(base);
    expect(policy).toContain("script-src 'self' 'sha256-AAAA' 'sha256-BBBB'");
    expect(policy.split('; ').find((d) => d.startsWith('script-src'))).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("connect-src 'self' https://api.example.fr wss://api.example.fr");
    expect(policy).toContain("object-src 'none'");
  });

  it('allows the live socket where PUBLIC_WS_URL puts it, and only there', () => {
    const policy = contentSecurityPolicy({ ...base, wsUrl: 'wss://ws.example.fr/live' });
    expect(policy).toContain("connect-src 'self' https://api.example.fr wss://ws.example.fr;");
    expect(policy).not.toContain('wss://api.example.fr');
  });

  it("falls back to script-src 'self' without Astro's policy, and adds the APM origin", () => {
    const policy = contentSecurityPolicy({
      ...base,
      astroPolicy: null,
      apmUrl: 'https://apm.example.fr:8200/x',
    });
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain('https://apm.example.fr:8200');
  });

  it('sends HSTS in production only, and the CSP only when it is enforced', () => {
    expect(securityHeaders(base)['strict-transport-security']).toMatch(/max-age=\d+/);
    const dev = securityHeaders({ ...base, production: false, enforceCsp: false });
    expect(dev['strict-transport-security']).toBeUndefined();
    expect(dev['content-security-policy']).toBeUndefined();
    expect(dev['x-content-type-options']).toBe('nosniff');
    expect(dev['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(dev['permissions-policy']).toContain('camera=()');
  });
});
