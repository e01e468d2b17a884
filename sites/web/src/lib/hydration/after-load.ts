import type { ClientDirective } from 'astro';

/**
 * `client:afterload`: hydrates an island once the page has loaded (its `load` event, so after
 * the hero image, the largest paint of the first screen) and the browser is idle, or at once
 * when the visitor reaches for it first (pointer, touch, keyboard focus inside the island) or
 * scrolls (the 'Comparer les offres' link, a reload that restores the scroll position).
 * The island's JavaScript (React DOM first) then never competes with the first screen for the
 * network or the main thread, and is ready long before a visitor can scroll down to it.
 */
const afterLoad: ClientDirective = (load, _options, el) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    for (const type of EARLY_EVENTS) el.removeEventListener(type, hydrate);
    removeEventListener('scroll', hydrate);
    const run = await load();
    await run();
  };
  for (const type of EARLY_EVENTS) el.addEventListener(type, hydrate, { once: true, passive: true });
  addEventListener('scroll', hydrate, { once: true, passive: true });
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void hydrate(), { timeout: 1000 });
    else setTimeout(() => void hydrate(), 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

const EARLY_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'mouseover'] as const;

export default afterLoad;
