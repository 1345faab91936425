/** The start and end dates of the filters' draft (docs/behaviour.md, "History"), each a labelled date input. */
import { Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { HistoryStore } from './history.store';

export const DraftDateInputs = observer(function DraftDateInputs({ store, startLabel, endLabel }: { store: HistoryStore; startLabel: string; endLabel: string }) {
  const startId = useId();
  const endId = useId();
  return (
    <>
      <label htmlFor={startId} className="filter-label">
        {startLabel}
        <Input id={startId} type="date" size="large" value={store.draft.startDate} onChange={(e) => store.setDraftStartDate(e.target.value)} />
      </label>
      <label htmlFor={endId} className="filter-label">
        {endLabel}
        <Input id={endId} type="date" size="large" value={store.draft.endDate} onChange={(e) => store.setDraftEndDate(e.target.value)} />
      </label>
    </>
  );
});
