/**
 * One day's intervals in Italian 24-hour time fields, each with its remove button, and 'Aggiungi intervallo': the
 * weekdays of 'Nuovo orario' / 'Modifica orario' and the 'Turno del giorno' dialog (docs/behaviour.md, "Work
 * schedules"). Each interval's reasons show under it; every control is named for a screen reader.
 */
import { Button, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { IntervalDraft } from '../../../core/use-cases/admin';
import type { DisplayMessage } from '../../../core/domain';
import { TimeField } from '../../shared/time-field';
import { useDisplayText } from '../../shared/use-display-text';

export interface IntervalsEditorProps {
  /** Unique prefix of the fields' ids. */
  idPrefix: string;
  /** The day the intervals belong to, as the labels name it ('Lunedì', 'Turno'). */
  day: string;
  intervals: readonly IntervalDraft[];
  errorOf(index: number, edge: 'start' | 'end'): DisplayMessage | undefined;
  onTime(index: number, edge: 'start' | 'end', value: string): void;
  onRemove(index: number): void;
  /** Absent when no more interval may be added. */
  onAdd?: () => void;
  /** Shown when there is no interval ('Riposo'). */
  emptyText?: string;
}

export const IntervalsEditor = observer(function IntervalsEditor({ idPrefix, day, intervals, errorOf, onTime, onRemove, onAdd, emptyText }: IntervalsEditorProps) {
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <div className="schedule-day__intervals">
      {intervals.length === 0 && emptyText && <span className="admin-muted">{emptyText}</span>}
      {intervals.map((interval, index) => {
        const n = index + 1;
        const startError = errorOf(index, 'start');
        const endError = errorOf(index, 'end');
        const noteId = `${idPrefix}-${index}-note`;
        const described = startError || endError ? noteId : undefined;
        return (
          <div key={index} className="schedule-interval">
            <div className="schedule-interval__times">
              <TimeField
                id={`${idPrefix}-${index}-start`}
                aria-label={t('schedules.dialog.intervalStart', { day, n })}
                aria-invalid={Boolean(startError)}
                aria-describedby={described}
                status={startError ? 'error' : undefined}
                value={interval.start}
                onChange={(value) => onTime(index, 'start', value)}
              />
              <span aria-hidden="true">–</span>
              <TimeField
                id={`${idPrefix}-${index}-end`}
                aria-label={t('schedules.dialog.intervalEnd', { day, n })}
                aria-invalid={Boolean(endError)}
                aria-describedby={described}
                status={endError ? 'error' : undefined}
                value={interval.end}
                onChange={(value) => onTime(index, 'end', value)}
              />
              <Tooltip title={t('schedules.dialog.removeInterval', { n, day })}>
                <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('schedules.dialog.removeInterval', { n, day })} onClick={() => onRemove(index)} />
              </Tooltip>
            </div>
            {(startError || endError) && (
              <div id={noteId} role="alert" className="schedule-error">
                {[startError, endError].filter((error) => error !== undefined).map((error) => text(error)).join(' · ')}
              </div>
            )}
          </div>
        );
      })}
      {onAdd && (
        <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} aria-label={t('schedules.dialog.addIntervalTo', { day })} onClick={onAdd}>
          {t('schedules.dialog.addInterval')}
        </Button>
      )}
    </div>
  );
});
