/**
 * One punch on the mobile history (docs/behaviour.md, "History"): icon, type label ('Check-in' green, 'Check-out'
 * red, 'Sconosciuto' grey), weekday, date, time, 'Valido'/'Invalido' ('Chiusura automatica' beside it for a check-out
 * the server wrote at the planned end) and place. Tapping expands it: distance, GPS accuracy or N/A, notes, and the
 * validation errors of an invalid entry.
 */
import { LoginOutlined, LogoutOutlined, QuestionOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimesheetEntry } from '../../../core/contract';
import { entryTypeLabelKey } from '../../../core/domain';
import { validationIssueKey } from '../../../core/errors';
import { formatDate, formatTime, formatWeekday } from '../date-format';
import { usePlaceName } from '../../shared/place-name';
import { OkTag } from '../../shared/ok-tag';

const TYPE_LOOK = {
  'entry.in': { className: 'tone--in', icon: <LoginOutlined aria-hidden /> },
  'entry.out': { className: 'tone--out', icon: <LogoutOutlined aria-hidden /> },
  'entry.unknown': { className: 'entry-type--unknown', icon: <QuestionOutlined aria-hidden /> },
} as const;

export const HistoryEntryCard = observer(function HistoryEntryCard({
  entry,
  expanded,
  onToggle,
}: {
  entry: TimesheetEntry;
  expanded: boolean;
  onToggle(id: number): void;
}) {
  const { t } = useTranslation();
  const placeName = usePlaceName();
  const detailsId = useId();
  const typeKey = entryTypeLabelKey(entry.entry_type);
  const look = TYPE_LOOK[typeKey];
  return (
    <li className={`history-card${expanded ? ' history-card--expanded' : ''}`}>
      <button type="button" className="history-card__summary" aria-expanded={expanded} aria-controls={detailsId} onClick={() => onToggle(entry.id)}>
        <span className={`history-card__icon ${look.className}`}>{look.icon}</span>
        <span className="history-card__main">
          <span className={`history-card__type ${look.className}`}>{t(typeKey)}</span>
          <span className="history-card__when">
            {formatWeekday(entry.timestamp)} {formatDate(entry.timestamp)} · {formatTime(entry.timestamp)}
          </span>
          <span className="history-card__place">{placeName(entry.location_name) || t('history.entry.unknownPlace')}</span>
        </span>
        <OkTag ok={entry.is_valid} okText={t('history.entry.valid')} failText={t('history.entry.invalid')} />
        {entry.auto_closed && <Tag color="volcano">{t('history.entry.autoClosed')}</Tag>}
      </button>
      <div id={detailsId} className="history-card__details" hidden={!expanded}>
        {expanded && <EntryDetails entry={entry} />}
      </div>
    </li>
  );
});

function EntryDetails({ entry }: { entry: TimesheetEntry }) {
  const { t } = useTranslation();
  const notes = entry.notes || entry.anomaly_note;
  // Each reason in Italian by its code; the server's message is English, so a code unknown here (a newer server)
  // gets a general Italian line rather than that message.
  const reasonText = (key: string | null) => t(key ?? 'history.issues.unknown');
  return (
    <>
      <p>{t('history.entry.distance', { distance: Math.round(entry.distance_from_location ?? 0) })}</p>
      <p>
        {entry.accuracy === null
          ? t('history.entry.accuracyMissing')
          : t('history.entry.accuracy', { accuracy: Math.round(entry.accuracy) })}
      </p>
      {notes && (
        <p>
          <strong>{t('history.entry.notes')}</strong> {notes}
        </p>
      )}
      {!entry.is_valid && entry.validation_errors.length > 0 && (
        <div className="history-card__errors" role="note">
          <strong>{t('history.entry.validationErrors')}</strong>
          <ul>
            {entry.validation_errors.map((issue, index) => (
              <li key={`${issue.code}-${index}`}>{reasonText(validationIssueKey(issue))}</li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
