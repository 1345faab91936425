/**
 * 'Nuova causale' / 'Modifica causale' (docs/behaviour.md, "Absences in the admin panel"): 'Codice' (1 to 6 capitals
 * or digits), 'Nome', 'Unità' ('Giorni' / 'Ore') and the type's switches. A code already taken shows under 'Codice'.
 */
import { Input, Radio, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AbsenceUnit } from '../../../core/contract';
import { ABSENCE_CODE_MAX_LENGTH, ABSENCE_TYPE_NAME_MAX_LENGTH } from '../../../core/use-cases/admin';
import { Field, SwitchRow, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import { ABSENCE_TYPE_FLAGS, type AbsenceTypeForm } from './absence-type.form';

export const AbsenceTypeDialog = observer(function AbsenceTypeDialog({ form, onSave, onCancel }: { form: AbsenceTypeForm; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const { draft, fieldErrors: errors } = form;
  return (
    <SaveDialog title={t(form.isNew ? 'adminAbsences.types.dialogNew' : 'adminAbsences.types.dialogEdit')} form={form} width={520} onSave={onSave} onCancel={onCancel}>
      <form
        className="absences__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <Field id="absence-type-code" label={t('adminAbsences.types.columns.code')} required error={errors.code} help={t('adminAbsences.types.codeHelp')}>
          {(control) => <Input {...control} autoComplete="off" maxLength={ABSENCE_CODE_MAX_LENGTH} value={draft.code} onChange={(event) => form.setCode(event.target.value)} />}
        </Field>
        <TextField id="absence-type-name" label={t('adminAbsences.types.columns.name')} required error={errors.name} maxLength={ABSENCE_TYPE_NAME_MAX_LENGTH} value={draft.name} onChange={form.setName} />
        <fieldset className="absences__span">
          <legend className="absences__field-legend">{t('adminAbsences.types.columns.unit')}</legend>
          <Radio.Group
            value={draft.unit}
            onChange={(event) => form.setUnit(event.target.value as AbsenceUnit)}
            options={[
              { value: 'days', label: t('adminAbsences.types.unit.days') },
              { value: 'hours', label: t('adminAbsences.types.unit.hours') },
            ]}
          />
        </fieldset>
        {ABSENCE_TYPE_FLAGS.map((flag) => (
          <SwitchRow key={flag} id={`absence-type-${flag}`} label={t(`adminAbsences.types.columns.${flag}`)}>
            <Switch id={`absence-type-${flag}`} checked={draft[flag]} onChange={(checked) => form.setFlag(flag, checked)} />
          </SwitchRow>
        ))}
      </form>
    </SaveDialog>
  );
});
