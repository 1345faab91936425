/** 'Nuovo Gruppo' / 'Rinomina Gruppo' (docs/behaviour.md, "Admin panel"): one field, 'Nome gruppo'. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { GroupFormStore } from './group-form.store';

export const GroupDialog = observer(function GroupDialog({ form, onSave, onCancel }: { form: GroupFormStore; onSave(): void; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <SaveDialog title={t(form.isNew ? 'admin.groups.dialog.titleNew' : 'admin.groups.dialog.titleEdit')} form={form} width={480} onSave={onSave} onCancel={onCancel}>
      {/* A form, so Enter in the field saves as 'Salva' does. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <TextField id="group-descrizione" label={t('admin.groups.dialog.name')} required error={form.fieldErrors.descrizione} value={form.name} onChange={form.setName} />
      </form>
    </SaveDialog>
  );
});
