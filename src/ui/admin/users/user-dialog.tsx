/**
 * The add/edit user dialog (docs/behaviour.md, "Admin panel"): every field, switch and help text, and the field
 * errors (in Italian, the server's by their codes); each text input takes at most the contract's characters
 * (USER_FIELD_MAX_LENGTH); 'Responsabile dei gruppi' makes the user a manager of the chosen groups ("Managers");
 * editing, 'Esporta dati' at the bottom (docs/behaviour.md, "My data").
 * An administrator editing their own account gets no password fields but a line pointing to 'Cambia password': a
 * password set here is one "an administrator set", to be replaced at the next sign-in with every session ended
 * (docs/behaviour.md, "Passwords"), which is not what one means by changing one's own.
 */
import { Input, Select, Switch } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Gruppo, Location } from '../../../core/contract';
import { USER_FIELD_MAX_LENGTH } from '../../../core/domain/constants';
import type { UserForm } from '../../../core/use-cases/admin';
import { DataExportButtons } from '../../shared/data-export-buttons';
import type { DataExportStore } from '../../shared/data-export.store';
import { Field, SwitchRow, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { UserFormStore } from './user-form.store';

export interface UserDialogProps {
  form: UserFormStore;
  groups: Gruppo[];
  locations: Location[];
  /** The edited user's 'Esporta dati'; none for a new user. */
  dataExport?: DataExportStore | null;
  /** The account edited is the signed-in administrator's own. */
  isOwnAccount?: boolean;
  onSave(): void;
  onCancel(): void;
}

type TextInput = 'username' | 'email' | 'first_name' | 'last_name' | 'employee_id' | 'phone_number';

export const UserDialog = observer(function UserDialog({ form, groups, locations, dataExport, isOwnAccount = false, onSave, onCancel }: UserDialogProps) {
  const { t } = useTranslation();
  const { values, fieldErrors } = form;

  const textField = (field: TextInput, label: string, options: { required?: boolean; type?: string; autoComplete?: string } = {}) => (
    <TextField
      id={`user-${field}`}
      label={label}
      error={fieldErrors[field]}
      value={values[field]}
      maxLength={USER_FIELD_MAX_LENGTH[field]}
      onChange={(value) => form.setField(field, value)}
      {...options}
    />
  );
  const passwordField = (field: 'password' | 'confirm_password', label: string, help?: string) => (
    <Field id={`user-${field}`} label={label} required={form.isNew} error={fieldErrors[field]} help={help}>
      {(control) => <Input.Password {...control} autoComplete="new-password" maxLength={USER_FIELD_MAX_LENGTH.password} value={values[field]} onChange={(event) => form.setField(field, event.target.value)} />}
    </Field>
  );
  const switchRow = (field: keyof Pick<UserForm, 'can_access_all_locations' | 'is_admin' | 'two_factor_enabled' | 'require_device_change_confirmation'>, label: string, describedBy?: string) => (
    <SwitchRow id={`user-${field}`} label={label}>
      <Switch
        id={`user-${field}`}
        checked={values[field]}
        aria-describedby={describedBy}
        onChange={(checked) => form.setField(field, checked)}
      />
    </SwitchRow>
  );

  return (
    <SaveDialog title={t(form.isNew ? 'admin.users.dialog.titleNew' : 'admin.users.dialog.titleEdit')} form={form} width={720} onSave={onSave} onCancel={onCancel}>
      <div className="admin-form-grid">
        {textField('username', t('admin.users.dialog.username'), { required: true, autoComplete: 'username' })}
        {textField('email', t('admin.users.dialog.email'), { required: true, type: 'email', autoComplete: 'email' })}
        {textField('first_name', t('admin.users.dialog.firstName'))}
        {textField('last_name', t('admin.users.dialog.lastName'))}
        {textField('employee_id', t('admin.users.dialog.employeeId'), { required: true })}
        {textField('phone_number', t('admin.users.dialog.phone'), { type: 'tel' })}
        <Field id="user-gruppo_id" label={t('admin.users.dialog.group')} error={fieldErrors.gruppo_id}>
          {({ status, ...control }) => (
            <Select<number>
              {...control}
              status={status}
              style={{ width: '100%' }}
              allowClear
              placeholder={t('admin.users.noGroup')}
              value={values.gruppo_id ?? undefined}
              onChange={(value) => form.setField('gruppo_id', value ?? null)}
              options={groups.map((group) => ({ value: group.id, label: group.descrizione }))}
            />
          )}
        </Field>
      </div>
      {isOwnAccount && !form.isNew ? (
        <p className="admin-muted" id="user-own-password">
          {t('admin.users.dialog.ownPasswordHint')}
        </p>
      ) : (
        <div className="admin-form-grid">
          {passwordField('password', t('admin.users.dialog.password'), form.isNew ? undefined : t('admin.users.dialog.passwordKeepHint'))}
          {passwordField('confirm_password', t('admin.users.dialog.passwordConfirm'))}
        </div>
      )}
      {switchRow('can_access_all_locations', t('admin.users.dialog.allLocations'))}
      <Field id="user-authorized_locations" label={t('admin.users.dialog.authorizedLocations')} error={fieldErrors.authorized_locations}>
        {({ status, ...control }) => (
          <Select<number[]>
            {...control}
            status={status}
            style={{ width: '100%' }}
            mode="multiple"
            disabled={!form.locationsSelectable}
            placeholder={t('admin.users.dialog.authorizedLocationsPlaceholder')}
            value={values.authorized_locations}
            onChange={(value) => form.setField('authorized_locations', value)}
            options={locations.map((location) => ({ value: location.id, label: location.name }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      </Field>
      {switchRow('is_admin', t('admin.users.dialog.isAdmin'))}
      <Field
        id="user-managed_group_ids"
        label={t('admin.users.dialog.managedGroups')}
        error={fieldErrors.managed_group_ids}
        help={t('admin.users.dialog.managedGroupsHelp')}
      >
        {({ status, ...control }) => (
          <Select<number[]>
            {...control}
            status={status}
            style={{ width: '100%' }}
            mode="multiple"
            allowClear
            placeholder={t('admin.users.dialog.managedGroupsPlaceholder')}
            value={values.managed_group_ids}
            onChange={(value) => form.setField('managed_group_ids', value)}
            options={groups.map((group) => ({ value: group.id, label: group.descrizione }))}
            showSearch={{ optionFilterProp: 'label' }}
          />
        )}
      </Field>
      {switchRow('two_factor_enabled', t('admin.users.dialog.twoFactor'))}
      {switchRow('require_device_change_confirmation', t('admin.users.dialog.deviceConfirmation'), 'user-device-confirmation-help')}
      <p id="user-device-confirmation-help" className="admin-muted" style={{ marginTop: 0 }}>
        {t('admin.users.dialog.deviceConfirmationHelp')}
      </p>
      {dataExport && (
        <section aria-labelledby="user-data-export-title">
          <h3 id="user-data-export-title">{t('admin.users.dataExport.title')}</h3>
          <p className="admin-muted">{t('admin.users.dataExport.intro')}</p>
          <DataExportButtons store={dataExport} texts="admin.users.dataExport" />
        </section>
      )}
    </SaveDialog>
  );
});
