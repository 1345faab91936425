/**
 * 'Richiedi correzione' (docs/behaviour.md, "My hours"): what to correct (a missing exit, or a punch's time), the
 * day and the time proposed, the reason (required); 'Annulla' and 'Invia richiesta' ('Invio in corso...' while
 * sending, when the dialog cannot be closed). A refusal shows the server's reason above the fields, which keep
 * what was typed. 'Giorno' and the time are Italian fields (DD/MM/YYYY, 24-hour HH:MM) whatever the browser's language.
 */
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CorrectionTarget } from '../../core/use-cases/hours';
import { CORRECTION_REASON_MAX_LENGTH } from '../../core/use-cases/hours';
import { Field } from '../admin/shared/field';
import { formatTime } from '../history/date-format';
import { DateField, preloadDateField } from '../shared/date-field';
import { TimeField } from '../shared/time-field';
import { useDisplayText } from '../shared/use-display-text';
import { targetKey, type CorrectionDialogStore } from './correction-dialog.store';
import { formatDayWithWeekday } from './hours-format';
import type { MyHoursStore } from './my-hours.store';

const FORM_ID = 'correction-request-form';

const TARGET_LABEL_KEY = {
  missing_check_out: () => 'hours.correction.missingExit',
  wrong_time: (target: CorrectionTarget) => (target.punch.entry_type === 'IN' ? 'hours.correction.wrongIn' : 'hours.correction.wrongOut'),
};

export const CorrectionDialog = observer(function CorrectionDialog({ store }: { store: MyHoursStore }) {
  // 'Giorno' shows when the dialog opens: its calendar is fetched with the screen instead.
  useEffect(preloadDateField, []);
  const dialog = store.dialog;
  if (!dialog) return null;
  return <CorrectionForm dialog={dialog} onClose={store.closeCorrection} />;
});

const CorrectionForm = observer(function CorrectionForm({ dialog, onClose }: { dialog: CorrectionDialogStore; onClose(): void }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const busy = dialog.isSaving;
  // The values the fields show are read here, in the observer's render (Field's children render outside it).
  const { date, time, reason } = dialog;
  const error = (field: 'date' | 'time' | 'reason') => {
    const key = dialog.fieldErrors[field];
    return key ? { key } : null;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void dialog.submit();
  };
  const whatId = `${FORM_ID}-what`;

  return (
    <Modal
      open
      title={t('hours.correction.title')}
      onCancel={onClose}
      closable={busy ? false : { 'aria-label': t('hours.correction.close') }}
      keyboard={!busy}
      mask={{ closable: false }}
      centered
      destroyOnHidden
      footer={[
        <Button key="cancel" size="large" onClick={onClose} disabled={busy}>
          {t('hours.correction.cancel')}
        </Button>,
        <Button key="submit" size="large" type="primary" htmlType="submit" form={FORM_ID} loading={busy}>
          {busy ? t('hours.correction.submitting') : t('hours.correction.submit')}
        </Button>,
      ]}
    >
      <form id={FORM_ID} className="correction-form" onSubmit={onSubmit} noValidate>
        <p className="correction-form__day">{formatDayWithWeekday(dialog.day.date)}</p>
        {dialog.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(dialog.error)} />}
        <p id={whatId} className="correction-form__label">
          {t('hours.correction.what')}
        </p>
        <Radio.Group
          aria-labelledby={whatId}
          className="correction-form__targets"
          value={dialog.selectedKey}
          onChange={(event) => dialog.select(event.target.value as string)}
          disabled={busy}
        >
          {dialog.targets.map((target) => (
            <Radio key={targetKey(target)} value={targetKey(target)}>
              {t(TARGET_LABEL_KEY[target.kind](target), { time: formatTime(target.punch.timestamp) })}
            </Radio>
          ))}
        </Radio.Group>
        <div className="correction-form__when">
          <Field id={`${FORM_ID}-date`} label={t('hours.correction.date')} required error={error('date')}>
            {(control) => <DateField {...control} size="large" value={date} disabled={busy} onChange={dialog.setDate} />}
          </Field>
          <Field
            id={`${FORM_ID}-time`}
            label={t(dialog.selected.kind === 'missing_check_out' ? 'hours.correction.exitTime' : 'hours.correction.time')}
            required
            error={error('time')}
          >
            {(control) => <TimeField {...control} size="large" value={time} disabled={busy} onChange={dialog.setTime} />}
          </Field>
        </div>
        <Field id={`${FORM_ID}-reason`} label={t('hours.correction.reason')} required error={error('reason')}>
          {(control) => (
            <Input.TextArea
              {...control}
              rows={3}
              maxLength={CORRECTION_REASON_MAX_LENGTH}
              showCount
              placeholder={t('hours.correction.reasonPlaceholder')}
              value={reason}
              disabled={busy}
              onChange={(e) => dialog.setReason(e.target.value)}
            />
          )}
        </Field>
        <p className="muted correction-form__hint">{t('hours.correction.hint')}</p>
      </form>
    </Modal>
  );
});
