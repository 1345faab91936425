/**
 * A card in the look of the antd screens (white, 8 px radius, hairline border, a title bar): the employee's phone
 * screens use it instead of antd's Card so that their first load carries no antd (see app/lazy-chunk.tsx).
 */
import './kit.css';
import type { ReactNode } from 'react';

export interface CardProps {
  /** The title bar's content: a heading element, so the page's outline stays right. */
  title?: ReactNode;
  /** Controls at the right of the title bar. */
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Card({ title, extra, className, children }: CardProps) {
  return (
    <section className={['kit-card', className].filter(Boolean).join(' ')}>
      {(title || extra) && (
        <div className="kit-card__head">
          <div className="kit-card__title">{title}</div>
          {extra}
        </div>
      )}
      <div className="kit-card__body">{children}</div>
    </section>
  );
}
