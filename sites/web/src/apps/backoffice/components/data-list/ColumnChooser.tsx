import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { type ChoosableColumn, toggleColumn } from './column-visibility.ts';

type Props = {
  listLabel: string;
  columns: readonly ChoosableColumn[];
  visible: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
};

/** 'Colonnes': a popover of checkboxes, one per column; fixed columns are shown checked and locked. */
export function ColumnChooser({ listLabel, columns, visible, onChange }: Props) {
  const shown = columns.filter((column) => visible.has(column.id)).length;
  return (
    <DialogTrigger>
      <Button className="bo-button bo-button--small">
        Colonnes ({shown}/{columns.length})
      </Button>
      <Popover className="bo-popover" placement="bottom end">
        <Dialog className="bo-columns" aria-label={`Colonnes affichées : ${listLabel}`}>
          <fieldset>
            <legend>Colonnes affichées</legend>
            {columns.map((column) => (
              <label key={column.id} className="bo-columns__option">
                <input
                  type="checkbox"
                  checked={visible.has(column.id)}
                  disabled={column.alwaysVisible || (visible.has(column.id) && shown === 1)}
                  onChange={() => onChange(toggleColumn(columns, visible, column.id))}
                />
                {column.header}
                {column.alwaysVisible ? (
                  <span className="bo-visually-hidden"> (toujours affichée)</span>
                ) : null}
              </label>
            ))}
          </fieldset>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
