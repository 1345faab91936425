/**
 * 'Le mie ore' on a computer (docs/behaviour.md, "My hours"): the desktop history's header ('Torna alla Dashboard',
 * title, 'Aggiorna'), then the month, its totals, 'Le mie assenze' and its days in two columns, and the 'Richiedi correzione' dialog.
 */
import { Button } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { HoursToken } from './hours.tokens';
import { useBackToDashboard } from '../history/back-to-dashboard';
import { useScreenStore } from '../shared/use-injection';
import { AbsencesLink } from './absences-link';
import { CorrectionDialog } from './correction-dialog';
import { DismissibleLoadError } from '../shared/dismissible-load-error';
import { HoursTotalsCard } from './hours-totals-card';
import { MonthNavigator } from './month-navigator';
import { WorkedDayList } from './worked-day-list';
import '../shared/screens.css';
import '../history/history.css';
import './my-hours.css';

export const DesktopMyHours = observer(function DesktopMyHours() {
  const store = useScreenStore(HoursToken.MyHoursStore);
  const { t } = useTranslation();
  const back = useBackToDashboard();
  // The whole screen is the page's main content (axe landmark-one-main / region).
  return (
    <main className="desktop-history my-hours my-hours--desktop">
      <header className="desktop-history__header">
        <Button size="large" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
          {t('hours.back')}
        </Button>
        <h1>{t('hours.title')}</h1>
        <div className="desktop-history__actions">
          <Button size="large" icon={<ReloadOutlined aria-hidden />} disabled={store.isLoading} onClick={() => void store.load()}>
            {t('hours.refresh')}
          </Button>
        </div>
      </header>
      <div className="my-hours__body">
        <MonthNavigator store={store} />
        <DismissibleLoadError source={store} dismissLabelKey="hours.dismissError" />
        <HoursTotalsCard store={store} />
        <AbsencesLink />
        <WorkedDayList store={store} />
      </div>
      <CorrectionDialog store={store} />
    </main>
  );
});
