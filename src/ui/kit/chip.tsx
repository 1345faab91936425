/** A small coloured label (antd's Tag look: pale background, darker text), e.g. 'Disponibile' or 'Offline'. */
import './kit.css';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { HTMLAttributes } from 'react';
import { Glyph } from './glyph';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  tone: 'success' | 'warning' | 'error' | 'neutral';
  icon?: IconDefinition;
}

export function Chip({ tone, icon, className, children, ...rest }: ChipProps) {
  return (
    <span className={['kit-chip', `kit-chip--${tone}`, className].filter(Boolean).join(' ')} {...rest}>
      {icon && <Glyph icon={icon} />}
      {children}
    </span>
  );
}
