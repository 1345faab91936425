/**
 * The status card: green 'In Servizio' (IN), red 'Fuori Servizio' (OUT or none), 'Stato Sconosciuto'
 * otherwise, each with its own icon as well as its colour; the last entry's type, date, time and place. The lines
 * keep their room while the status loads, so nothing below moves when it arrives (dashboard.css).
 */
import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import MinusCircleFilled from '@ant-design/icons-svg/es/asn/MinusCircleFilled';
import QuestionCircleFilled from '@ant-design/icons-svg/es/asn/QuestionCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { entryTypeLabelKey, type StatusLabelKey } from '../../../core/domain';
import { formatDate, formatTime } from '../../history/date-format';
import { Card, Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';
import { usePlaceName } from '../../shared/place-name';

const TONE: Record<StatusLabelKey, { className: string; icon: IconDefinition }> = {
  'status.in': { className: 'tone--in', icon: CheckCircleFilled },
  'status.out': { className: 'tone--out', icon: MinusCircleFilled },
  'status.unknown': { className: 'status-label--unknown', icon: QuestionCircleFilled },
};

export const StatusCard = observer(function StatusCard({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const tone = TONE[store.statusKey];
  const last = store.shownStatus?.last_entry ?? null;
  return (
    <Card className="status-card">
      <p className={`status-label ${tone.className}`} role="status">
        <Glyph icon={tone.icon} /> {t(store.statusKey)}
      </p>
      <div className="status-card__lines">
        {last ? (
          <>
            <p className="status-card__line">
              {t('dashboard.statusCard.lastEntry', {
                type: t(entryTypeLabelKey(last.entry_type)),
                date: formatDate(last.timestamp),
                time: formatTime(last.timestamp),
              })}
            </p>
            {last.location_name && (
              <p className="status-card__line">{t('dashboard.statusCard.lastEntryAt', { place: placeName(last.location_name) })}</p>
            )}
          </>
        ) : (
          store.statusLoaded && <p className="status-card__line">{t('dashboard.statusCard.noEntry')}</p>
        )}
      </div>
    </Card>
  );
});
