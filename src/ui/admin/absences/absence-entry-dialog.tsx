/**
 * 'Inserisci assenza' (docs/behaviour.md, "Absences in the admin panel"): 'Dipendente', 'Causale', 'Giornata intera'
 * ('Dal', 'Al') or 'Ore' ('Giorno', 'Dalle', 'Alle'; for a type by the hour), 'Numero protocollo certificato' when the
 * type asks for it, 'Note'. Approved at once. Each field's error shows under it; everything typed stays.
 */
import { Input, Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ABSENCE_NOTE_MAX_LENGTH, CERTIFICATE_NUMBER_MAX_LENGTH, type AbsenceSpan } from '../../../core/use-cases/admin';
import { DateField, preloadDateField } from '../../shared/date-field';
import { TimeField } from '../../shared/time-field';
import { Field } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { AbsenceEntryForm } from './absence-entry.form';
import { EmployeeSelect } from './employee-select';

export const AbsenceEntryDialog = observer(function AbsenceEntryDialog({ form, onSave, onCancel }: { form: AbsenceEntryForm; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  preloadDateField();
  const { draft, fieldErrors: errors } = form;
  return (
    <SaveDialog title={t('adminAbsences.entry.title')} form={form} width={520} onSave={onSave} onCancel={onCancel}>
      <form
        className="absences__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <p className="admin-muted">{t('adminAbsences.entry.intro')}</p>
        <Field id="absence-entry-user" label={t('adminAbsences.entry.employee')} required error={errors.user_id}>
          {(control) => <EmployeeSelect control={control} users={form.users} value={draft.userId} onChange={form.setUser} />}
        </Field>
        <Field id="absence-entry-type" label={t('adminAbsences.entry.type')} required error={errors.absence_type_id}>
          {(control) => (
            <Select<number>
              {...control}
              style={{ width: '100%' }}
              placeholder={t('adminAbsences.entry.chooseType')}
              value={draft.typeId ?? undefined}
              onChange={(id) => form.setType(id ?? null)}
              showSearch={{ optionFilterProp: 'label' }}
              options={form.types.map((type) => ({ value: type.id, label: `${type.code} – ${type.name}` }))}
            />
          )}
        </Field>
        {form.offersHours && (
          <fieldset className="absences__span">
            <legend className="absences__field-legend">{t('adminAbsences.entry.span')}</legend>
            <Radio.Group
              value={form.span}
              onChange={(event) => form.setSpan(event.target.value as AbsenceSpan)}
              options={[
                { value: 'days', label: t('adminAbsences.entry.wholeDays') },
                { value: 'hours', label: t('adminAbsences.entry.hours') },
              ]}
            />
          </fieldset>
        )}
        {form.span === 'days' ? (
          <div className="absences__pair">
            <Field id="absence-entry-from" label={t('adminAbsences.entry.from')} required error={errors.start_date}>
              {(control) => <DateField {...control} value={draft.startDate} onChange={form.setStartDate} />}
            </Field>
            <Field id="absence-entry-to" label={t('adminAbsences.entry.to')} required error={errors.end_date}>
              {(control) => <DateField {...control} value={draft.endDate} onChange={form.setEndDate} />}
            </Field>
          </div>
        ) : (
          <>
            <Field id="absence-entry-day" label={t('adminAbsences.entry.day')} required error={errors.start_date ?? errors.end_date}>
              {(control) => <DateField {...control} value={draft.startDate} onChange={form.setStartDate} />}
            </Field>
            <div className="absences__pair">
              <Field id="absence-entry-from-time" label={t('adminAbsences.entry.fromTime')} required error={errors.start_time}>
                {(control) => <TimeField {...control} value={draft.startTime} onChange={form.setStartTime} />}
              </Field>
              <Field id="absence-entry-to-time" label={t('adminAbsences.entry.toTime')} required error={errors.end_time}>
                {(control) => <TimeField {...control} value={draft.endTime} onChange={form.setEndTime} />}
              </Field>
            </div>
          </>
        )}
        {form.asksCertificate && (
          <Field id="absence-entry-certificate" label={t('adminAbsences.entry.certificate')} required error={errors.certificate_number}>
            {(control) => (
              <Input
                {...control}
                autoComplete="off"
                maxLength={CERTIFICATE_NUMBER_MAX_LENGTH}
                value={draft.certificateNumber}
                onChange={(event) => form.setCertificateNumber(event.target.value)}
              />
            )}
          </Field>
        )}
        <Field id="absence-entry-note" label={t('adminAbsences.entry.note')} error={errors.note}>
          {(control) => <Input.TextArea {...control} rows={2} maxLength={ABSENCE_NOTE_MAX_LENGTH} value={draft.note} onChange={(event) => form.setNote(event.target.value)} />}
        </Field>
      </form>
    </SaveDialog>
  );
});
