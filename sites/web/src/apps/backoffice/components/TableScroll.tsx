import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a narrow screen: a named region that takes the keyboard
 * focus, so that its hidden columns can be reached with the arrow keys (axe:
 * scrollable-region-focusable).
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `bo-table-wrap ${className}` : 'bo-table-wrap'}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
    >
      {children}
    </section>
  );
}
