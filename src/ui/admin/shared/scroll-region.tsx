/**
 * The horizontal scroll box of a read-only table (nothing focusable in its rows). A keyboard user can scroll
 * a box only once it has the focus, so it takes a tab stop and a name (axe scrollable-region-focusable,
 * WCAG 2.1.1). Tables with buttons in their rows keep antd's own `scroll`: the buttons take the focus there.
 */
import type { ReactNode } from 'react';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-scroll-region" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
