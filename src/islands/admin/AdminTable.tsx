// The admin's paged tables (users, news, life hacks): one header row of column names, a row per item,
// scrolled sideways on a phone, and the pager under it. Each list keeps its own cells and actions.
import type { ReactNode } from 'react';
import './admin-table.css';

export function AdminTable<T>(props: {
  columns: readonly string[];
  items: readonly T[];
  rowKey: (item: T) => number | string;
  /** the row's cells (<td>…); extra attributes of the row, e.g. a data- id for tests */
  row: (item: T) => ReactNode;
  rowProps?: (item: T) => Record<`data-${string}`, string | number>;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {props.columns.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={props.rowKey(item)} {...props.rowProps?.(item)}>
              {props.row(item)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous / "page N of M" / next. */
export function AdminPager(props: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  label: string;
  status: string;
  prev: string;
  next: string;
}) {
  const { page, pages, onPage } = props;
  return (
    <nav className="admin-pager" aria-label={props.label}>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {props.prev}
      </button>
      <span>{props.status}</span>
      <button
        type="button"
        className="btn btn-secondary btn-small"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {props.next}
      </button>
    </nav>
  );
}
