/**
 * The mobile bottom navigation (docs/behaviour.md, "Employee dashboard"): Home, Storico, Le mie ore, Admin (admins
 * only; 'Pannello' for managers), Profilo (opens the side drawer). Five items share 390 px: 78 px each, 64 px tall.
 */
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import FieldTimeOutlined from '@ant-design/icons-svg/es/asn/FieldTimeOutlined';
import HistoryOutlined from '@ant-design/icons-svg/es/asn/HistoryOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../app/navigation';
import { Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const BottomNavigation = observer(function BottomNavigation({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="bottom-nav" aria-label={t('dashboard.nav.label')}>
      <NavButton icon={HomeOutlined} label={t('dashboard.nav.home')} current onClick={() => navigate('/dashboard')} />
      <NavButton icon={HistoryOutlined} label={t('dashboard.nav.history')} onClick={() => navigate('/timesheets')} />
      <NavButton icon={FieldTimeOutlined} label={t('dashboard.nav.myHours')} onClick={() => navigate('/my-hours')} />
      {store.panelEntry && (
        <NavButton icon={AppstoreOutlined} label={t(`dashboard.nav.${store.panelEntry}`)} onClick={() => navigate('/dashboard_admin')} />
      )}
      <NavButton icon={UserOutlined} label={t('dashboard.nav.profile')} onClick={store.openDrawer} />
    </nav>
  );
});

function NavButton({ icon, label, current, onClick }: { icon: IconDefinition; label: string; current?: boolean; onClick(): void }) {
  return (
    <button type="button" className={`bottom-nav__item${current ? ' bottom-nav__item--current' : ''}`} aria-current={current ? 'page' : undefined} onClick={onClick}>
      <Glyph icon={icon} className="bottom-nav__icon" />
      <span className="bottom-nav__label">{label}</span>
    </button>
  );
}
