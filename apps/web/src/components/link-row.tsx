import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/**
 * A table row that opens `to` when clicked anywhere but on a link of its own (its name or number
 * is that link, for the keyboard and screen readers).
 */
export function LinkRow({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) return;
        navigate(to);
      }}
    >
      {children}
    </Table.Tr>
  );
}

/**
 * A directory's table (back office), named `label`: its `columns`' headings, then a `LinkRow` an
 * item, opening `to(item)`, with the item's `cells`. With `groups` (instead of `rows`), the items
 * come in runs, each its own row group under a heading that spans the columns.
 */
export function LinkTable<T>({
  label,
  columns,
  rows,
  groups,
  to,
  cells,
}: {
  label: string;
  columns: readonly string[];
  rows?: T[];
  groups?: readonly { heading: string; rows: T[] }[];
  to: (item: T) => string;
  cells: (item: T) => ReactNode;
}) {
  const linkRows = (items: T[]) =>
    items.map((item) => (
      <LinkRow key={to(item)} to={to(item)}>
        {cells(item)}
      </LinkRow>
    ));
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
      <ColumnHeads columns={columns} />
      {groups ? (
        groups.map((group, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs in order; a heading may recur
          <Table.Tbody key={index}>
            <Table.Tr bg="var(--mantine-color-gray-0)">
              <Table.Th colSpan={columns.length} scope="rowgroup" fz="sm" c="ink.7">
                {group.heading}
              </Table.Th>
            </Table.Tr>
            {linkRows(group.rows)}
          </Table.Tbody>
        ))
      ) : (
        <Table.Tbody>{linkRows(rows ?? [])}</Table.Tbody>
      )}
    </Table>
  );
}

/** A table's head: one heading a column. */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) => (
          <Table.Th key={column}>{column}</Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
