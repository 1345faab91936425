/**
 * 'Offline', 'Posizione sospetta' and 'Chiusura automatica' where punches are reviewed (docs/behaviour.md, "Offline
 * punches", "Position signals", "Automatic close"): a short tag, its full wording as tooltip and for screen readers,
 * like the anomaly tags. The first two are for review only: neither says the punch is wrong. The third marks a
 * check-out nobody punched, written by the server at the planned end: not valid, an anomaly to review.
 */
import type { ReactNode } from 'react';
import { Tag, Tooltip } from 'antd';
import { DisconnectOutlined, EnvironmentOutlined, FieldTimeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PositionSignal } from '../../../core/contract';
import { formatOfflineDelay, orderedPositionSignals } from '../../../core/domain';

const OFFLINE_COLOR = 'cyan';
const SUSPICIOUS_COLOR = 'gold';
const AUTO_CLOSED_COLOR = 'volcano';

/** A tag that shows `short` and says `full` (tooltip, screen readers). */
export function ReviewTag({ color, icon, short, full, className }: { color: string; icon: ReactNode; short: string; full: string; className?: string }) {
  return (
    <Tooltip title={full}>
      <Tag color={color} icon={icon} className={className}>
        <span aria-hidden="true">{short}</span>
        <span className="app-visually-hidden">{full}</span>
      </Tag>
    </Tooltip>
  );
}

/** 'Offline +2 h 15 min' ('Timbratura offline, inviata dopo 2 h 15 min'); nothing for a punch sent online. */
export function OfflineTag({ delaySeconds }: { delaySeconds: number | null }) {
  const { t } = useTranslation();
  if (delaySeconds === null) return null;
  const delay = formatOfflineDelay(delaySeconds);
  return (
    <ReviewTag
      color={OFFLINE_COLOR}
      icon={<DisconnectOutlined aria-hidden="true" />}
      short={t('admin.punchOrigin.offlineShort', { delay })}
      full={t('admin.punchOrigin.offlineFull', { delay })}
      className="punch-origin-tag"
    />
  );
}

/** 'Offline' on a day, listing its offline punches ('entrata delle 09:02 inviata dopo 2 h 15 min'). */
export function DayOfflineTag({ punches }: { punches: ReadonlyArray<{ entryType: 'IN' | 'OUT'; time: string; delaySeconds: number }> }) {
  const { t } = useTranslation();
  if (punches.length === 0) return null;
  const listed = punches
    .map(({ entryType, time, delaySeconds }) => t(`admin.punchOrigin.dayOfflinePunch.${entryType}`, { time, delay: formatOfflineDelay(delaySeconds) }))
    .join('; ');
  return (
    <ReviewTag
      color={OFFLINE_COLOR}
      icon={<DisconnectOutlined aria-hidden="true" />}
      short={t('admin.punchOrigin.dayOfflineShort')}
      full={t('admin.punchOrigin.dayOfflineFull', { punches: listed })}
      className="punch-origin-tag"
    />
  );
}

/** 'Posizione sospetta' with its reasons ('Posizione sospetta: precisione dichiarata di 0 m; …'); nothing without signals. */
export function PositionSignalsTag({ signals }: { signals: readonly PositionSignal[] }) {
  const { t } = useTranslation();
  const known = orderedPositionSignals(signals);
  if (known.length === 0) return null;
  const reasons = known.map((signal) => t(`admin.punchOrigin.signals.${signal}`)).join('; ');
  return (
    <ReviewTag
      color={SUSPICIOUS_COLOR}
      icon={<EnvironmentOutlined aria-hidden="true" />}
      short={t('admin.punchOrigin.suspiciousShort')}
      full={t('admin.punchOrigin.suspiciousFull', { reasons })}
      className="punch-origin-tag"
    />
  );
}

/** 'Chiusura automatica' on a check-out the server wrote at the planned end; nothing for any other punch. */
export function AutoClosedTag({ autoClosed }: { autoClosed: boolean }) {
  const { t } = useTranslation();
  if (!autoClosed) return null;
  return (
    <ReviewTag
      color={AUTO_CLOSED_COLOR}
      icon={<FieldTimeOutlined aria-hidden="true" />}
      short={t('admin.punchOrigin.autoClosedShort')}
      full={t('admin.punchOrigin.autoClosedFull')}
      className="punch-origin-tag"
    />
  );
}

/** 'Chiusura automatica' on a day, with the time of each check-out the server wrote ('17:00'); nothing without one. */
export function DayAutoClosedTag({ times }: { times: readonly string[] }) {
  const { t } = useTranslation();
  if (times.length === 0) return null;
  return (
    <ReviewTag
      color={AUTO_CLOSED_COLOR}
      icon={<FieldTimeOutlined aria-hidden="true" />}
      short={t('admin.punchOrigin.autoClosedShort')}
      full={t('admin.punchOrigin.dayAutoClosedFull', { times: times.join(', ') })}
      className="punch-origin-tag"
    />
  );
}
