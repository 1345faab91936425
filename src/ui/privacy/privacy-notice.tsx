/**
 * The privacy notice's text (docs/behaviour.md, "Privacy notice"), shown by its own page (/privacy, linked from the
 * login screen) and inside the help guide. The sentences that depend on the installation's settings come from the
 * store; until they have loaded nothing else shows, so the notice never reads as if other settings were in force.
 * Plain HTML and the light kit: the page opens from the login screen, whose users have not loaded antd yet.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyToken } from './privacy.tokens';
import type { DisplayMessage } from '../../core/domain';
import { Button, Notice, Spinner } from '../kit';
import { useScreenStore } from '../shared/use-injection';
import './privacy.css';

const RIGHTS = ['access', 'rectification', 'erasure', 'restriction', 'objection', 'complaint'] as const;

/** `headingLevel`: the level of the notice's section headings under the heading of whatever holds it. */
export const PrivacyNotice = observer(function PrivacyNotice({ headingLevel }: { headingLevel: 2 | 3 }) {
  const store = useScreenStore(PrivacyToken.PrivacyNoticeStore);
  const { t } = useTranslation();
  const appName = t('app.name');
  const say = (message: DisplayMessage) => t(message.key, { appName, ...message.params });

  if (store.loadFailed) {
    return (
      <div className="privacy-notice">
        <Notice tone="error" title={t('privacy.loadError')} />
        <Button variant="primary" loading={store.isLoading} onClick={() => void store.load()}>
          {t('privacy.retry')}
        </Button>
      </div>
    );
  }
  const wording = store.wording;
  if (!wording) {
    return (
      <p className="privacy-notice__loading" role="status">
        <Spinner size="small" /> {t('privacy.loading')}
      </p>
    );
  }

  return (
    <div className="privacy-notice">
      <p>{t('privacy.intro', { appName })}</p>

      <NoticeSection level={headingLevel} title={t('privacy.controller.title')}>
        <p>{say(wording.controller)}</p>
        <p>{say(wording.contact)}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.recorded.title')}>
        <ul>
          <li>{t('privacy.recorded.time')}</li>
          <li>{t('privacy.recorded.place')}</li>
          <li>{t('privacy.recorded.distance')}</li>
          <li>{say(wording.coordinates)}</li>
          <li>{t('privacy.recorded.notes')}</li>
          <li>{t('privacy.recorded.device')}</li>
        </ul>
        <p>{t('privacy.recorded.remote')}</p>
        <p>{t('privacy.recorded.live')}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.device.title')}>
        <p>{t('privacy.device.text')}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.schedule.title')}>
        <p>{t('privacy.schedule.text')}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.purpose.title')}>
        <ul>
          <li>{t('privacy.purpose.law')}</li>
          <li>{t('privacy.purpose.place')}</li>
          <li>{t('privacy.purpose.security')}</li>
        </ul>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.retention.title')}>
        <p>{say(wording.punchRetention)}</p>
        <p>{say(wording.notificationRetention)}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.recipients.title')}>
        <p>{t('privacy.recipients.text', { appName })}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.rights.title')}>
        <ul>
          {RIGHTS.map((right) => (
            <li key={right}>
              <strong>{t(`privacy.rights.${right}Term`)}</strong>: {t(`privacy.rights.${right}`)}
            </li>
          ))}
        </ul>
        <p>{t('privacy.rights.how')}</p>
      </NoticeSection>

      <NoticeSection level={headingLevel} title={t('privacy.copy.title')}>
        <p>{t('privacy.copy.text')}</p>
      </NoticeSection>
    </div>
  );
});

function NoticeSection({ level, title, children }: { level: 2 | 3; title: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="privacy-notice__section">
      <Heading className="privacy-notice__heading">{title}</Heading>
      {children}
    </section>
  );
}
