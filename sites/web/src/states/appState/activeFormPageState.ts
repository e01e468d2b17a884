import { atom } from 'jotai/vanilla';
import { scrollToTop } from '../scroll-to-top.ts';

const page = atom(1);

/** appState: the active step of the comparator form (starts at 1); changing it scrolls to the top. */
export const activeFormPageState = atom(
  (get) => get(page),
  (_get, set, next: number) => {
    set(page, next);
    scrollToTop();
  },
);
