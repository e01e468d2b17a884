import { atom } from 'jotai/vanilla';
import { scrollToTop } from '../scroll-to-top.ts';

const page = atom(1);

/** appState: the active app page (1: form, 2: results, 3: confirmation); changing it scrolls to the top. */
export const activeAppPageState = atom(
  (get) => get(page),
  (_get, set, next: number) => {
    set(page, next);
    scrollToTop();
  },
);
