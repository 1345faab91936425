/**
 * 'Assenze' of the admin panel (docs/behaviour.md, "Absences in the admin panel"): 'Richieste' (first), 'Calendario
 * assenze', 'Causali' and 'Saldi', one at a time, and 'Inserisci assenza' above them. The tab's label carries the
 * count of pending requests as a badge; label and tab share one store (bound once), which each of them starts.
 * A manager's tab ("Managers") shows only 'Richieste' (approve and refuse, no 'Annulla assenza') and 'Calendario
 * assenze': types, balances and direct entry are the administrators'.
 */
import { useEffect } from 'react';
import { Badge, Button, Radio } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { AdminToken } from '../admin.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { useConfirm } from '../shared/confirm';
import { ListMessages } from '../shared/list-messages';
import { AbsenceBalancesSection } from './absence-balances-section';
import { AbsenceCalendarSection } from './absence-calendar-section';
import { AbsenceEntryDialog } from './absence-entry-dialog';
import { AbsenceRequestsSection } from './absence-requests-section';
import { AbsenceTypesSection } from './absence-types-section';
import type { AbsenceSection } from './absences.store';
import '../shared/admin-list.css';
import './absences.css';

const SECTIONS: readonly AbsenceSection[] = ['requests', 'calendar', 'types', 'balances'];
const MANAGER_SECTIONS: readonly AbsenceSection[] = ['requests', 'calendar'];

/** The store of this visit of the panel (the same instance for the label and the tab). */
const useAbsences = () => useScreenStore(AdminToken.AbsencesStore);

export const AbsencesTab = observer(function AbsencesTab({ forManager = false }: { forManager?: boolean }) {
  const store = useAbsences();
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();
  useEffect(() => store.enterTab(forManager ? 'manager' : 'admin'), [store, forManager]);
  const sections = forManager ? MANAGER_SECTIONS : SECTIONS;

  return (
    <div className="absences">
      {holder}
      <div className="absences__head">
        <Radio.Group
          className="absences__sections"
          optionType="button"
          aria-label={t('adminAbsences.sectionsLabel')}
          value={store.section}
          onChange={(event) => store.show(event.target.value as AbsenceSection)}
          options={sections.map((value) => ({ value, label: t(`adminAbsences.sections.${value}`) }))}
        />
        {!forManager && (
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openEntry}>
            {t('adminAbsences.enter')}
          </Button>
        )}
      </div>
      <ListMessages success={store.notice} error={null} onCloseError={store.notice.clear} />
      {store.section === 'requests' && <AbsenceRequestsSection store={store} confirm={confirm} canCancel={!forManager} />}
      {store.section === 'calendar' && <AbsenceCalendarSection store={store} />}
      {!forManager && store.section === 'types' && <AbsenceTypesSection store={store} />}
      {!forManager && store.section === 'balances' && <AbsenceBalancesSection store={store} />}
      {store.entry && <AbsenceEntryDialog form={store.entry} onSave={() => void store.saveEntry()} onCancel={store.closeEntry} />}
    </div>
  );
});

/** The tab's label: 'Assenze' and, while some wait, the pending requests' count as a badge (read out in words). */
export const AbsencesTabLabel = observer(function AbsencesTabLabel({ label }: { label: string }) {
  const store = useAbsences();
  const { t } = useTranslation();
  const pending = store.requests.pendingCount;
  return (
    <span>
      {label}
      {pending > 0 && (
        <>
          <Badge count={pending} size="small" aria-hidden="true" style={{ marginInlineStart: 6 }} />
          <span className="app-visually-hidden"> {t('adminAbsences.tabPending', { count: pending })}</span>
        </>
      )}
    </span>
  );
});
