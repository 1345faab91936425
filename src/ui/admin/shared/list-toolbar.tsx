import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The title row of an admin tab: its heading (labelling the tab's section), 'Aggiorna Lista', then `children`. */
export function ListToolbar({ titleId, title, isLoading, onRefresh, children }: { titleId: string; title: string; isLoading: boolean; onRefresh(): void; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="admin-toolbar">
      <Typography.Title level={2} id={titleId} className="admin-toolbar__title">
        {title}
      </Typography.Title>
      <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={onRefresh} loading={isLoading}>
        {t('admin.common.refreshList')}
      </Button>
      {children}
    </div>
  );
}
