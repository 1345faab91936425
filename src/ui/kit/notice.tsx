/**
 * A message box in the look of antd's Alert (icon, title, optional description, optional close button) for the
 * screens that load no antd. Errors are announced assertively (role alert), the rest politely (role status).
 */
import './kit.css';
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import type { ReactNode } from 'react';
import { Glyph } from './glyph';

export type NoticeTone = 'success' | 'error' | 'warning' | 'info';

const TONE_ICON: Record<NoticeTone, IconDefinition> = {
  success: CheckCircleFilled,
  error: CloseCircleFilled,
  warning: ExclamationCircleFilled,
  info: InfoCircleFilled,
};

export interface NoticeProps {
  tone: NoticeTone;
  title: ReactNode;
  description?: ReactNode;
  /** Defaults to 'alert' for errors and warnings, 'status' otherwise. */
  role?: 'alert' | 'status';
  className?: string;
  /** With it, a close button labelled `closeLabel`. */
  onClose?(): void;
  closeLabel?: string;
}

export function Notice({ tone, title, description, role, className, onClose, closeLabel }: NoticeProps) {
  const ariaRole = role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status');
  return (
    <div className={['kit-notice', `kit-notice--${tone}`, className].filter(Boolean).join(' ')} role={ariaRole}>
      <Glyph icon={TONE_ICON[tone]} className="kit-notice__icon" />
      <div className="kit-notice__text">
        <div className="kit-notice__title">{title}</div>
        {description && <div className="kit-notice__description">{description}</div>}
      </div>
      {onClose && (
        <button type="button" className="kit-notice__close" aria-label={closeLabel} onClick={onClose}>
          <Glyph icon={CloseOutlined} />
        </button>
      )}
    </div>
  );
}
