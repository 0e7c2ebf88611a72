import { SelectField, TextField } from '../ui/field';

interface StatusFilter<S extends string> {
  value: S | '';
  /** The first is the unfiltered list (value ''). */
  options: readonly { value: S | ''; label: string }[];
  onChange: (status: S | '') => void;
}

/**
 * An admin list's search box and, where its rows have a status, the status filter, in one row that
 * wraps on a phone. `onFilter` runs after either changes (the lists go back to their first page).
 */
export function ListFilters<S extends string>(props: {
  search: { label: string; placeholder: string; value: string; onChange: (q: string) => void };
  status?: StatusFilter<S>;
  onFilter: () => void;
}) {
  const { search, status, onFilter } = props;
  return (
    <div className="mb-4 flex flex-wrap gap-3">
      <div className="max-w-sm flex-1">
        <TextField
          label={search.label}
          hideLabel
          type="search"
          value={search.value}
          onChange={(e) => {
            search.onChange(e.target.value);
            onFilter();
          }}
          placeholder={search.placeholder}
        />
      </div>
      {status ? (
        <div>
          <SelectField
            label="Status"
            hideLabel
            value={status.value}
            // The option chosen, by its value: no other value can come from this list.
            onChange={(e) => {
              status.onChange(status.options.find((o) => o.value === e.target.value)?.value ?? '');
              onFilter();
            }}
          >
            {status.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </div>
  );
}
