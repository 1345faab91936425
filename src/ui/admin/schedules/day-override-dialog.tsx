/**
 * 'Turno del giorno' (docs/behaviour.md, "Work schedules"): for one employee and day, 'Turno' with its intervals
 * (the template dialog's interval fields) or 'Riposo'; 'Ripristina orario' when the day is already set by hand.
 */
import { Button, Radio } from 'antd';
import { UndoOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { italianDate, weekdayOf } from '../../../core/domain';
import { dayIntervalField } from '../../../core/use-cases/admin';
import { useDisplayText } from '../../shared/use-display-text';
import { SaveDialog } from '../shared/save-dialog';
import type { DayOverrideFormStore } from './day-override-form.store';
import { IntervalsEditor } from './intervals-editor';
import { memberName } from './schedule-week-section';

export const DayOverrideDialog = observer(function DayOverrideDialog({
  form,
  onSave,
  onReset,
  onCancel,
}: {
  form: DayOverrideFormStore;
  onSave(): void;
  onReset(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const weekday = t(`schedules.weekdays.${((weekdayOf(form.day.date) + 6) % 7) + 1}`);
  const shift = t('schedules.dayDialog.shift');
  const listError = form.fieldErrors.intervals;
  return (
    <SaveDialog title={t('schedules.dayDialog.title')} form={form} width={480} onSave={onSave} onCancel={onCancel}>
      <form
        className="schedule-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <p className="schedule-day-dialog__who">{t('schedules.dayDialog.who', { name: memberName(form.member), day: `${weekday} ${italianDate(form.day.date)}` })}</p>
        <fieldset className="schedule-target">
          <legend className="schedule-week__legend">{t('schedules.dayDialog.kind')}</legend>
          <Radio.Group
            value={form.draft.rest ? 'rest' : 'shift'}
            onChange={(event) => form.setRest(event.target.value === 'rest')}
            options={[
              { value: 'shift', label: shift },
              { value: 'rest', label: t('schedules.dayDialog.rest') },
            ]}
          />
        </fieldset>
        {form.draft.rest ? (
          <p className="schedule-help">{t('schedules.dayDialog.restHelp')}</p>
        ) : (
          <fieldset className="schedule-week" aria-describedby="schedule-day-help">
            <legend className="schedule-week__legend">{shift}</legend>
            <p id="schedule-day-help" className="schedule-help">
              {t('schedules.dayDialog.help')}
            </p>
            {listError && (
              <div role="alert" className="schedule-error">
                {text(listError)}
              </div>
            )}
            <IntervalsEditor
              idPrefix="schedule-day"
              day={shift}
              intervals={form.draft.intervals}
              errorOf={(index, edge) => form.fieldErrors[dayIntervalField(index, edge)]}
              onTime={form.setTime}
              onRemove={form.removeInterval}
              onAdd={form.canAddInterval ? form.addInterval : undefined}
            />
          </fieldset>
        )}
        {form.canReset && (
          <div className="schedule-day-dialog__reset">
            <Button icon={<UndoOutlined aria-hidden="true" />} onClick={onReset} disabled={form.isSaving}>
              {t('schedules.dayDialog.reset')}
            </Button>
            <p className="schedule-help">{t('schedules.dayDialog.resetHelp')}</p>
          </div>
        )}
      </form>
    </SaveDialog>
  );
});
