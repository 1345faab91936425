/** 'Nuova chiusura aziendale' / 'Modifica chiusura aziendale' (docs/behaviour.md, "Work schedules"): a name, dal, al. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { DateField, preloadDateField } from '../../shared/date-field';
import { Field, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { ClosureFormStore } from './closure-form.store';

export const ClosureDialog = observer(function ClosureDialog({ form, onSave, onCancel }: { form: ClosureFormStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  preloadDateField();
  return (
    <SaveDialog title={t(form.isNew ? 'schedules.closureDialog.titleNew' : 'schedules.closureDialog.titleEdit')} form={form} width={480} onSave={onSave} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField id="closure-name" label={t('schedules.closureDialog.name')} required maxLength={100} error={form.fieldErrors.name} value={form.draft.name} onChange={(value) => form.set('name', value)} />
        <Field id="closure-from" label={t('schedules.closureDialog.from')} required error={form.fieldErrors.start_date}>
          {(control) => <DateField {...control} value={form.draft.startDate} onChange={(value) => form.set('startDate', value)} />}
        </Field>
        <Field id="closure-to" label={t('schedules.closureDialog.to')} required error={form.fieldErrors.end_date}>
          {(control) => <DateField {...control} value={form.draft.endDate} onChange={(value) => form.set('endDate', value)} />}
        </Field>
      </form>
    </SaveDialog>
  );
});
