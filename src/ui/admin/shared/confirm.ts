/**
 * Confirmation before a destructive action (docs/behaviour.md, "Admin panel"), as an antd modal: it takes the focus,
 * keeps it inside until answered, and gives it back to the button that opened it.
 */
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ConfirmRequest {
  title: string;
  okText: string;
  /** Runs on confirmation; the modal shows a busy OK button until it settles. */
  onConfirm(): Promise<unknown>;
}

/** Returns `confirm` and the element to render once in the component (antd's context holder). */
export function useConfirm() {
  const { t } = useTranslation();
  const [modal, holder] = Modal.useModal();
  const confirm = ({ title, okText, onConfirm }: ConfirmRequest) => {
    void modal.confirm({
      title,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('admin.common.cancel'),
      onOk: () => onConfirm(),
    });
  };
  return { confirm, holder };
}
