// A select of some of a table's columns under their own names, written once:
// `db.select(pick(sessions, 'created_at', 'expires_at'))` rather than a line a column.
import { getTableColumns, type Table } from 'drizzle-orm';

export function pick<T extends Table, K extends keyof T['_']['columns'] & string>(
  table: T,
  ...names: K[]
): Pick<T['_']['columns'], K> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
