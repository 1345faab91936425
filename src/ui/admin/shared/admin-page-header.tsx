import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate } from '../../app/navigation';

/** The title row of an admin page with its back button (to the dashboard or to the panel). */
export function AdminPageHeader({ title, backTo, backLabel, extra }: { title: string; backTo: string; backLabel: string; extra?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <header className="admin-page__header">
      <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => navigate(backTo)}>
        {backLabel}
      </Button>
      <Typography.Title level={1} className="admin-page__title">
        {title}
      </Typography.Title>
      {extra}
    </header>
  );
}
