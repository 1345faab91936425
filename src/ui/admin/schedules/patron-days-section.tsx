/**
 * 'Santi patroni' (docs/behaviour.md, "Work schedules"): each place ('sede') with its patron-saint day ('San Petronio,
 * 4 ottobre') or 'Nessun santo patrono'; set, change, remove. Rows that wrap, so a 390 px phone needs no sideways
 * scroll; icon buttons are 48 px targets on touch screens.
 */
import { Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Location, PatronDay } from '../../../core/contract';
import type { ConfirmRequest } from '../shared/confirm';
import { DeleteAction, IconAction } from '../shared/icon-action';
import type { SchedulesStore } from './schedules.store';

const TITLE_ID = 'admin-patrons-title';

export const PatronDaysSection = observer(function PatronDaysSection({ store, confirm }: { store: SchedulesStore; confirm(request: ConfirmRequest): void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={TITLE_ID} className="admin-schedules__patrons">
      <Typography.Title level={3} id={TITLE_ID}>
        {t('schedules.patrons.title')}
      </Typography.Title>
      <p className="admin-muted">{t('schedules.patrons.intro')}</p>
      {store.locations.length === 0 && !store.isLoading ? (
        <p className="admin-muted">{t('schedules.patrons.empty')}</p>
      ) : (
        <ul className="schedule-closures" aria-label={t('schedules.patrons.title')}>
          {store.locations.map((location) => (
            <PatronRow key={location.id} store={store} location={location} patron={store.patronDayOf(location.id)} confirm={confirm} />
          ))}
        </ul>
      )}
    </section>
  );
});

/** 'San Petronio, 4 ottobre'. */
function usePatronText(): (patron: PatronDay) => string {
  const { t } = useTranslation();
  return (patron) => t('schedules.patrons.day', { name: patron.name, day: patron.day, month: t(`schedules.months.${patron.month}`) });
}

const PatronRow = observer(function PatronRow({
  store,
  location,
  patron,
  confirm,
}: {
  store: SchedulesStore;
  location: Location;
  patron: PatronDay | null;
  confirm(request: ConfirmRequest): void;
}) {
  const { t } = useTranslation();
  const patronText = usePatronText();
  return (
    <li className="schedule-closure">
      <span>
        <strong>{location.name}</strong> {patron ? <span>{patronText(patron)}</span> : <span className="admin-muted">{t('schedules.patrons.none')}</span>}
      </span>
      <Space>
        {patron ? (
          <>
            <IconAction label={t('schedules.patrons.edit', { name: location.name })} icon={<EditOutlined />} onClick={() => store.openPatronDay(location)} />
            <DeleteAction
              label={t('schedules.patrons.delete', { name: location.name })}
              confirmTitle={t('schedules.patrons.deleteConfirm')}
              confirm={confirm}
              onDelete={() => store.removePatronDay(location)}
            />
          </>
        ) : (
          <IconAction label={t('schedules.patrons.set', { name: location.name })} icon={<PlusOutlined />} onClick={() => store.openPatronDay(location)} />
        )}
      </Space>
    </li>
  );
});
