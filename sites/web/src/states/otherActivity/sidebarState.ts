import { atom } from 'jotai/vanilla';

export type SidebarState = { isCollapsed: boolean; activeMenu: string | null };

/** otherActivity: sidebar collapse state; isCollapsed and activeMenu are always set together. */
export const sidebarState = atom<SidebarState>({ isCollapsed: false, activeMenu: null });
