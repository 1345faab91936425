/**
 * The collapsible 'Ultime Timbrature' card of the mobile dashboard (docs/behaviour.md, "Employee dashboard"): the
 * latest 6 punches (type, date, time, place) and 'Vedi Tutte le Timbrature' to /timesheets.
 */
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import UpOutlined from '@ant-design/icons-svg/es/asn/UpOutlined';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/navigation';
import { entryTypeLabelKey } from '../../../core/domain';
import { formatDate, formatTime } from '../../history/date-format';
import { Button, Card, Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';
import { usePlaceName } from '../../shared/place-name';

export const RecentEntriesCard = observer(function RecentEntriesCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const navigate = useNavigate();
  const bodyId = useId();
  const expanded = store.recentExpanded;
  return (
    <Card
      className="recent-card"
      title={<h2 className="card-title">{t('dashboard.recent.title')}</h2>}
      extra={
        <Button
          variant="text"
          className="touch-target"
          icon={expanded ? UpOutlined : DownOutlined}
          aria-expanded={expanded}
          aria-controls={bodyId}
          aria-label={t(expanded ? 'dashboard.recent.collapse' : 'dashboard.recent.expand')}
          onClick={store.toggleRecent}
        />
      }
    >
      <div id={bodyId} hidden={!expanded}>
        {store.recent.length === 0 ? (
          <p className="muted">{t('dashboard.recent.empty')}</p>
        ) : (
          <ul className="plain-list">
            {store.recent.map((entry) => (
              <li key={entry.id} className={`entry-row entry-row--${entry.entry_type.toLowerCase()}`}>
                <Glyph icon={entry.entry_type === 'IN' ? LoginOutlined : LogoutOutlined} />
                <span className="entry-row__type">{t(entryTypeLabelKey(entry.entry_type))}</span>
                <span className="entry-row__when">
                  {formatDate(entry.timestamp)} {formatTime(entry.timestamp)}
                </span>
                <span className="entry-row__place">{placeName(entry.location_name) || t('dashboard.recent.unknownPlace')}</span>
              </li>
            ))}
          </ul>
        )}
        <Button block onClick={() => navigate('/timesheets')}>
          {t('dashboard.recent.seeAll')}
        </Button>
      </div>
    </Card>
  );
});
