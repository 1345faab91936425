/**
 * antd's green tag with a tick when `ok`, else its red tag with a cross: 'Valida' / 'Invalida' of a punch,
 * 'GPS Attivo' / 'GPS Disattivo' of the desktop dashboard.
 */
import { Tag } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined } from '@ant-design/icons';

export function OkTag({ ok, okText, failText }: { ok: boolean; okText: string; failText: string }) {
  return ok ? (
    <Tag color="success" icon={<CheckCircleOutlined aria-hidden />}>
      {okText}
    </Tag>
  ) : (
    <Tag color="error" icon={<CloseCircleOutlined aria-hidden />}>
      {failText}
    </Tag>
  );
}
