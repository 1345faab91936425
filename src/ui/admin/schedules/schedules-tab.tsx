/**
 * 'Orari di lavoro' of the admin panel (docs/behaviour.md, "Work schedules"): the templates as cards (each with its
 * week, tolerance, band, overtime block and assignments; 'Modifica', 'Assegna', delete), 'Turni della settimana' (a
 * group's week, a day's 'Turno del giorno'), 'Chiusure aziendali' and 'Santi patroni'.
 * Cards rather than a wide table, so a 390 px phone reads them without sideways scroll; buttons are 48 px targets on
 * touch screens (admin.css).
 */
import { Button, Space, Typography } from 'antd';
import { EditOutlined, PlusOutlined, ReloadOutlined, StopOutlined, TeamOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { Closure, ScheduleAssignmentListItem, ScheduleTemplate } from '../../../core/contract';
import { italianDate } from '../../../core/domain';
import { timeOfDay } from '../../../core/domain';
import { latestVersion, weekdayRuns } from '../../../core/use-cases/admin';
import { AdminToken } from '../admin.tokens';
import { useScreenStore } from '../../shared/use-injection';
import { useConfirm, type ConfirmRequest } from '../shared/confirm';
import { DeleteAction, IconAction } from '../shared/icon-action';
import { ListMessages } from '../shared/list-messages';
import { AssignmentDialog } from './assignment-dialog';
import { ClosureDialog } from './closure-dialog';
import { DayOverrideDialog } from './day-override-dialog';
import { PatronDayDialog } from './patron-day-dialog';
import { PatronDaysSection } from './patron-days-section';
import { ScheduleWeekSection } from './schedule-week-section';
import type { SchedulesStore } from './schedules.store';
import { TemplateDialog } from './template-dialog';
import './schedules.css';

const TITLE_ID = 'admin-schedules-title';
const CLOSURES_TITLE_ID = 'admin-closures-title';

export const SchedulesTab = observer(function SchedulesTab() {
  const store = useScreenStore(AdminToken.SchedulesStore);
  const { t } = useTranslation();
  const { confirm, holder } = useConfirm();

  return (
    <div className="admin-schedules">
      {holder}
      <section aria-labelledby={TITLE_ID} aria-busy={store.isLoading}>
        <div className="admin-toolbar">
          <Typography.Title level={2} id={TITLE_ID} className="admin-toolbar__title">
            {t('schedules.title')}
          </Typography.Title>
          <Button icon={<ReloadOutlined aria-hidden="true" />} onClick={() => void store.load()} loading={store.isLoading}>
            {t('schedules.refresh')}
          </Button>
          <Button type="primary" icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreateTemplate}>
            {t('schedules.templates.add')}
          </Button>
        </div>
        <p className="admin-muted">{t('schedules.intro')}</p>
        <ListMessages success={store.notice} error={store.error} onCloseError={store.clearError} />
        {store.templates.length === 0 && !store.isLoading ? (
          <p className="admin-muted">{t('schedules.templates.empty')}</p>
        ) : (
          <ul className="schedule-cards" aria-label={t('schedules.title')}>
            {store.templates.map((template) => (
              <TemplateCard key={template.id} store={store} template={template} confirm={confirm} />
            ))}
          </ul>
        )}
      </section>

      <ScheduleWeekSection week={store.week} groups={store.groups} />

      <section aria-labelledby={CLOSURES_TITLE_ID} className="admin-schedules__closures">
        <div className="admin-toolbar">
          <Typography.Title level={3} id={CLOSURES_TITLE_ID} className="admin-toolbar__title">
            {t('schedules.closures.title')}
          </Typography.Title>
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={store.openCreateClosure}>
            {t('schedules.closures.add')}
          </Button>
        </div>
        {store.closures.length === 0 && !store.isLoading ? (
          <p className="admin-muted">{t('schedules.closures.empty')}</p>
        ) : (
          <ul className="schedule-closures" aria-label={t('schedules.closures.title')}>
            {store.closures.map((closure) => (
              <ClosureRow key={closure.id} store={store} closure={closure} confirm={confirm} />
            ))}
          </ul>
        )}
      </section>

      <PatronDaysSection store={store} confirm={confirm} />

      {store.templateForm && <TemplateDialog form={store.templateForm} onSave={() => void store.saveTemplateForm()} onCancel={store.closeTemplateForm} />}
      {store.assignmentForm && (
        <AssignmentDialog form={store.assignmentForm} groups={store.groups} onSave={() => void store.saveAssignmentForm()} onCancel={store.closeAssignmentForm} />
      )}
      {store.closureForm && <ClosureDialog form={store.closureForm} onSave={() => void store.saveClosureForm()} onCancel={store.closeClosureForm} />}
      {store.week.dayForm && (
        <DayOverrideDialog
          form={store.week.dayForm}
          onSave={() => void store.week.saveDayForm()}
          onReset={() => void store.week.resetDay()}
          onCancel={store.week.closeDayForm}
        />
      )}
      {store.patronForm && <PatronDayDialog form={store.patronForm} onSave={() => void store.savePatronForm()} onCancel={store.closePatronForm} />}
    </div>
  );
});

type Confirm = (request: ConfirmRequest) => void;

const TemplateCard = observer(function TemplateCard({ store, template, confirm }: { store: SchedulesStore; template: ScheduleTemplate; confirm: Confirm }) {
  const { t } = useTranslation();
  const version = latestVersion(template);
  const runs = version ? weekdayRuns(version) : [];
  const day = (weekday: number) => t(`schedules.weekdaysShort.${weekday}`);
  const assignments = store.assignmentsOf(template.id);
  const headingId = `schedule-template-${template.id}`;
  return (
    <li className="schedule-card" aria-labelledby={headingId}>
      <div className="schedule-card__head">
        <Typography.Title level={4} id={headingId} className="schedule-card__name">
          {template.name}
        </Typography.Title>
        <Space wrap>
          <IconAction label={t('schedules.templates.edit', { name: template.name })} icon={<EditOutlined />} onClick={() => store.openEditTemplate(template)} />
          <Button icon={<TeamOutlined aria-hidden="true" />} aria-label={t('schedules.templates.assignLabel', { name: template.name })} onClick={() => store.openAssign(template)}>
            {t('schedules.templates.assign')}
          </Button>
          <DeleteAction
            label={t('schedules.templates.delete', { name: template.name })}
            confirmTitle={t('schedules.templates.deleteConfirm')}
            confirm={confirm}
            onDelete={() => store.removeTemplate(template)}
          />
        </Space>
      </div>
      <ul className="schedule-card__week">
        {runs.length === 0 && <li className="admin-muted">{t('schedules.templates.noIntervals')}</li>}
        {runs.map((run) => (
          <li key={run.from}>
            <span className="schedule-card__days">{run.from === run.to ? day(run.from) : `${day(run.from)}–${day(run.to)}`}</span> {run.intervals.join(', ')}
          </li>
        ))}
      </ul>
      {version && (
        <p className="schedule-card__rules">
          <span>{t('schedules.templates.tolerance', { count: version.tolerance_minutes })}</span>
          {version.flex_earliest_start !== null && version.flex_latest_start !== null && (
            <span>{t('schedules.templates.flex', { from: timeOfDay(version.flex_earliest_start), to: timeOfDay(version.flex_latest_start) })}</span>
          )}
          <span>{t('schedules.templates.overtime', { count: version.overtime_block_minutes })}</span>
          {version.valid_from && <span>{t('schedules.templates.since', { date: italianDate(version.valid_from) })}</span>}
        </p>
      )}
      <div className="schedule-card__assignments">
        <Typography.Text strong>{t('schedules.assignments.title')}</Typography.Text>
        {assignments.length === 0 ? (
          <p className="admin-muted">{t('schedules.assignments.none')}</p>
        ) : (
          <ul>
            {assignments.map((assignment) => (
              <AssignmentRow key={assignment.id} store={store} assignment={assignment} confirm={confirm} />
            ))}
          </ul>
        )}
      </div>
    </li>
  );
});

const AssignmentRow = observer(function AssignmentRow({ store, assignment, confirm }: { store: SchedulesStore; assignment: ScheduleAssignmentListItem; confirm: Confirm }) {
  const { t } = useTranslation();
  const target = store.targetName(assignment);
  const name =
    assignment.gruppo_id !== null
      ? t('schedules.assignments.group', { name: target ?? t('schedules.assignments.unknownGroup', { id: assignment.gruppo_id }) })
      : t('schedules.assignments.user', { name: target ?? t('schedules.assignments.unknownUser', { id: assignment.user_id }) });
  const period = assignment.end_date
    ? t('schedules.assignments.fromTo', { from: italianDate(assignment.start_date), to: italianDate(assignment.end_date) })
    : t('schedules.assignments.from', { date: italianDate(assignment.start_date) });
  const started = store.hasStarted(assignment);
  const endsLater = assignment.end_date === null || assignment.end_date > store.today;
  return (
    <li className="schedule-assignment">
      <span>
        {name} <span className="schedule-assignment__period">{period}</span>
      </span>
      {!started ? (
        <DeleteAction
          label={t('schedules.assignments.delete', { name })}
          confirmTitle={t('schedules.assignments.deleteConfirm')}
          confirm={confirm}
          onDelete={() => store.removeAssignment(assignment)}
        />
      ) : (
        endsLater && (
          <IconAction
            label={t('schedules.assignments.end', { name })}
            icon={<StopOutlined />}
            onClick={() => confirm({ title: t('schedules.assignments.endConfirm'), okText: t('schedules.assignments.endOk'), onConfirm: () => store.endAssignment(assignment) })}
          />
        )
      )}
    </li>
  );
});

const ClosureRow = observer(function ClosureRow({ store, closure, confirm }: { store: SchedulesStore; closure: Closure; confirm: Confirm }) {
  const { t } = useTranslation();
  return (
    <li className="schedule-closure">
      <span>
        <strong>{closure.name}</strong> {t('schedules.closures.range', { from: italianDate(closure.start_date), to: italianDate(closure.end_date) })}
      </span>
      <Space>
        <IconAction label={t('schedules.closures.edit', { name: closure.name })} icon={<EditOutlined />} onClick={() => store.openEditClosure(closure)} />
        <DeleteAction
          label={t('schedules.closures.delete', { name: closure.name })}
          confirmTitle={t('schedules.closures.deleteConfirm')}
          confirm={confirm}
          onDelete={() => store.removeClosure(closure)}
        />
      </Space>
    </li>
  );
});
