/**
 * /privacy, 'Informativa privacy' (docs/behaviour.md, "Privacy notice"): public, linked from the login screen, so an
 * employee reads it before signing in for the first time. Its header's back button returns to the previous page of
 * the app, or to the dashboard (the login screen when signed out) when /privacy was opened directly.
 * A chunk of its own without antd: it opens from the login screen, whose users have loaded none of it.
 */
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { useTranslation } from 'react-i18next';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { useAppLocation, useNavigate } from '../app/navigation';
import privacy from '../i18n/it/privacy.json';
import { Glyph } from '../kit';
import { PrivacyNotice } from './privacy-notice';
import './privacy.css';

/** @public Read by the chunk loader (ui/app/lazy-chunk.tsx) through the dynamic import, where knip cannot follow it. */
export const needs: ChunkNeeds = { texts: { privacy } };

export default function PrivacyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useAppLocation();
  const goBack = () => (location.canGoBack ? navigate(-1) : navigate('/dashboard'));

  return (
    <div className="privacy-page">
      <header className="privacy-page__header">
        <button type="button" className="privacy-page__back" aria-label={t('privacy.back')} onClick={goBack}>
          <Glyph icon={ArrowLeftOutlined} />
        </button>
        <h1 className="privacy-page__title">{t('privacy.title')}</h1>
      </header>
      <main className="privacy-page__content app-card">
        <PrivacyNotice headingLevel={2} />
      </main>
    </div>
  );
}
