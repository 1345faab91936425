/**
 * 'Foglio presenze mensile': the month, whose sheet (the chosen employee, or every employee of a group in one file),
 * 'Scarica PDF'; while the server makes the PDF, and after, a message says how it went. It cannot be closed while
 * downloading.
 */
import { Alert, Modal, Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { FILTER_POPUP_CLASS } from '../activities/filter-popup';
import { Field } from '../shared/field';
import { DateField } from '../../shared/date-field';
import { useDisplayText } from '../../shared/use-display-text';
import { SHEET_DONE, SHEET_ERROR, type AttendanceSheetStore, type SheetTargetKind } from './attendance-sheet.store';

export const AttendanceSheetDialog = observer(function AttendanceSheetDialog({ sheet, onClose }: { sheet: AttendanceSheetStore; onClose(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  // The values the fields show are read here, in the observer's render (Field's children render outside it).
  const { isDownloading, status, month, kind, groupId, fieldError } = sheet;
  // By key: MobX keeps its own copy of the message object.
  const statusType = status?.key === SHEET_ERROR.key ? 'error' : status?.key === SHEET_DONE.key ? 'success' : 'info';
  return (
    <Modal
      open
      rootClassName="attendance-sheet-dialog"
      title={t('attendance.sheet.title')}
      onCancel={onClose}
      onOk={() => void sheet.save()}
      okText={t('attendance.sheet.download')}
      cancelText={t('admin.common.close')}
      confirmLoading={isDownloading}
      cancelButtonProps={{ disabled: isDownloading }}
      mask={{ closable: !isDownloading }}
      keyboard={!isDownloading}
      width={480}
      destroyOnHidden
    >
      {status && (
        <Alert className="app-banner" type={statusType} showIcon role={statusType === 'error' ? 'alert' : 'status'} title={text(status)} />
      )}
      <Field id="attendance-sheet-month" label={t('attendance.sheet.month')} error={fieldError?.key === 'attendance.sheet.monthRequired' ? fieldError : null}>
        {(control) => <DateField {...control} picker="month" value={month} onChange={sheet.setMonth} />}
      </Field>
      <fieldset className="attendance-sheet__target">
        <legend>{t('attendance.sheet.target')}</legend>
        <Radio.Group value={kind} onChange={(event) => sheet.setKind(event.target.value as SheetTargetKind)}>
          <Radio value="user">
            {sheet.employee ? t('attendance.sheet.employee', { name: sheet.employee.fullName }) : t('attendance.sheet.noEmployee')}
          </Radio>
          <Radio value="group">{t('attendance.sheet.group')}</Radio>
        </Radio.Group>
        {fieldError?.key === 'attendance.sheet.employeeRequired' && (
          <div role="alert" className="attendance-sheet__error">
            {text(fieldError)}
          </div>
        )}
      </fieldset>
      {kind === 'group' && (
        <Field id="attendance-sheet-group" label={t('attendance.sheet.groupSelect')} error={fieldError?.key === 'attendance.sheet.groupRequired' ? fieldError : null}>
          {({ status: fieldStatus, ...control }) => (
            <Select<number>
              {...control}
              status={fieldStatus}
              classNames={{ popup: { root: FILTER_POPUP_CLASS } }}
              style={{ width: '100%' }}
              placeholder={t('attendance.sheet.groupPlaceholder')}
              showSearch={{ optionFilterProp: 'label' }}
              value={groupId ?? undefined}
              onChange={(value) => sheet.setGroup(value)}
              options={sheet.groups.map((group) => ({ value: group.id, label: group.descrizione }))}
            />
          )}
        </Field>
      )}
    </Modal>
  );
});
