/** Scrolls the window to the top (§2: changing a navigation counter or the selected offer does it). */
export function scrollToTop(): void {
  if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo({ top: 0 });
}
