/**
 * 'Ultime Timbrature' of the desktop dashboard (docs/behaviour.md, "Employee dashboard"): up to 6 punches with type,
 * place, date and time, a red 'Invalido' chip; 'Le mie ore' and 'Vedi tutte' lead to the worked hours and the history.
 */
import { Button, Card, Space, Tag } from 'antd';
import { FieldTimeOutlined, LoginOutlined, LogoutOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/navigation';
import { entryTypeLabelKey } from '../../../core/domain';
import { formatDate, formatTime } from '../../history/date-format';
import type { DashboardStore } from '../dashboard.store';
import { usePlaceName } from '../../shared/place-name';

export const DesktopRecentEntriesCard = observer(function DesktopRecentEntriesCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const navigate = useNavigate();
  return (
    <Card
      title={<h2 className="card-title">{t('dashboard.recent.title')}</h2>}
      extra={
        <Space>
          <Button icon={<FieldTimeOutlined aria-hidden />} onClick={() => navigate('/my-hours')}>
            {t('dashboard.recent.myHours')}
          </Button>
          <Button onClick={() => navigate('/timesheets')}>{t('dashboard.recent.seeAllShort')}</Button>
        </Space>
      }
      className="desktop-card"
    >
      {store.recent.length === 0 ? (
        <p className="muted">{t('dashboard.recent.empty')}</p>
      ) : (
        <ul className="plain-list">
          {store.recent.map((entry) => (
            <li key={entry.id} className={`entry-row entry-row--${entry.entry_type.toLowerCase()}`}>
              {entry.entry_type === 'IN' ? <LoginOutlined aria-hidden /> : <LogoutOutlined aria-hidden />}
              <span className="entry-row__type">{t(entryTypeLabelKey(entry.entry_type))}</span>
              <span className="entry-row__place">{placeName(entry.location_name) || t('dashboard.recent.unknownPlace')}</span>
              <span className="entry-row__when">
                {formatDate(entry.timestamp)} {formatTime(entry.timestamp)}
              </span>
              {!entry.is_valid && <Tag color="error">{t('dashboard.recent.invalid')}</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
