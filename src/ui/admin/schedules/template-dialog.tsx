/**
 * 'Nuovo orario' / 'Modifica orario' (docs/behaviour.md, "Work schedules"): name; per weekday its intervals
 * (Italian 24-hour time fields, an end before the start meaning the next day); 'Tolleranza ingresso'; the flexible
 * entry band; 'Straordinario minimo'; 'Valido dal'. One column of fields that wraps, so a 390 px phone needs no
 * sideways scroll; every control is reached with Tab and named for a screen reader.
 */
import { Button, Input, Switch } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { intervalField, WEEKDAYS, type Weekday } from '../../../core/use-cases/admin';
import { DateField, preloadDateField } from '../../shared/date-field';
import { TimeField } from '../../shared/time-field';
import { useDisplayText } from '../../shared/use-display-text';
import { Field, SwitchRow, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import { IntervalsEditor } from './intervals-editor';
import type { TemplateFormStore } from './template-form.store';

export const TemplateDialog = observer(function TemplateDialog({ form, onSave, onCancel }: { form: TemplateFormStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  preloadDateField();
  const weekError = form.fieldErrors.intervals;
  return (
    <SaveDialog title={t(form.isNew ? 'schedules.dialog.titleNew' : 'schedules.dialog.titleEdit')} form={form} width={640} onSave={onSave} onCancel={onCancel}>
      <form
        className="schedule-dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField id="schedule-name" label={t('schedules.dialog.name')} required maxLength={100} error={form.fieldErrors.name} value={form.draft.name} onChange={(value) => form.set('name', value)} />

        <fieldset className="schedule-week" aria-describedby="schedule-week-help">
          <legend className="schedule-week__legend">{t('schedules.dialog.week')}</legend>
          <p id="schedule-week-help" className="schedule-help">
            {t('schedules.dialog.weekHelp')}
          </p>
          {weekError && (
            <div role="alert" className="schedule-error">
              {text(weekError)}
            </div>
          )}
          {WEEKDAYS.map((weekday) => (
            <WeekdayRow key={weekday} form={form} weekday={weekday} />
          ))}
          <Button icon={<CopyOutlined aria-hidden="true" />} onClick={form.copyMondayToWeekdays}>
            {t('schedules.dialog.copyMonday')}
          </Button>
        </fieldset>

        <div className="schedule-numbers">
          <Field id="schedule-tolerance" label={t('schedules.dialog.tolerance')} help={t('schedules.dialog.toleranceHelp')} error={form.fieldErrors.tolerance_minutes}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={3} value={form.draft.tolerance} onChange={(event) => form.set('tolerance', event.target.value)} />}
          </Field>
          <Field id="schedule-overtime" label={t('schedules.dialog.overtime')} help={t('schedules.dialog.overtimeHelp')} error={form.fieldErrors.overtime_block_minutes}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" maxLength={3} value={form.draft.overtimeBlock} onChange={(event) => form.set('overtimeBlock', event.target.value)} />}
          </Field>
        </div>

        <SwitchRow id="schedule-flexible" label={t('schedules.dialog.flexible')}>
          <Switch id="schedule-flexible" checked={form.draft.flexible} onChange={form.setFlexible} />
        </SwitchRow>
        {form.draft.flexible && (
          <>
            <p className="schedule-help">{t('schedules.dialog.flexHelp')}</p>
            <div className="schedule-numbers">
              <Field id="schedule-flex-from" label={t('schedules.dialog.flexFrom')} error={form.fieldErrors.flex_earliest_start}>
                {(control) => <TimeField {...control} value={form.draft.flexFrom} onChange={(value) => form.set('flexFrom', value)} />}
              </Field>
              <Field id="schedule-flex-to" label={t('schedules.dialog.flexTo')} error={form.fieldErrors.flex_latest_start}>
                {(control) => <TimeField {...control} value={form.draft.flexTo} onChange={(value) => form.set('flexTo', value)} />}
              </Field>
            </div>
          </>
        )}

        <Field id="schedule-valid-from" label={t('schedules.dialog.validFrom')} help={t('schedules.dialog.validFromHelp')} error={form.fieldErrors.valid_from}>
          {(control) => <DateField {...control} allowClear value={form.draft.validFrom} onChange={(value) => form.set('validFrom', value)} />}
        </Field>
      </form>
    </SaveDialog>
  );
});

/** One weekday: its intervals, each two time fields and a remove button, and 'Aggiungi intervallo'. */
const WeekdayRow = observer(function WeekdayRow({ form, weekday }: { form: TemplateFormStore; weekday: Weekday }) {
  const { t } = useTranslation();
  const day = t(`schedules.weekdays.${weekday}`);
  return (
    <div className="schedule-day" role="group" aria-label={day}>
      <div className="schedule-day__name">{day}</div>
      <IntervalsEditor
        idPrefix={`schedule-${weekday}`}
        day={day}
        intervals={form.draft.days[weekday - 1] ?? []}
        emptyText={t('schedules.dialog.rest')}
        errorOf={(index, edge) => form.fieldErrors[intervalField(weekday, index, edge)]}
        onTime={(index, edge, value) => form.setTime(weekday, index, edge, value)}
        onRemove={(index) => form.removeInterval(weekday, index)}
        onAdd={form.canAddInterval(weekday) ? () => form.addInterval(weekday) : undefined}
      />
    </div>
  );
});
