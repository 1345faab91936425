/**
 * What both layouts of 'Le mie assenze' show (docs/behaviour.md, "My absences"): 'Richiesta inviata' (with the
 * balance warning when the request goes over it), a failed load, 'Richiedi assenza', 'Saldo ferie e permessi' and
 * 'Le mie richieste'.
 */
import { Alert, Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DismissibleLoadError } from '../shared/dismissible-load-error';
import { AbsenceList } from './absence-list';
import { BalancesCard } from './balances-card';
import type { MyAbsencesStore } from './my-absences.store';

export const MyAbsencesBody = observer(function MyAbsencesBody({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  return (
    <>
      <SentNotice store={store} />
      <DismissibleLoadError source={store} dismissLabelKey="absences.dismissError" />
      <div className="absence-request-action">
        <Button size="large" type="primary" block icon={<PlusOutlined aria-hidden />} disabled={!store.canRequest} onClick={store.openForm}>
          {t('absences.request.open')}
        </Button>
        {store.typesFailed && <p className="absence-card__error">{t('absences.request.unavailable')}</p>}
      </div>
      <BalancesCard store={store} />
      <AbsenceList store={store} />
    </>
  );
});

const SentNotice = observer(function SentNotice({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const sent = store.sent;
  // The form may have left the page scrolled down to its list: the answer shows where it is read.
  useEffect(() => ref.current?.scrollIntoView?.({ block: 'nearest' }), [sent]);
  if (!sent) return null;
  const closable = { closeIcon: true, 'aria-label': t('absences.sent.dismiss'), onClose: store.dismissSent };
  return (
    <div className="absence-sent" ref={ref}>
      <Alert type="success" showIcon role="status" title={t('absences.sent.title')} description={t('absences.sent.description')} closable={closable} />
      {sent.over_balance && <Alert type="warning" showIcon role="alert" title={t('absences.sent.overBalance')} />}
    </div>
  );
});
