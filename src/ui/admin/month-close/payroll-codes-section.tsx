/**
 * 'Codici paghe' (docs/payroll-export.md): our codes with their description and, editable, the payroll software's code
 * ('Codice paghe'; empty: ours is printed), saved as one table with 'Salva'. A narrow table of three columns, the
 * description wrapping, so a 390 px phone shows it without sideways scroll.
 */
import { Button, Input } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ListMessages } from '../shared/list-messages';
import { PAYROLL_CODE_MAX_LENGTH, type PayrollCodesStore } from './payroll-codes.store';

const TITLE_ID = 'month-close-codes-title';

export const PayrollCodesSection = observer(function PayrollCodesSection({ codes }: { codes: PayrollCodesStore }) {
  const { t } = useTranslation();
  return (
    <section className="month-close__codes" aria-labelledby={TITLE_ID} aria-busy={codes.isLoading}>
      <h3 id={TITLE_ID} className="month-close__subtitle">
        {t('monthClose.codes.title')}
      </h3>
      <p className="admin-muted">{t('monthClose.codes.intro')}</p>
      <ListMessages success={codes.notice} error={codes.error} onCloseError={codes.clearError} />
      {codes.rows.length === 0 && !codes.isLoading ? (
        <p className="admin-muted">{t('monthClose.codes.empty')}</p>
      ) : (
        <table className="month-close__codes-table">
          <thead>
            <tr>
              <th scope="col">{t('monthClose.codes.code')}</th>
              <th scope="col">{t('monthClose.codes.description')}</th>
              <th scope="col">{t('monthClose.codes.payrollCode')}</th>
            </tr>
          </thead>
          <tbody>
            {codes.rows.map((row) => (
              <tr key={row.code}>
                <th scope="row">{row.code}</th>
                <td>{row.description}</td>
                <td>
                  <Input
                    aria-label={t('monthClose.codes.payrollCodeOf', { code: row.code })}
                    value={row.payroll_code}
                    maxLength={PAYROLL_CODE_MAX_LENGTH}
                    placeholder={row.code}
                    onChange={(event) => codes.setPayrollCode(row.code, event.target.value)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Button
        type="primary"
        icon={<SaveOutlined aria-hidden="true" />}
        onClick={() => void codes.save()}
        loading={codes.isSaving}
        disabled={codes.rows.length === 0}
        className="month-close__codes-save"
      >
        {codes.isSaving ? t('admin.common.saving') : t('admin.common.save')}
      </Button>
    </section>
  );
});
