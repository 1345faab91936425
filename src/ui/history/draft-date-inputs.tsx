/**
 * The start and end dates of the filters' draft (docs/behaviour.md, "History"), each a labelled DateField: DD/MM/YYYY
 * with an Italian calendar whatever the browser's language. The draft's values are read here, in an observer, so the
 * fields follow every change of the draft (a typed day, a quick filter, 'Reset').
 */
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { DateField } from '../shared/date-field';
import type { HistoryStore } from './history.store';

export const DraftDateInputs = observer(function DraftDateInputs({ store, startLabel, endLabel }: { store: HistoryStore; startLabel: string; endLabel: string }) {
  const startId = useId();
  const endId = useId();
  const { startDate, endDate } = store.draft;
  return (
    <>
      <div className="filter-field">
        <label htmlFor={startId} className="filter-label">
          {startLabel}
        </label>
        <DateField id={startId} size="large" value={startDate} onChange={store.setDraftStartDate} />
      </div>
      <div className="filter-field">
        <label htmlFor={endId} className="filter-label">
          {endLabel}
        </label>
        <DateField id={endId} size="large" value={endDate} onChange={store.setDraftEndDate} />
      </div>
    </>
  );
});
