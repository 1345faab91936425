/**
 * 'Richiedi assenza' (docs/behaviour.md, "My absences"): a full-screen drawer on the phone, a dialog on a computer.
 * 'Causale' ('FE – Ferie', with 'Residuo: 12 gg' for a type with a balance), 'Giornata intera' / 'Ore' (a type counted
 * in hours), 'Dal' and 'Al' or 'Giorno', 'Dalle', 'Alle' (Italian fields: DD/MM/YYYY, 24-hour HH:MM), 'Numero
 * protocollo certificato' for a type asking it, 'Note'; for lavoro agile, a line saying no position is asked. Errors
 * show under their fields, a refusal naming none above them; the fields keep what was typed.
 */
import { Alert, Button, Drawer, Input, Modal, Radio, Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ABSENCE_NOTE_MAX_LENGTH, CERTIFICATE_NUMBER_MAX_LENGTH, type AbsenceDraftField, type AbsenceMode } from '../../core/use-cases/absences';
import { Field } from '../admin/shared/field';
import { DateField, preloadDateField } from '../shared/date-field';
import { TimeField } from '../shared/time-field';
import { useDisplayText } from '../shared/use-display-text';
import { formatAmount } from './absence-format';
import type { AbsenceFormStore } from './absence-form.store';
import type { MyAbsencesStore } from './my-absences.store';

const FORM_ID = 'absence-request-form';

export const AbsenceFormDialog = observer(function AbsenceFormDialog({ store, fullScreen }: { store: MyAbsencesStore; fullScreen: boolean }) {
  // 'Dal' and 'Al' show when the form opens: their calendar is fetched with the screen instead.
  useEffect(preloadDateField, []);
  const form = store.form;
  if (!form) return null;
  return (
    <FormFrame form={form} fullScreen={fullScreen} onClose={store.closeForm}>
      <AbsenceFormFields form={form} />
    </FormFrame>
  );
});

const FormFrame = observer(function FormFrame({ form, fullScreen, onClose, children }: { form: AbsenceFormStore; fullScreen: boolean; onClose(): void; children: ReactNode }) {
  const { t } = useTranslation();
  const busy = form.isSaving;
  const footer = [
    <Button key="cancel" size="large" onClick={onClose} disabled={busy}>
      {t('absences.form.cancel')}
    </Button>,
    <Button key="submit" size="large" type="primary" htmlType="submit" form={FORM_ID} loading={busy}>
      {busy ? t('absences.form.submitting') : t('absences.form.submit')}
    </Button>,
  ];
  const closable = busy ? false : { 'aria-label': t('absences.form.close') };
  if (fullScreen) {
    return (
      <Drawer
        open
        placement="bottom"
        size="100%"
        title={t('absences.form.title')}
        onClose={onClose}
        closable={closable}
        keyboard={!busy}
        mask={{ closable: false }}
        destroyOnHidden
        className="absence-form-drawer"
        footer={<div className="absence-form__footer">{footer}</div>}
      >
        {children}
      </Drawer>
    );
  }
  return (
    <Modal open title={t('absences.form.title')} onCancel={onClose} closable={closable} keyboard={!busy} mask={{ closable: false }} centered destroyOnHidden footer={footer}>
      {children}
    </Modal>
  );
});

const AbsenceFormFields = observer(function AbsenceFormFields({ form }: { form: AbsenceFormStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  const modeId = useId();
  const busy = form.isSaving;
  // The values the fields show are read here, in the observer's render (Field's children render outside it).
  const { typeId, startDate, endDate, day, startTime, endTime, certificateNumber, note } = form.draft;
  const { type, balance, mode } = form;
  const error = (field: AbsenceDraftField) => form.fieldErrors[field] ?? null;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit();
  };
  // Enter takes a date typed into 'Dal', 'Al' or 'Giorno' (the Italian date field): it must not also send the request
  // half filled in, as the browser's implicit submission of the form would.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLElement && event.target.closest('.ant-picker')) event.preventDefault();
  };
  return (
    <form id={FORM_ID} className="absence-form" onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate>
      {form.error && <Alert className="app-banner" type="error" showIcon role="alert" title={text(form.error)} />}
      <Field
        id={`${FORM_ID}-type`}
        label={t('absences.form.type')}
        required
        error={error('typeId')}
        help={balance ? t('absences.form.remaining', { amount: formatAmount(balance.remaining, balance.unit, t) }) : undefined}
      >
        {(control) => (
          <Select
            {...control}
            size="large"
            className="absence-form__type"
            placeholder={t('absences.form.typePlaceholder')}
            // A dozen types: all of them rendered, so none hides from a screen reader or a search of the page.
            virtual={false}
            listHeight={320}
            value={typeId ?? undefined}
            disabled={busy}
            onChange={(value: number) => form.setType(value)}
            options={form.types.map((option) => ({ value: option.id, label: t('absences.form.typeOption', { code: option.code, name: option.name }) }))}
          />
        )}
      </Field>
      {type?.is_remote && <p className="absence-form__remote">{t('absences.form.remote')}</p>}
      {form.canChooseHours && (
        <>
          <p id={modeId} className="absence-form__label">
            {t('absences.form.mode')}
          </p>
          <Radio.Group
            aria-labelledby={modeId}
            className="absence-form__mode"
            optionType="button"
            buttonStyle="solid"
            size="large"
            value={mode}
            disabled={busy}
            onChange={(event) => form.setMode(event.target.value as AbsenceMode)}
            options={[
              { value: 'days', label: t('absences.form.wholeDay') },
              { value: 'hours', label: t('absences.form.hours') },
            ]}
          />
        </>
      )}
      {mode === 'hours' ? (
        <>
          <Field id={`${FORM_ID}-day`} label={t('absences.form.day')} required error={error('day')}>
            {(control) => <DateField {...control} size="large" value={day} disabled={busy} onChange={form.setDay} />}
          </Field>
          <div className="absence-form__pair">
            <Field id={`${FORM_ID}-start-time`} label={t('absences.form.startTime')} required error={error('startTime')}>
              {(control) => <TimeField {...control} size="large" value={startTime} disabled={busy} onChange={form.setStartTime} />}
            </Field>
            <Field id={`${FORM_ID}-end-time`} label={t('absences.form.endTime')} required error={error('endTime')}>
              {(control) => <TimeField {...control} size="large" value={endTime} disabled={busy} onChange={form.setEndTime} />}
            </Field>
          </div>
        </>
      ) : (
        <div className="absence-form__pair">
          <Field id={`${FORM_ID}-from`} label={t('absences.form.from')} required error={error('startDate')}>
            {(control) => <DateField {...control} size="large" value={startDate} disabled={busy} onChange={form.setStartDate} />}
          </Field>
          <Field id={`${FORM_ID}-to`} label={t('absences.form.to')} required error={error('endDate')}>
            {(control) => <DateField {...control} size="large" value={endDate} disabled={busy} onChange={form.setEndDate} />}
          </Field>
        </div>
      )}
      {type?.requires_certificate && (
        <Field id={`${FORM_ID}-certificate`} label={t('absences.form.certificate')} required error={error('certificateNumber')}>
          {(control) => (
            <Input
              {...control}
              size="large"
              autoComplete="off"
              maxLength={CERTIFICATE_NUMBER_MAX_LENGTH}
              value={certificateNumber}
              disabled={busy}
              onChange={(event) => form.setCertificateNumber(event.target.value)}
            />
          )}
        </Field>
      )}
      <Field id={`${FORM_ID}-note`} label={t('absences.form.note')} error={error('note')}>
        {(control) => (
          <Input.TextArea
            {...control}
            rows={3}
            maxLength={ABSENCE_NOTE_MAX_LENGTH}
            showCount
            placeholder={t('absences.form.notePlaceholder')}
            value={note}
            disabled={busy}
            onChange={(event) => form.setNote(event.target.value)}
          />
        )}
      </Field>
      <p className="muted absence-form__hint">{t('absences.form.hint')}</p>
    </form>
  );
});
