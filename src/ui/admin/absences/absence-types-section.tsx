/**
 * 'Causali' (docs/behaviour.md, "Absences in the admin panel"): every absence type with its code, name, unit and
 * switches ('Sì' / 'No'), 'Nuova causale' and each type's edit. A type is never deleted: 'Attiva' off keeps its
 * past absences' code. The table scrolls sideways in its own box on a phone.
 */
import { Button, Tag } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AbsenceType } from '../../../core/contract';
import { AdminTable } from '../shared/admin-table';
import { IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import { ListToolbar } from '../shared/list-toolbar';
import { ABSENCE_TYPE_FLAGS } from './absence-type.form';
import { AbsenceTypeDialog } from './absence-type-dialog';
import type { AbsencesStore } from './absences.store';

const TITLE_ID = 'absence-types-title';

export const AbsenceTypesSection = observer(function AbsenceTypesSection({ store }: { store: AbsencesStore }) {
  const { t } = useTranslation();
  const types = store.types;
  const yesNo = (on: boolean) => (on ? t('adminAbsences.types.yes') : t('adminAbsences.types.no'));
  const columns: ColumnsType<AbsenceType> = [
    { key: 'code', title: t('adminAbsences.types.columns.code'), render: (_, type) => <Tag className="absences__code">{type.code}</Tag> },
    { key: 'name', title: t('adminAbsences.types.columns.name'), dataIndex: 'name' },
    { key: 'unit', title: t('adminAbsences.types.columns.unit'), render: (_, type) => t(`adminAbsences.types.unit.${type.unit}`) },
    ...ABSENCE_TYPE_FLAGS.map((flag) => ({ key: flag, title: t(`adminAbsences.types.columns.${flag}`), render: (_: unknown, type: AbsenceType) => yesNo(type[flag]) })),
    {
      key: 'actions',
      title: t('adminAbsences.types.columns.actions'),
      render: (_, type) => <IconAction label={t('adminAbsences.types.edit', { name: type.name })} icon={<EditOutlined />} onClick={() => types.openEdit(type)} />,
    },
  ];

  return (
    <section aria-labelledby={TITLE_ID} className="admin-list">
      <ListToolbar titleId={TITLE_ID} title={t('adminAbsences.types.title')} isLoading={types.isLoading} onRefresh={() => void types.load()}>
        <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={types.openCreate}>
          {t('adminAbsences.types.add')}
        </Button>
      </ListToolbar>
      <ListMessages error={types.error} onCloseError={types.clearError} />
      <AdminTable<AbsenceType> columns={columns} rows={types.types} loading={types.isLoading} emptyText={t('adminAbsences.types.empty')} scroll={{ x: true }} />
      {types.form && <AbsenceTypeDialog form={types.form} onSave={() => void types.saveForm()} onCancel={types.closeForm} />}
    </section>
  );
});
