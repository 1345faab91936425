/**
 * A button in the look of antd's (primary, danger, default or text; large; full width on request), at least
 * 48 px high, for the screens that load no antd. While `loading` it shows the turning glyph and ignores clicks.
 */
import './kit.css';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ButtonHTMLAttributes } from 'react';
import { Glyph } from './glyph';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'danger' | 'default' | 'text';
  block?: boolean;
  icon?: IconDefinition;
  loading?: boolean;
}

export function Button({ variant = 'default', block, icon, loading, className, children, disabled, type = 'button', ...rest }: ButtonProps) {
  const classes = ['kit-button', `kit-button--${variant}`, block ? 'kit-button--block' : '', loading ? 'kit-button--loading' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <Glyph icon={LoadingOutlined} spin /> : icon && <Glyph icon={icon} />}
      {children}
    </button>
  );
}
