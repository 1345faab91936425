/** 'Santo patrono' of a place (docs/behaviour.md, "Work schedules"): the saint's name, 'Giorno' and 'Mese'. */
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { PatronDayFormStore } from './patron-day-form.store';

const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export const PatronDayDialog = observer(function PatronDayDialog({ form, onSave, onCancel }: { form: PatronDayFormStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const days = Array.from({ length: form.daysOffered }, (_, index) => index + 1);
  return (
    <SaveDialog title={t('schedules.patronDialog.title', { name: form.location.name })} form={form} width={480} onSave={onSave} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField id="patron-name" label={t('schedules.patronDialog.name')} required maxLength={100} error={form.fieldErrors.name} value={form.draft.name} onChange={form.setName} />
        <div className="schedule-numbers">
          <Field id="patron-day" label={t('schedules.patronDialog.day')} required error={form.fieldErrors.day}>
            {(control) => (
              <Select
                {...control}
                className="schedule-select"
                placeholder={t('schedules.patronDialog.chooseDay')}
                value={form.draft.day ?? undefined}
                onChange={(value: number) => form.setDay(value)}
                options={days.map((day) => ({ value: day, label: String(day) }))}
              />
            )}
          </Field>
          <Field id="patron-month" label={t('schedules.patronDialog.month')} required error={form.fieldErrors.month} help={form.draft.month === 2 ? t('schedules.patronDialog.leapHelp') : undefined}>
            {(control) => (
              <Select
                {...control}
                className="schedule-select"
                placeholder={t('schedules.patronDialog.chooseMonth')}
                value={form.draft.month ?? undefined}
                onChange={(value: number) => form.setMonth(value)}
                options={MONTHS.map((month) => ({ value: month, label: t(`schedules.months.${month}`) }))}
              />
            )}
          </Field>
        </div>
      </form>
    </SaveDialog>
  );
});
