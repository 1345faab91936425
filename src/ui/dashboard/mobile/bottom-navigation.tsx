/** The mobile bottom navigation (spec §2): Home, Storico, Admin (admins only), Profilo (opens the side drawer). */
import { AppstoreOutlined, HistoryOutlined, HomeOutlined, UserOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DashboardStore } from '../dashboard.store';

export const BottomNavigation = observer(function BottomNavigation({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className="bottom-nav" aria-label={t('dashboard.nav.label')}>
      <NavButton icon={<HomeOutlined />} label={t('dashboard.nav.home')} current onClick={() => navigate('/dashboard')} />
      <NavButton icon={<HistoryOutlined />} label={t('dashboard.nav.history')} onClick={() => navigate('/timesheets')} />
      {store.isAdmin && (
        <NavButton icon={<AppstoreOutlined />} label={t('dashboard.nav.admin')} onClick={() => navigate('/dashboard_admin')} />
      )}
      <NavButton icon={<UserOutlined />} label={t('dashboard.nav.profile')} onClick={store.openDrawer} />
    </nav>
  );
});

function NavButton({ icon, label, current, onClick }: { icon: ReactNode; label: string; current?: boolean; onClick(): void }) {
  return (
    <button type="button" className={`bottom-nav__item${current ? ' bottom-nav__item--current' : ''}`} aria-current={current ? 'page' : undefined} onClick={onClick}>
      <span aria-hidden className="bottom-nav__icon">
        {icon}
      </span>
      <span className="bottom-nav__label">{label}</span>
    </button>
  );
}
