/**
 * 'Le mie ore' on a phone (docs/behaviour.md, "My hours"): the history's blue header (back, title, refresh), then
 * the month, its totals, 'Le mie assenze' and its days, and the 'Richiedi correzione' dialog.
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

export const MobileMyHours = observer(function MobileMyHours() {
  const store = useScreenStore(HoursToken.MyHoursStore);
  const { t } = useTranslation();
  const back = useBackToDashboard();
  return (
    <div className="mobile-history my-hours">
      <header className="history-header">
        <Button size="large" type="text" className="history-header__icon" icon={<ArrowLeftOutlined aria-hidden />} aria-label={t('hours.back')} onClick={back} />
        <div className="history-header__titles">
          <h1 className="history-header__title">{t('hours.title')}</h1>
        </div>
        <Button
          size="large"
          type="text"
          className="history-header__icon"
          icon={<ReloadOutlined aria-hidden spin={store.isLoading && !store.isFirstLoad} />}
          aria-label={t('hours.refresh')}
          disabled={store.isLoading}
          onClick={() => void store.load()}
        />
      </header>
      <main className="screen-column">
        <MonthNavigator store={store} />
        <DismissibleLoadError source={store} dismissLabelKey="hours.dismissError" />
        <HoursTotalsCard store={store} />
        <AbsencesLink />
        <WorkedDayList store={store} />
      </main>
      <CorrectionDialog store={store} />
    </div>
  );
});
