/**
 * The add/edit location dialog (docs/behaviour.md, "Admin panel"): tabs 'Dati Manuali' and 'Mappa OpenStreetMap'
 * editing the same values; the required fields (docs/behaviour.md, "Validation"); radius 1..1000 (default 50), hours
 * 09:00/18:00 by default.
 */
import { InputNumber, Switch, Tabs } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { MAX_TOLERANCE_RADIUS, MIN_TOLERANCE_RADIUS } from '../../../core/domain';
import { Field, SwitchRow, TextField } from '../shared/field';
import { SaveDialog } from '../shared/save-dialog';
import type { LocationDialogTab, LocationFormStore, LocationFormValues } from './location-form.store';
import { LocationMapTab } from './location-map-tab';

export interface LocationDialogProps {
  form: LocationFormStore;
  onSave(): void;
  onCancel(): void;
}

type TextInput = keyof Pick<LocationFormValues, 'name' | 'address' | 'latitude' | 'longitude' | 'work_hours_start' | 'work_hours_end'>;

export const LocationDialog = observer(function LocationDialog({ form, onSave, onCancel }: LocationDialogProps) {
  const { t } = useTranslation();
  const { values, fieldErrors } = form;

  const input = (field: TextInput, label: string, options: { required?: boolean; type?: string; inputMode?: 'decimal' } = {}) => (
    <TextField id={`location-${field}`} label={label} error={fieldErrors[field]} value={values[field]} onChange={(value) => form.setField(field, value)} {...options} />
  );

  const manual = (
    <div>
      {input('name', t('admin.locations.dialog.name'), { required: true })}
      {input('address', t('admin.locations.dialog.address'))}
      <div className="admin-form-grid">
        {/* Text inputs with a decimal keyboard: any precision, and a comma typed by habit still parses. */}
        {input('latitude', t('admin.locations.dialog.latitude'), { required: true, inputMode: 'decimal' })}
        {input('longitude', t('admin.locations.dialog.longitude'), { required: true, inputMode: 'decimal' })}
        <Field id="location-tolerance_radius" label={t('admin.locations.dialog.radius')} required error={fieldErrors.tolerance_radius}>
          {(control) => (
            <InputNumber
              {...control}
              style={{ width: '100%' }}
              min={MIN_TOLERANCE_RADIUS}
              max={MAX_TOLERANCE_RADIUS}
              step={1}
              value={values.tolerance_radius === '' ? null : Number(values.tolerance_radius)}
              onChange={(value) => form.setField('tolerance_radius', value === null ? '' : String(value))}
            />
          )}
        </Field>
        {input('work_hours_start', t('admin.locations.dialog.workStart'), { required: true, type: 'time' })}
        {input('work_hours_end', t('admin.locations.dialog.workEnd'), { required: true, type: 'time' })}
      </div>
      <SwitchRow id="location-is_active" label={t('admin.locations.dialog.isActive')}>
        <Switch id="location-is_active" checked={values.is_active} onChange={(checked) => form.setField('is_active', checked)} />
      </SwitchRow>
    </div>
  );

  return (
    <SaveDialog title={t(form.isNew ? 'admin.locations.dialog.titleNew' : 'admin.locations.dialog.titleEdit')} form={form} width={760} onSave={onSave} onCancel={onCancel}>
      <Tabs
        activeKey={form.activeTab}
        onChange={(key) => form.selectTab(key as LocationDialogTab)}
        // The map is built when its tab opens and torn down when it closes: OpenLayers needs a visible target.
        destroyOnHidden
        items={[
          { key: 'manual', label: t('admin.locations.dialog.tabManual'), children: manual },
          { key: 'map', label: t('admin.locations.dialog.tabMap'), children: <LocationMapTab form={form} /> },
        ]}
      />
    </SaveDialog>
  );
});
