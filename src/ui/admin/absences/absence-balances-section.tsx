/**
 * 'Saldi' (docs/behaviour.md, "Absences in the admin panel"): choose an employee and a year; a row per type with a
 * balance: 'Spettanza annua', 'Riporto anno precedente' ('calcolato' when not entered), 'Maturato', 'Goduto',
 * 'Pianificato', 'In attesa', 'Residuo', in the type's unit; each row's edit sets the entitlement and the carry-over.
 */
import { Select, Typography } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AbsenceBalance } from '../../../core/contract';
import { AdminTable } from '../shared/admin-table';
import { Field } from '../shared/field';
import { IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import { amountIn } from './absence-format';
import type { AbsencesStore } from './absences.store';
import { BalanceDialog } from './balance-dialog';
import { EmployeeSelect } from './employee-select';

const TITLE_ID = 'absence-balances-title';

/** antd's rows need an id: the type's. */
type BalanceRow = AbsenceBalance & { id: number };

export const AbsenceBalancesSection = observer(function AbsenceBalancesSection({ store }: { store: AbsencesStore }) {
  const { t } = useTranslation();
  const balances = store.balances;
  const amount = (value: number, row: AbsenceBalance) => amountIn(t, value, row.unit);
  const figure = (key: string, field: keyof Pick<AbsenceBalance, 'yearly_entitlement' | 'accrued' | 'used' | 'approved_future' | 'pending' | 'remaining'>) => ({
    key,
    title: t(`adminAbsences.balances.columns.${key}`),
    render: (_: unknown, row: BalanceRow) => amount(row[field], row),
  });
  const columns: ColumnsType<BalanceRow> = [
    { key: 'type', title: t('adminAbsences.balances.columns.type'), render: (_, row) => `${row.code} – ${row.name}` },
    figure('entitlement', 'yearly_entitlement'),
    {
      key: 'carryOver',
      title: t('adminAbsences.balances.columns.carryOver'),
      render: (_, row) => (
        <>
          {amount(row.carry_over, row)}
          {!row.carry_over_entered && <span className="admin-muted"> ({t('adminAbsences.balances.computed')})</span>}
        </>
      ),
    },
    figure('accrued', 'accrued'),
    figure('used', 'used'),
    figure('planned', 'approved_future'),
    figure('pending', 'pending'),
    { ...figure('remaining', 'remaining'), render: (_, row) => <strong>{amount(row.remaining, row)}</strong> },
    {
      key: 'actions',
      title: t('adminAbsences.balances.columns.actions'),
      render: (_, row) => <IconAction label={t('adminAbsences.balances.edit', { name: row.name })} icon={<EditOutlined />} onClick={() => balances.openEdit(row)} />,
    },
  ];

  return (
    <section aria-labelledby={TITLE_ID} aria-busy={balances.isLoading}>
      <Typography.Title level={2} id={TITLE_ID} className="admin-toolbar__title">
        {t('adminAbsences.balances.title')}
      </Typography.Title>
      <div className="absences__filters">
        <Field id="absence-balances-user" label={t('adminAbsences.balances.employee')}>
          {(control) => <EmployeeSelect control={control} users={balances.users} value={balances.userId} onChange={(id) => void balances.setUser(id)} />}
        </Field>
        <Field id="absence-balances-year" label={t('adminAbsences.balances.year')}>
          {({ status: _status, ...control }) => (
            <Select<number>
              {...control}
              style={{ width: '100%' }}
              value={balances.year}
              onChange={(year) => void balances.setYear(year)}
              options={balances.years.map((year) => ({ value: year, label: String(year) }))}
            />
          )}
        </Field>
      </div>
      <ListMessages error={balances.error} onCloseError={balances.clearError} />
      {balances.userId === null ? (
        <p className="admin-muted">{t('adminAbsences.balances.chooseEmployee')}</p>
      ) : (
        <AdminTable<BalanceRow>
          aria-label={t('adminAbsences.balances.tableLabel')}
          columns={columns}
          rows={balances.balances.map((balance) => ({ ...balance, id: balance.absence_type_id }))}
          loading={balances.isLoading}
          emptyText={t('adminAbsences.balances.empty')}
          scroll={{ x: true }}
        />
      )}
      {balances.form && <BalanceDialog form={balances.form} onSave={() => void balances.saveForm()} onCancel={balances.closeForm} />}
    </section>
  );
});
