/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** True while the page renders a CMS draft for the preview panel (lib/cms/preview-middleware.ts). */
    preview?: boolean;
  }
}
