import { Input } from '@/lib/ui/input';
import { Select } from '@/lib/ui/select';
import type { StorySummary } from '../client/responses';
import { STATE_LABELS } from './story-facts';
import { ALL_FOLDERS, ANY_STATE, type StoryFilter } from './story-filter';
import styles from './story-list.module.css';

interface StoryFiltersProps {
  filter: StoryFilter;
  folders: readonly string[];
  onChange: (filter: StoryFilter) => void;
}

const states = Object.keys(STATE_LABELS) as StorySummary['state'][];

/** Search as you type, and narrow the list to a folder or a state. */
export function StoryFilters({ filter, folders, onChange }: StoryFiltersProps) {
  return (
    <div className={styles.filters} role="search">
      <Input
        type="search"
        label="Search pages and posts"
        hint="By name or address"
        value={filter.text}
        onChange={(event) => onChange({ ...filter, text: event.target.value })}
      />
      <Select
        label="Folder"
        value={filter.folder}
        onChange={(event) => onChange({ ...filter, folder: event.target.value })}
      >
        <option value={ALL_FOLDERS}>All folders</option>
        <option value="">Top level</option>
        {folders.map((folder) => (
          <option key={folder} value={folder}>
            {folder}
          </option>
        ))}
      </Select>
      <Select
        label="State"
        value={filter.state}
        onChange={(event) =>
          onChange({
            ...filter,
            state: states.find((state) => state === event.target.value) ?? ANY_STATE,
          })
        }
      >
        <option value={ANY_STATE}>Any state</option>
        {states.map((state) => (
          <option key={state} value={state}>
            {STATE_LABELS[state]}
          </option>
        ))}
      </Select>
    </div>
  );
}
