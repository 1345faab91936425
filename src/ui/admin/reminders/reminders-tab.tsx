/**
 * 'Promemoria' of the admin panel, administrators only (docs/behaviour.md, "Reminders"): the company's settings
 * ('Ingresso non timbrato' and 'Uscita non timbrata' on/off with their minutes, 'Riepilogo del mattino' on/off with
 * its time, 'Ore di silenzio' from/to, times in the Italian time fields of 'Orari di lavoro') with 'Salva', and
 * read-only what the server's configuration decides: e-mail, the automatic close, how many people have push.
 * Everything the tab decides is ReminderSettingsStore's; this only shows it.
 */
import { Alert, Button, Input, Spin, Switch, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReminderSettingsView } from '../../../core/contract';
import type { ReminderSettingsDraft } from '../../../core/use-cases/reminders';
import { TimeField } from '../../shared/time-field';
import { useDisplayText } from '../../shared/use-display-text';
import { useScreenStore } from '../../shared/use-injection';
import { Field, SwitchRow } from '../shared/field';
import { ListMessages } from '../shared/list-messages';
import type { ReminderSettingsStore } from './reminder-settings.store';
import { ReminderSettingsToken } from './reminder-settings.tokens';
import './reminders-tab.css';

const TITLE_ID = 'reminders-admin-title';

export const RemindersTab = observer(function RemindersTab() {
  const store = useScreenStore(ReminderSettingsToken.ReminderSettingsStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <section className="reminders-admin" aria-labelledby={TITLE_ID} aria-busy={store.phase === 'loading'}>
      <div className="admin-toolbar">
        <Typography.Title level={2} id={TITLE_ID} className="admin-toolbar__title">
          {t('reminders.admin.title')}
        </Typography.Title>
      </div>
      <p className="admin-muted">{t('reminders.admin.intro')}</p>
      {store.phase === 'loading' && (
        <div role="status" className="reminders-admin__loading">
          <Spin description={t('reminders.loading')} />
        </div>
      )}
      {store.phase === 'failed' && (
        <Alert
          className="app-banner"
          type="error"
          showIcon
          role="alert"
          title={store.error ? text(store.error) : t('reminders.admin.loadError')}
          action={
            <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.load()}>
              {t('reminders.retry')}
            </Button>
          }
        />
      )}
      {store.phase === 'ready' && store.draft && store.view && (
        <>
          <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
          <SettingsForm store={store} draft={store.draft} />
          <ServerSettings view={store.view} />
        </>
      )}
    </section>
  );
});

const SettingsForm = observer(function SettingsForm({ store, draft }: { store: ReminderSettingsStore; draft: ReminderSettingsDraft }) {
  const { t } = useTranslation();
  const errors = store.fieldErrors;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  return (
    <form className="reminders-admin__form" onSubmit={onSubmit} noValidate aria-busy={store.isSaving}>
      <DelayedReminderGroup store={store} draft={draft} kind="check_in" />
      <DelayedReminderGroup store={store} draft={draft} kind="check_out" />
      <fieldset className="reminders-admin__group">
        <legend className="reminders-admin__legend">{t('reminders.admin.digest')}</legend>
        <SwitchRow id="reminders-digest" label={t('reminders.admin.digestAbout')}>
          <Switch id="reminders-digest" checked={draft.digest_enabled} onChange={(on) => store.set('digest_enabled', on)} />
        </SwitchRow>
        <div className="reminders-admin__times">
          <Field id="reminders-digest-time" label={t('reminders.admin.digestTime')} error={errors.digest_minute}>
            {(control) => <TimeField {...control} value={draft.digest_minute} onChange={(value) => store.set('digest_minute', value)} />}
          </Field>
        </div>
      </fieldset>
      <fieldset className="reminders-admin__group">
        <legend className="reminders-admin__legend">{t('reminders.admin.quiet')}</legend>
        <p className="admin-muted">{t('reminders.admin.quietAbout')}</p>
        <div className="reminders-admin__times">
          <Field id="reminders-quiet-start" label={t('reminders.admin.quietFrom')} error={errors.quiet_start_minute}>
            {(control) => <TimeField {...control} value={draft.quiet_start_minute} onChange={(value) => store.set('quiet_start_minute', value)} />}
          </Field>
          <Field id="reminders-quiet-end" label={t('reminders.admin.quietTo')} error={errors.quiet_end_minute}>
            {(control) => <TimeField {...control} value={draft.quiet_end_minute} onChange={(value) => store.set('quiet_end_minute', value)} />}
          </Field>
        </div>
      </fieldset>
      <Button type="primary" size="large" htmlType="submit" loading={store.isSaving}>
        {t('reminders.admin.save')}
      </Button>
    </form>
  );
});

/** What tells the two reminders apart on the form: their fields and texts. */
const DELAYED_REMINDERS = {
  check_in: {
    enabled: 'check_in_enabled',
    minutes: 'check_in_after_minutes',
    legend: 'reminders.admin.checkIn',
    about: 'reminders.admin.checkInAbout',
    minutesLabel: 'reminders.admin.afterStart',
  },
  check_out: {
    enabled: 'check_out_enabled',
    minutes: 'check_out_after_minutes',
    legend: 'reminders.admin.checkOut',
    about: 'reminders.admin.checkOutAbout',
    minutesLabel: 'reminders.admin.afterEnd',
  },
} as const;

/** 'Ingresso non timbrato' or 'Uscita non timbrata': its switch and its minutes after the planned start or end. */
const DelayedReminderGroup = observer(function DelayedReminderGroup({
  store,
  draft,
  kind,
}: {
  store: ReminderSettingsStore;
  draft: ReminderSettingsDraft;
  kind: keyof typeof DELAYED_REMINDERS;
}) {
  const { t } = useTranslation();
  const fields = DELAYED_REMINDERS[kind];
  const id = `reminders-${kind.replace('_', '-')}`;
  return (
    <fieldset className="reminders-admin__group">
      <legend className="reminders-admin__legend">{t(fields.legend)}</legend>
      <SwitchRow id={id} label={t(fields.about)}>
        <Switch id={id} checked={draft[fields.enabled]} onChange={(on) => store.set(fields.enabled, on)} />
      </SwitchRow>
      <Field id={`${id}-minutes`} label={t(fields.minutesLabel)} error={store.fieldErrors[fields.minutes]}>
        {(control) => (
          <Input
            {...control}
            className="reminders-admin__minutes"
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            value={draft[fields.minutes]}
            onChange={(event) => store.set(fields.minutes, event.target.value)}
          />
        )}
      </Field>
    </fieldset>
  );
});

function ServerSettings({ view }: { view: ReminderSettingsView }) {
  const { t } = useTranslation();
  const hours = view.auto_checkout_after_hours;
  return (
    <section className="reminders-admin__server" aria-labelledby="reminders-admin-server">
      <h3 id="reminders-admin-server" className="reminders-admin__legend">
        {t('reminders.admin.server')}
      </h3>
      <ul>
        <li>{t(view.email_configured ? 'reminders.admin.emailOn' : 'reminders.admin.emailOff')}</li>
        <li>{hours === null ? t('reminders.admin.autoCloseOff') : t('reminders.admin.autoCloseOn', { count: hours })}</li>
        <li>
          {view.people_with_push === 0
            ? t('reminders.admin.peopleWithPushNone')
            : t('reminders.admin.peopleWithPush', { count: view.people_with_push })}
        </li>
      </ul>
    </section>
  );
}
