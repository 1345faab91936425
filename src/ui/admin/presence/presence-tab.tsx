/**
 * 'Presenti ora' (docs/behaviour.md, "Present now"): per place, who is checked in with the time of entry, their group
 * and the check-in's anomalies; the total, when the list was read, and 'Stampa elenco (PDF)' for an evacuation's roll
 * call. The store reads it again every 5 s while this tab is mounted.
 */
import { Alert, Button, Spin, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { PresenceAnomaly, PresencePlace, PresentPerson } from '../../../core/contract';
import { useScreenStore } from '../../shared/use-injection';
import { useDisplayText } from '../../shared/use-display-text';
import { AdminToken } from '../admin.tokens';
import { ListToolbar } from '../shared/list-toolbar';
import { clockTime, entryTime } from './presence-format';
import './presence.css';

/** Orange for what may need a look now; red for what a rule refused. */
const ANOMALY_COLOURS: Record<PresenceAnomaly, string> = {
  location_anomaly: 'orange',
  offsite: 'blue',
  invalid: 'red',
  long_open: 'volcano',
};

export const PresenceTab = observer(function PresenceTab() {
  const store = useScreenStore(AdminToken.PresenceStore);
  const { t } = useTranslation();
  const text = useDisplayText();
  const updatedAt = store.updatedAt;

  return (
    <section aria-labelledby="presence-title" className="presence">
      <ListToolbar titleId="presence-title" title={t('presence.title')} isLoading={store.isLoading && !store.list} onRefresh={() => void store.refresh()}>
        <Button type="primary" icon={<PrinterOutlined aria-hidden="true" />} loading={store.isPrinting} onClick={() => void store.print()}>
          {t('presence.print')}
        </Button>
      </ListToolbar>
      {store.printError && <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.printError)} />}
      {store.error && (
        <Alert className="app-banner" type="error" showIcon role="alert" title={text(store.error)} description={store.list ? t('presence.staleWarning') : undefined} />
      )}
      {store.list === null && !store.error && (
        <div role="status" style={{ display: 'flex', justifyContent: 'center', padding: 32 }}>
          <Spin description={t('presence.loading')} />
        </div>
      )}
      {store.list && (
        <>
          <div className="presence__summary">
            <span className="presence__total">{t('presence.total', { count: store.total })}</span>
            {updatedAt && <span className="admin-muted">{t('presence.updatedAt', { time: clockTime(updatedAt) })}</span>}
          </div>
          {store.places.length === 0 ? (
            <p className="presence__empty admin-muted">{t('presence.empty')}</p>
          ) : (
            <div className="presence__places">
              {store.places.map((place) => (
                <PlaceCard key={place.location_id ?? 'offsite'} place={place} listAt={store.list!.generated_at} />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
});

function PlaceCard({ place, listAt }: { place: PresencePlace; listAt: string }) {
  const { t } = useTranslation();
  const headingId = `presence-place-${place.location_id ?? 'offsite'}`;
  return (
    <section className="presence__place" aria-labelledby={headingId}>
      <div className="presence__place-head">
        <h3 className="presence__place-name" id={headingId}>
          {place.location_id === null ? t('presence.offsite') : place.name}
        </h3>
        <span className="admin-muted">{t('presence.total', { count: place.people.length })}</span>
      </div>
      {place.address && <p className="presence__address admin-muted">{place.address}</p>}
      <ul className="presence__people">
        {place.people.map((person) => (
          <PersonLine key={person.timesheet_id} person={person} listAt={listAt} />
        ))}
      </ul>
    </section>
  );
}

function PersonLine({ person, listAt }: { person: PresentPerson; listAt: string }) {
  const { t } = useTranslation();
  const entry = entryTime(person.checked_in_at, listAt);
  const note = person.anomaly_note.trim();
  return (
    <li className="presence__person">
      <span className="presence__name">{person.full_name || person.username}</span>
      <span className="presence__entry">
        {entry.date ? t('presence.enteredOn', { date: entry.date, time: entry.time }) : t('presence.enteredAt', { time: entry.time })}
      </span>
      <span className="presence__details">
        <span className="admin-muted">{person.gruppo ?? t('presence.noGroup')}</span>
        {person.anomalies.map((anomaly) => (
          <Tag key={anomaly} color={ANOMALY_COLOURS[anomaly]}>
            {t(`presence.anomalies.${anomaly}`)}
          </Tag>
        ))}
        {note && <span className="admin-muted">{t('presence.note', { note })}</span>}
      </span>
    </li>
  );
}
