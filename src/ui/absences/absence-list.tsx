/**
 * 'Le mie richieste' (docs/behaviour.md, "My absences"): the own absences, newest first, each with its code and name,
 * when and how much ('Dal 10/11 al 11/11/2026 · 2 gg'), its state as a tag ('In attesa', 'Approvata', 'Rifiutata:
 * <motivo>', 'Annullata'), and 'Annulla richiesta' while pending; pages of ten with 'Pagina P di T'.
 */
import { Button, Skeleton, Tag } from 'antd';
import { CloseCircleOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Absence, AbsenceStatus } from '../../core/contract';
import { formatAbsenceLine } from './absence-format';
import type { MyAbsencesStore } from './my-absences.store';

const STATUS_COLOR: Record<AbsenceStatus, string> = {
  pending: 'gold',
  approved: 'success',
  refused: 'error',
  cancelled: 'default',
};

export const AbsenceList = observer(function AbsenceList({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="absence-card absence-requests" aria-labelledby={titleId}>
      <div className="absence-card__head">
        <h2 id={titleId} className="absence-card__title">
          {t('absences.list.title')}
        </h2>
      </div>
      <ListBody store={store} />
      <Pager store={store} />
    </section>
  );
});

const ListBody = observer(function ListBody({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  if (store.isFirstLoad) {
    return (
      <div role="status" aria-busy="true" aria-label={t('absences.loadingLabel')}>
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      </div>
    );
  }
  if (store.isEmpty) return <p className="muted absence-card__empty">{t('absences.list.empty')}</p>;
  return (
    <ul className="plain-stack absence-requests__list" aria-busy={store.isLoading}>
      {store.absences.map((absence) => (
        <AbsenceItem key={absence.id} absence={absence} store={store} />
      ))}
    </ul>
  );
});

const AbsenceItem = observer(function AbsenceItem({ absence, store }: { absence: Absence; store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const nameId = useId();
  return (
    <li className={`absence-request absence-request--${absence.status}`} aria-labelledby={nameId}>
      <div className="absence-request__head">
        <h3 id={nameId} className="absence-request__name">
          <span className="absence-code">{absence.code}</span> {absence.type_name}
        </h3>
        <StatusTag absence={absence} />
      </div>
      <p className="absence-request__when">{formatAbsenceLine(absence, t)}</p>
      {absence.note && <p className="absence-request__note">{t('absences.list.note', { note: absence.note })}</p>}
      {absence.entered_by_admin && <p className="muted absence-request__note">{t('absences.list.enteredByAdmin')}</p>}
      {store.canCancel(absence) && (
        <Button size="large" className="absence-request__action" icon={<CloseCircleOutlined aria-hidden />} onClick={() => store.askCancel(absence)}>
          {t('absences.list.cancel')}
        </Button>
      )}
    </li>
  );
});

function StatusTag({ absence }: { absence: Absence }) {
  const { t } = useTranslation();
  const text =
    absence.status === 'refused' && absence.refusal_reason
      ? t('absences.status.refusedReason', { reason: absence.refusal_reason })
      : t(`absences.status.${absence.status}`);
  return (
    <Tag color={STATUS_COLOR[absence.status]} className="absence-request__status">
      {text}
    </Tag>
  );
}

const Pager = observer(function Pager({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const { page, pageCount, isLoading } = store;
  if (pageCount <= 1) return null;
  return (
    <nav className="absence-pager" aria-label={t('absences.pagination.label')}>
      <Button size="large" icon={<LeftOutlined aria-hidden />} aria-label={t('absences.pagination.previous')} disabled={isLoading || page <= 1} onClick={() => void store.goToPage(page - 1)} />
      <span className="absence-pager__label" aria-live="polite">
        {t('absences.pagination.page', { page: String(page), total: String(pageCount) })}
      </span>
      <Button size="large" icon={<RightOutlined aria-hidden />} aria-label={t('absences.pagination.next')} disabled={isLoading || page >= pageCount} onClick={() => void store.goToPage(page + 1)} />
    </nav>
  );
});
