import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/**
 * CSP hashes (`sha256-…`) of the `<script is:inline>` blocks of the given Astro components,
 * computed from their source at build time (astro.config.ts): Astro hashes the scripts it
 * bundles and its island runtime, not inline ones, and the policy has no 'unsafe-inline'.
 * Astro writes an is:inline script's text verbatim, so the hash of the source text is the
 * hash of what the browser runs; an edit of the script changes both at the next build.
 */
export function inlineScriptHashes(files: readonly URL[]): `sha256-${string}`[] {
  const hashes: `sha256-${string}`[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/<script is:inline>([\s\S]*?)<\/script>/g)) {
      hashes.push(
        `sha256-${createHash('sha256')
          .update(match[1] ?? '', 'utf8')
          .digest('base64')}`,
      );
    }
  }
  return hashes;
}
