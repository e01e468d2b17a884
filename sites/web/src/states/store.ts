import { createStore } from 'jotai/vanilla';

/** The one module-level store every island and app of the site shares (jotai 3). */
export const store = createStore();
