/**
 * The admin's add/edit dialog frame: Annulla and Salva ('Salvando...' while saving), the save's error above the
 * fields. While saving it cannot be closed (no Escape, no mask click, Annulla disabled), so a half-sent form is never
 * left behind.
 */
import type { ReactNode } from 'react';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayMessage } from '../../../core/domain';
import { useDisplayText } from '../../shared/use-display-text';

export interface SaveDialogProps {
  title: string;
  /** The dialog's form: whether it is saving, and the save's error. */
  form: { readonly isSaving: boolean; readonly error: DisplayMessage | null };
  width: number;
  onSave(): void;
  onCancel(): void;
  children: ReactNode;
}

export function SaveDialog({ title, form, width, onSave, onCancel, children }: SaveDialogProps) {
  const { isSaving, error } = form;
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <Modal
      open
      title={title}
      onCancel={onCancel}
      onOk={onSave}
      okText={isSaving ? t('admin.common.saving') : t('admin.common.save')}
      cancelText={t('admin.common.cancel')}
      confirmLoading={isSaving}
      cancelButtonProps={{ disabled: isSaving }}
      mask={{ closable: !isSaving }}
      keyboard={!isSaving}
      width={width}
      destroyOnHidden
    >
      {error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(error)} />}
      {children}
    </Modal>
  );
}
