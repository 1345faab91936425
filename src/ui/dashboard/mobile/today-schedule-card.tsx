/** 'Orario di oggi' under the phone's status card (docs/behaviour.md, "Employee dashboard"); no card without a plan. */
import { observer } from 'mobx-react-lite';
import { Card } from '../../kit';
import { TodayScheduleLines } from '../today-schedule-lines';
import type { TodayScheduleStore } from '../today-schedule.store';

export const TodayScheduleCard = observer(function TodayScheduleCard({ store }: { store: TodayScheduleStore }) {
  if (!store.plan) return null;
  return (
    <Card className="today-schedule">
      <TodayScheduleLines store={store} />
    </Card>
  );
});
