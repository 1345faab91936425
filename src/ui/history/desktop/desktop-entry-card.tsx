/**
 * One punch on the desktop history (docs/behaviour.md, "History"): type chip, date, time, place or 'Sconosciuta',
 * Valida/Invalida ('Chiusura automatica' beside it for a check-out the server wrote at the planned end), notes.
 */
import { Card, Tag } from 'antd';
import { LoginOutlined, LogoutOutlined, QuestionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TimesheetEntry } from '../../../core/contract';
import { entryTypeLabelKey } from '../../../core/domain';
import { formatDate, formatTime } from '../date-format';
import { usePlaceName } from '../../shared/place-name';
import { OkTag } from '../../shared/ok-tag';

const TYPE_CHIP = {
  'entry.in': { color: 'success', icon: <LoginOutlined aria-hidden /> },
  'entry.out': { color: 'error', icon: <LogoutOutlined aria-hidden /> },
  'entry.unknown': { color: 'default', icon: <QuestionOutlined aria-hidden /> },
} as const;

export function DesktopEntryCard({ entry }: { entry: TimesheetEntry }) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const typeKey = entryTypeLabelKey(entry.entry_type);
  const chip = TYPE_CHIP[typeKey];
  const notes = entry.notes || entry.anomaly_note;
  return (
    <li>
      <Card size="small" className="desktop-entry">
        <div className="desktop-entry__head">
          <Tag color={chip.color} icon={chip.icon}>
            {t(typeKey)}
          </Tag>
          <span>
            {formatDate(entry.timestamp)} {formatTime(entry.timestamp)}
          </span>
          <OkTag ok={entry.is_valid} okText={t('history.desktop.valid')} failText={t('history.desktop.invalid')} />
          {entry.auto_closed && <Tag color="volcano">{t('history.desktop.autoClosed')}</Tag>}
        </div>
        <p className="desktop-entry__place">
          {t('history.desktop.location', { name: placeName(entry.location_name) || t('history.desktop.unknownLocation') })}
        </p>
        {notes && <p className="desktop-entry__notes">{t('history.desktop.notes', { notes })}</p>}
      </Card>
    </li>
  );
}
