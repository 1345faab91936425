/**
 * /absences, 'Le mie assenze' (docs/behaviour.md, "My absences"): on a phone the history's blue header (back, title,
 * refresh) and one column, the form a full-screen drawer; on a computer the desktop history's header and the form a
 * dialog.
 */
import { Button } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { StoreToken } from '../app/app.tokens';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { SCREEN_ERRORS } from '../i18n/screen-errors';
import { useBackToDashboard } from '../history/back-to-dashboard';
import absences from '../i18n/it/absences.json';
import { useInjection, useScreenStore } from '../shared/use-injection';
import { AbsenceFormDialog } from './absence-form';
import { AbsencesToken } from './absences.tokens';
import { CancelAbsenceDialog } from './cancel-absence-dialog';
import { MyAbsencesBody } from './my-absences-body';
import type { MyAbsencesStore } from './my-absences.store';
import '../shared/screens.css';
import '../history/history.css';
import './my-absences.css';

const MyAbsencesPage = observer(function MyAbsencesPage() {
  const device = useInjection(StoreToken.Device);
  const store = useScreenStore(AbsencesToken.MyAbsencesStore);
  return device.isMobile ? <MobileMyAbsences store={store} /> : <DesktopMyAbsences store={store} />;
});

const MobileMyAbsences = observer(function MobileMyAbsences({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const back = useBackToDashboard();
  return (
    <div className="mobile-history my-absences">
      <header className="history-header">
        <Button size="large" type="text" className="history-header__icon" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('absences.back')} onClick={back} />
        <div className="history-header__titles">
          <h1 className="history-header__title">{t('absences.title')}</h1>
        </div>
        <Button
          size="large"
          type="text"
          className="history-header__icon"
          icon={<ReloadOutlined aria-hidden spin={store.isLoading && !store.isFirstLoad} />}
          aria-label={t('absences.refresh')}
          disabled={store.isLoading}
          onClick={() => void store.load()}
        />
      </header>
      <main className="screen-column">
        <MyAbsencesBody store={store} />
      </main>
      <AbsenceFormDialog store={store} fullScreen />
      <CancelAbsenceDialog store={store} />
    </div>
  );
});

const DesktopMyAbsences = observer(function DesktopMyAbsences({ store }: { store: MyAbsencesStore }) {
  const { t } = useTranslation();
  const back = useBackToDashboard();
  // The whole screen is the page's main content (axe landmark-one-main / region).
  return (
    <main className="desktop-history my-absences my-absences--desktop">
      <header className="desktop-history__header">
        <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('absences.back')}
        </Button>
        <h1>{t('absences.title')}</h1>
        <div className="desktop-history__actions">
          <Button size="large" icon={<ReloadOutlined aria-hidden />} disabled={store.isLoading} onClick={() => void store.load()}>
            {t('absences.refresh')}
          </Button>
        </div>
      </header>
      <div className="my-absences__body">
        <MyAbsencesBody store={store} />
      </div>
      <AbsenceFormDialog store={store} fullScreen={false} />
      <CancelAbsenceDialog store={store} />
    </main>
  );
});

export default MyAbsencesPage;
export const needs: ChunkNeeds = { texts: { absences, ...SCREEN_ERRORS } };
