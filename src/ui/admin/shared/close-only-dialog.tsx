import type { ReactNode } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A dialog that only shows something: its one button is 'Chiudi' (Escape and the corner × close it too). */
export function CloseOnlyDialog({ title, width, onClose, children }: { title: string; width?: number; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      width={width}
      title={title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('admin.common.close')}
        </Button>
      }
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
