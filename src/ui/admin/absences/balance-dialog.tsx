/**
 * A balance's edit in 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): 'Spettanza annua' and 'Riporto anno
 * precedente' in the type's unit; the carry-over left empty is computed from what last year left.
 */
import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Field, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { BalanceForm } from './balance.form';

export const BalanceDialog = observer(function BalanceDialog({ form, onSave, onCancel }: { form: BalanceForm; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  const { draft, balance, fieldErrors: errors } = form;
  const unit = t(`adminAbsences.balances.unit.${balance.unit}`);
  return (
    <SaveDialog title={t('adminAbsences.balances.dialogTitle', { name: balance.name, year: balance.year })} form={form} width={420} onSave={onSave} onCancel={onCancel}>
      <form
        className="absences__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField
          id="balance-entitlement"
          label={t('adminAbsences.balances.entitlement', { unit })}
          required
          inputMode="decimal"
          error={errors.yearly_entitlement}
          value={draft.yearlyEntitlement}
          onChange={form.setEntitlement}
        />
        <Field id="balance-carry-over" label={t('adminAbsences.balances.carryOver', { unit })} error={errors.carry_over} help={t('adminAbsences.balances.carryOverHelp')}>
          {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={draft.carryOver} onChange={(event) => form.setCarryOver(event.target.value)} />}
        </Field>
      </form>
    </SaveDialog>
  );
});
