/** The list's optional columns, each shown or hidden at once (`hide=` in the address). */
import { OPTIONAL_COLUMNS, type StaffListView } from '#domain/requests/staff-list-view.ts';
import { CheckboxGroup } from './CheckboxGroup.tsx';
import { COLUMN_LABELS } from './list-view.ts';

export function ListColumns({
  view,
  onChange,
}: {
  view: StaffListView;
  onChange: (change: Partial<StaffListView>) => void;
}) {
  return (
    <CheckboxGroup
      legend="Columns"
      options={OPTIONAL_COLUMNS}
      chosen={OPTIONAL_COLUMNS.filter((column) => !view.hidden.includes(column))}
      labelOf={(column) => COLUMN_LABELS[column]}
      columns={2}
      onChange={(shown) => {
        onChange({ hidden: OPTIONAL_COLUMNS.filter((column) => !shown.includes(column)) });
      }}
    />
  );
}
