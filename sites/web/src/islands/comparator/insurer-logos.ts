import type { CmsImage } from '../../lib/cms/cms-image.ts';
import type { InsurerLogos } from '../../lib/cms/insurer-logos.ts';

// The partner insurers' logos the page was rendered with (CMS, read server side by
// ComparatorSection.astro), for the offer cards of the lazily loaded results.
let logos: InsurerLogos = {};

export function setInsurerLogos(next: InsurerLogos): void {
  logos = next;
}

/** The logo of an insurer code, or null when the CMS has none for it. */
export function insurerLogo(code: string): CmsImage | null {
  return Object.hasOwn(logos, code) ? (logos[code] ?? null) : null;
}
