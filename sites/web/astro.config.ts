import node from '@astrojs/node';
import react from '@astrojs/react';
import type { AstroIntegration } from 'astro';
import { defineConfig } from 'astro/config';
import type { Plugin } from 'vite';
import { inlineScriptHashes } from './src/lib/security/inline-script-hashes.ts';

/**
 * Bundles the server's dependencies into dist/server (build only). In this monorepo the root
 * node_modules holds older `cookie`, `send`, ... (hoisted for other workspaces) than the ones
 * astro and @astrojs/node need, and dist/server would otherwise resolve its bare imports to
 * those. The dev server resolves from each package's own folder, so it keeps externals.
 */
function bundleServerDependencies(): Plugin {
  return {
    name: 'courtage:bundle-server-dependencies',
    apply: 'build',
    config: () => ({ ssr: { noExternal: true } }),
  };
}

/** `client:afterload` (src/lib/hydration/after-load.ts): islands hydrated once the page has loaded. */
function afterLoadDirective(): AstroIntegration {
  return {
    name: 'courtage:client-afterload',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'afterload', entrypoint: './src/lib/hydration/after-load.ts' });
      },
    },
  };
}

// Server mode: every page is rendered per request, so runtime env (CMS_URL, PUBLIC_API_URL)
// is read when the page is served, never baked at build time. HOST and PORT are read by the
// standalone server at start; the values below are the development defaults.
export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), afterLoadDirective()],
  server: { host: '127.0.0.1', port: 4321 },
  // The site keeps no server-side session; without this the node adapter writes session files.
  session: false,
  // CSP: Astro hashes its bundled scripts and island runtime into script-src, sent
  // as a header (server output); no 'unsafe-inline'. The is:inline scripts are hashed from
  // their source. src/middleware.ts adds the other directives and headers (lib/security).
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: {
        hashes: inlineScriptHashes([new URL('./src/components/ResilienceHead.astro', import.meta.url)]),
      },
    },
  },
  // The site's stylesheet is small (about 2 kB gzipped on the public pages): inlined, it costs
  // no render-blocking request before the first paint (Lighthouse mobile).
  build: { inlineStylesheets: 'always' },
  // Pages use no optimised images; the default sharp service is not installed here.
  image: { service: { entrypoint: 'astro/assets/services/noop' } },
  vite: {
    plugins: [bundleServerDependencies()],
    build: {
      rolldownOptions: {
        // Contract modules build TypeBox schemas at top level; the builders are pure, so the
        // contact island keeps only the validator it calls instead of shipping TypeBox (~35 kB).
        treeshake: { manualPureFunctions: ['Type', 'defineRpc', 'defineEvent'] },
      },
    },
  },
});
