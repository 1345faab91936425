/**
 * The speed dial (docs/behaviour.md, "Employee dashboard"): check-in (only when allowed and not checked in),
 * check-out (only when checked in), refresh position. It sits above the bottom navigation, within thumb reach: a
 * round button that opens the actions stacked above it, each named for screen readers and by a tooltip; an action,
 * Escape or a tap elsewhere closes it.
 */
import AimOutlined from '@ant-design/icons-svg/es/asn/AimOutlined';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import ThunderboltOutlined from '@ant-design/icons-svg/es/asn/ThunderboltOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Glyph } from '../../kit';
import type { DashboardStore } from '../dashboard.store';

export const SpeedDial = observer(function SpeedDial({ store }: { store: DashboardStore }) {
  const { t } = useTranslation();
  const { punch } = store;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const actionsId = useId();
  useCloseOnOutsideOrEscape(open, root, () => setOpen(false));

  const run = (action: () => Promise<void>) => {
    setOpen(false);
    void action();
  };

  return (
    <div className="speed-dial" ref={root}>
      {open && (
        <ul className="speed-dial__actions" id={actionsId}>
          {store.showCheckIn && (
            <SpeedDialAction icon={LoginOutlined} label={t('dashboard.speedDial.checkIn')} disabled={punch.isOperating} onClick={() => run(() => punch.checkIn())} />
          )}
          {store.showCheckOut && (
            <SpeedDialAction icon={LogoutOutlined} label={t('dashboard.speedDial.checkOut')} disabled={punch.isOperating} onClick={() => run(() => punch.checkOut())} />
          )}
          <SpeedDialAction icon={AimOutlined} label={t('dashboard.speedDial.refreshPosition')} onClick={() => run(() => store.refreshPosition())} />
        </ul>
      )}
      <button
        type="button"
        className="speed-dial__trigger"
        aria-label={t('dashboard.speedDial.open')}
        title={t('dashboard.speedDial.open')}
        aria-expanded={open}
        aria-controls={open ? actionsId : undefined}
        onClick={() => setOpen(!open)}
      >
        <Glyph icon={open ? CloseOutlined : ThunderboltOutlined} />
      </button>
    </div>
  );
});

function SpeedDialAction({ icon, label, disabled, onClick }: { icon: IconDefinition; label: string; disabled?: boolean; onClick(): void }) {
  return (
    <li>
      <button type="button" className="speed-dial__action" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
        <Glyph icon={icon} />
      </button>
    </li>
  );
}

function useCloseOnOutsideOrEscape(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, close]);
}
