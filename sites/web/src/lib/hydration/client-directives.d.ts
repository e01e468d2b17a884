// Types of the site's own client directive (astro.config.ts registers it).
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates the island after the page's load event, when idle (after-load.ts). */
    'client:afterload'?: boolean;
  }
}

export {};
