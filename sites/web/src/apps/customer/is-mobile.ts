/** Mobile breakpoint of the specification (§9): below 768 px the sidebar is a drawer. */
export const MOBILE_BREAKPOINT_PX = 768;

export function isMobileWidth(width = typeof window === 'undefined' ? 1024 : window.innerWidth): boolean {
  return width < MOBILE_BREAKPOINT_PX;
}
