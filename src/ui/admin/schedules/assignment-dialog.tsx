/** 'Assegna' (docs/behaviour.md, "Work schedules"): to a group or to a user, 'Dal' and an optional 'Al'. */
import { Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { GruppoListItem } from '../../../core/contract';
import { DateField, preloadDateField } from '../../shared/date-field';
import { Field } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { AssignmentFormStore } from './assignment-form.store';

export const AssignmentDialog = observer(function AssignmentDialog({
  form,
  groups,
  onSave,
  onCancel,
}: {
  form: AssignmentFormStore;
  groups: readonly GruppoListItem[];
  onSave(): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  preloadDateField();
  const { draft } = form;
  return (
    <SaveDialog title={t('schedules.assignDialog.title', { name: form.template.name })} form={form} width={480} onSave={onSave} onCancel={onCancel}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset className="schedule-target">
          <legend className="schedule-week__legend">{t('schedules.assignDialog.target')}</legend>
          <Radio.Group
            value={draft.target}
            onChange={(event) => form.setTarget(event.target.value as 'group' | 'user')}
            options={[
              { value: 'group', label: t('schedules.assignDialog.toGroup') },
              { value: 'user', label: t('schedules.assignDialog.toUser') },
            ]}
          />
        </fieldset>
        {draft.target === 'group' ? (
          <Field id="schedule-assign-group" label={t('schedules.assignDialog.group')} required error={form.fieldErrors.gruppo_id}>
            {(control) => (
              <Select
                {...control}
                className="schedule-select"
                placeholder={t('schedules.assignDialog.chooseGroup')}
                value={draft.groupId ?? undefined}
                onChange={(value: number) => form.setGroup(value)}
                options={groups.map((group) => ({ value: group.id, label: group.descrizione }))}
                showSearch={{ optionFilterProp: 'label' }}
              />
            )}
          </Field>
        ) : (
          <Field id="schedule-assign-user" label={t('schedules.assignDialog.user')} required error={form.fieldErrors.user_id}>
            {(control) => (
              <Select
                {...control}
                className="schedule-select"
                placeholder={t('schedules.assignDialog.chooseUser')}
                value={draft.userId ?? undefined}
                onChange={(value: number) => form.setUser(value)}
                showSearch={{ filterOption: false, onSearch: (text) => void form.searchUsers(text) }}
                options={form.userOptions.map((option) => ({ value: option.id, label: option.full_name.trim() ? `${option.full_name} (${option.username})` : option.username }))}
              />
            )}
          </Field>
        )}
        <Field id="schedule-assign-from" label={t('schedules.assignDialog.from')} required error={form.fieldErrors.start_date}>
          {(control) => <DateField {...control} value={draft.startDate} onChange={form.setStart} />}
        </Field>
        <Field id="schedule-assign-to" label={t('schedules.assignDialog.to')} help={t('schedules.assignDialog.toHelp')} error={form.fieldErrors.end_date}>
          {(control) => <DateField {...control} allowClear value={draft.endDate} onChange={form.setEnd} />}
        </Field>
      </form>
    </SaveDialog>
  );
});
