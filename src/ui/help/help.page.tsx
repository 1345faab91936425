/**
 * The user guide (/help, public; docs/behaviour.md, "Help"): welcome card with the GPS note, four-step quick start,
 * accordion of eight sections (one open at a time, the first open; the last, 'Informativa privacy', is the privacy
 * notice, which loads the installation's settings when first opened), FAQ, contacts and 'Torna all'App'.
 * The header's back button returns to the previous page (or to the dashboard when /help was opened directly).
 * The accordion is antd's Collapse in its plain mode, with 'one open at a time' kept here: its `accordion`
 * mode marks the list as a tablist that holds tabpanels, which ARIA forbids (axe aria-required-children);
 * the plain mode gives each header role button with aria-expanded, which is what a disclosure is.
 */
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, Collapse } from 'antd';
import { ArrowLeftOutlined, EnvironmentOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChunkNeeds } from '../app/lazy-chunk';
import { useAppLocation, useNavigate } from '../app/navigation';
import help from '../i18n/it/help.json';
import privacy from '../i18n/it/privacy.json';
import { PrivacyNotice } from '../privacy/privacy-notice';
import { FAQ_ITEMS, HELP_SECTIONS, PRIVACY_SECTION_ID, QUICK_START_STEPS } from './help-sections';
import './help.css';

export const needs: ChunkNeeds = { texts: { help, privacy } };

export default function HelpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useAppLocation();
  const appName = t('app.name');
  const [openSection, setOpenSection] = useState<string | undefined>(HELP_SECTIONS[0].id);
  // Collapse reports every open key; the one not open before is the one just clicked (none: it was closed).
  const showOnlyNewest = (keys: string[]) => setOpenSection(keys.find((key) => key !== openSection));
  // The headers are role=button, which Space activates too; Collapse itself answers Enter only.
  const toggleOnSpace = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== ' ' || target.getAttribute('role') !== 'button' || !target.classList.contains('ant-collapse-header')) return;
    event.preventDefault(); // no page scroll
    target.click();
  };

  // Opened directly (a bookmark, a new tab): there is no previous page of the app to return to.
  const goBack = () => (location.canGoBack ? navigate(-1) : navigate('/dashboard'));

  const sections = HELP_SECTIONS.map((section) => ({
    key: section.id,
    label: t(`help.sections.${section.id}.title`),
    // antd renders a panel's content when it first opens: the notice loads its settings only if it is read.
    children:
      section.id === PRIVACY_SECTION_ID ? (
        <PrivacyNotice headingLevel={3} />
      ) : (
        Array.from({ length: section.paragraphs }, (_, i) => <p key={i}>{t(`help.sections.${section.id}.p${i + 1}`)}</p>)
      ),
  }));

  return (
    <div className="help-page">
      <header className="help-page__header">
        <Button type="text" className="app-touch-target help-page__back" aria-label={t('help.back')} icon={<ArrowLeftOutlined aria-hidden />} onClick={goBack} />
        <h1 className="help-page__title">{t('help.title')}</h1>
      </header>

      <main className="help-page__content">
        <HelpCard title={t('help.welcome.title', { appName })}>
          <p>{t('help.welcome.text', { appName })}</p>
          <p className="help-page__gps-note">
            <EnvironmentOutlined aria-hidden /> {t('help.welcome.gpsNote')}
          </p>
        </HelpCard>

        <HelpCard title={t('help.quickStart.title')}>
          <ol className="help-page__steps">
            {QUICK_START_STEPS.map((step) => (
              <li key={step}>
                <strong>{t(`help.quickStart.step${step}Title`)}</strong>
                <br />
                {t(`help.quickStart.step${step}Text`)}
              </li>
            ))}
          </ol>
        </HelpCard>

        <div onKeyDown={toggleOnSpace}>
          <Collapse className="help-page__card" activeKey={openSection ? [openSection] : []} onChange={showOnlyNewest} items={sections} />
        </div>

        <HelpCard title={t('help.faq.title')}>
          <dl className="help-page__faq">
            {FAQ_ITEMS.map((item) => (
              <div key={item}>
                <dt>{t(`help.faq.${item}Q`)}</dt>
                <dd>{t(`help.faq.${item}A`)}</dd>
              </div>
            ))}
          </dl>
        </HelpCard>

        <HelpCard title={t('help.contacts.title')}>
          <h3>{t('help.contacts.supportTitle')}</h3>
          <p>{t('help.contacts.supportText')}</p>
          <h3>{t('help.contacts.adminTitle')}</h3>
          <p>{t('help.contacts.adminText', { appName })}</p>
        </HelpCard>

        <Button type="primary" size="large" block icon={<HomeOutlined aria-hidden />} onClick={() => navigate('/dashboard')}>
          {t('help.backToApp')}
        </Button>
      </main>
    </div>
  );
}

/** A card of the guide under its heading. */
function HelpCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="app-card help-page__card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}
