import { Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { observer } from 'mobx-react-lite';
import { SEARCH_MAX_LENGTH } from './paged-list';

/** What the search box drives of a PagedList. */
export interface SearchableList {
  readonly searchText: string;
  setSearchText(text: string): void;
  searchNow(): Promise<void>;
}

/**
 * The search box above an admin table ('Cerca utente…'): the list is asked after a pause in the typing, at once on
 * Enter; the clear button empties it. `label` names it for screen readers (the placeholder goes once typed in).
 */
export const ListSearch = observer(function ListSearch({ list, placeholder, label }: { list: SearchableList; placeholder: string; label: string }) {
  return (
    <Input
      className="admin-list-search"
      type="search"
      allowClear
      prefix={<SearchOutlined aria-hidden="true" />}
      placeholder={placeholder}
      aria-label={label}
      maxLength={SEARCH_MAX_LENGTH}
      value={list.searchText}
      onChange={(event) => list.setSearchText(event.target.value)}
      onPressEnter={() => void list.searchNow()}
    />
  );
});
