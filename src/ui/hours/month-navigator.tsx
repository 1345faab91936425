/**
 * The month of 'Le mie ore' (docs/behaviour.md, "My hours"): previous and next month (none after the current one),
 * and 'Questo mese' back from a past month; 48 px targets.
 */
import { Button } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { formatMonth } from './hours-format';
import type { MyHoursStore } from './my-hours.store';

export const MonthNavigator = observer(function MonthNavigator({ store }: { store: MyHoursStore }) {
  const { t } = useTranslation();
  return (
    <nav className="month-nav" aria-label={t('hours.month.label')}>
      <Button size="large" icon={<LeftOutlined aria-hidden />} aria-label={t('hours.month.previous')} onClick={() => void store.goToPreviousMonth()} />
      <h2 className="month-nav__label" aria-live="polite">
        {formatMonth(store.month)}
      </h2>
      <Button
        size="large"
        icon={<RightOutlined aria-hidden />}
        aria-label={t('hours.month.next')}
        disabled={!store.hasNextMonth}
        onClick={() => void store.goToNextMonth()}
      />
      {!store.isCurrentMonth && (
        <Button size="large" type="link" className="month-nav__current" onClick={() => void store.goToCurrentMonth()}>
          {t('hours.month.current')}
        </Button>
      )}
    </nav>
  );
});
