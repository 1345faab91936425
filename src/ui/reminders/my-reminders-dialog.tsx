/**
 * 'Promemoria' (docs/behaviour.md, "Reminders"), from the profile: the phone's drawer, the desktop's header. This
 * browser first ('Attiva promemoria', or 'Promemoria attivi su questo dispositivo' with 'Disattiva su questo
 * dispositivo', or why it cannot: notifications blocked, no push here, on an iPhone the app to add to the home screen
 * first), where the reminders go otherwise (other devices, the e-mail address, nowhere), then the person's switches,
 * each with the company's minutes, off and disabled when the company turned it off. All state is MyRemindersStore's.
 * Both dashboards load it as a chunk of its own (app/lazy-chunk.tsx), with its catalogue.
 */
import { Alert, Button, Modal, Spin, Switch } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { ChunkNeeds } from '../app/lazy-chunk';
import reminders from '../i18n/it/reminders.json';
import { useDisplayText } from '../shared/use-display-text';
import type { MyRemindersStore, ReminderSwitch } from './my-reminders.store';
import './my-reminders-dialog.css';

const MyRemindersDialog = observer(function MyRemindersDialog({ store }: { store: MyRemindersStore }) {
  const { t } = useTranslation();
  const text = useDisplayText();
  return (
    <Modal
      open={store.open}
      className="reminders-dialog"
      title={t('reminders.title')}
      onCancel={store.close}
      closable={{ 'aria-label': t('common.close') }}
      centered
      destroyOnHidden
      footer={[
        store.phase === 'failed' && (
          <Button key="retry" size="large" type="primary" onClick={() => void store.load()}>
            {t('reminders.retry')}
          </Button>
        ),
        <Button key="close" size="large" onClick={store.close}>
          {t('reminders.close')}
        </Button>,
      ]}
    >
      {store.error && (
        <Alert
          className="app-banner"
          type="error"
          showIcon
          role="alert"
          title={text(store.error)}
          closable={store.phase === 'ready' ? { 'aria-label': t('common.close'), onClose: store.clearError } : undefined}
        />
      )}
      {store.phase === 'loading' && (
        <div role="status" className="reminders-dialog__loading">
          <Spin description={t('reminders.loading')} />
        </div>
      )}
      {store.phase === 'ready' && (
        <>
          <p className="muted">{t('reminders.intro')}</p>
          <ThisDevice store={store} />
          <Choices store={store} />
        </>
      )}
    </Modal>
  );
});

const ThisDevice = observer(function ThisDevice({ store }: { store: MyRemindersStore }) {
  const { t } = useTranslation();
  const device = store.device;
  const delivery = store.delivery;
  return (
    <section className="reminders-dialog__section" aria-labelledby="reminders-device-title">
      <h3 id="reminders-device-title" className="reminders-dialog__heading">
        {t('reminders.device.title')}
      </h3>
      {device.kind === 'active' && (
        <>
          <Alert className="app-banner" type="success" showIcon role="status" title={t('reminders.device.active')} />
          <Button size="large" block loading={store.deviceBusy} onClick={() => void store.disable()}>
            {t('reminders.device.disable')}
          </Button>
        </>
      )}
      {device.kind === 'available' && (
        <>
          <p>{t(store.dismissed ? 'reminders.device.dismissed' : 'reminders.device.available')}</p>
          <Button
            size="large"
            type="primary"
            block
            icon={<BellOutlined aria-hidden="true" />}
            loading={store.deviceBusy}
            onClick={() => void store.enable()}
          >
            {t('reminders.device.enable')}
          </Button>
        </>
      )}
      {device.kind === 'denied' && (
        <Alert
          className="app-banner"
          type="warning"
          showIcon
          role="note"
          title={t('reminders.device.denied')}
          description={t('reminders.device.deniedHowTo')}
        />
      )}
      {device.kind === 'unsupported' && (
        <Alert
          className="app-banner"
          type="info"
          showIcon
          role="note"
          title={t(device.installFirst ? 'reminders.device.installFirst' : 'reminders.device.unsupported')}
        />
      )}
      {delivery.kind !== 'device' && (
        <p className="reminders-dialog__delivery" data-testid="reminders-delivery">
          {delivery.kind === 'otherDevices' && t('reminders.delivery.otherDevices', { count: delivery.count })}
          {delivery.kind === 'email' && t('reminders.delivery.email', { address: delivery.address })}
          {delivery.kind === 'none' && t('reminders.delivery.none')}
        </p>
      )}
    </section>
  );
});

const Choices = observer(function Choices({ store }: { store: MyRemindersStore }) {
  const { t } = useTranslation();
  return (
    <section className="reminders-dialog__section" aria-labelledby="reminders-choices-title">
      <h3 id="reminders-choices-title" className="reminders-dialog__heading">
        {t('reminders.choices.title')}
      </h3>
      <ul className="reminders-dialog__choices">
        {store.switches.map((choice) => (
          <ChoiceRow key={choice.kind} choice={choice} onChange={(on) => void store.setPreference(choice.kind, on)} />
        ))}
      </ul>
    </section>
  );
});

function ChoiceRow({ choice, onChange }: { choice: ReminderSwitch; onChange(on: boolean): void }) {
  const { t } = useTranslation();
  const id = `reminder-${choice.kind}`;
  const noteId = `${id}-note`;
  return (
    <li className="reminders-dialog__choice">
      {/* The whole row is the label: a target as tall as the row, not only the small switch. */}
      <label htmlFor={id} className="reminders-dialog__choice-label">
        <span className="reminders-dialog__choice-name">{t(`reminders.choices.${choice.kind}`)}</span>
        <span id={noteId} className={choice.offForCompany ? 'reminders-dialog__choice-off' : 'muted'}>
          {choice.offForCompany ? t('reminders.choices.offForCompany') : whenText(t, choice)}
        </span>
      </label>
      <Switch
        id={id}
        checked={choice.checked}
        disabled={choice.offForCompany}
        loading={choice.saving}
        aria-describedby={noteId}
        onChange={onChange}
      />
    </li>
  );
}

/** When the reminder comes: the company's minutes after the planned start or end; the digest's contents. */
function whenText(t: (key: string, options?: Record<string, unknown>) => string, choice: ReminderSwitch): string {
  if (choice.afterMinutes === null) return t('reminders.choices.digestAbout');
  if (choice.afterMinutes === 0) return t(`reminders.choices.${choice.kind}At`);
  return t(`reminders.choices.${choice.kind}After`, { count: choice.afterMinutes });
}

export default MyRemindersDialog;
export const needs: ChunkNeeds = { texts: { reminders } };
