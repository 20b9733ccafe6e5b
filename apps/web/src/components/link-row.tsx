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
 * item, opening `to(item)`, with the item's `cells`.
 */
export function LinkTable<T>({
  label,
  columns,
  rows,
  to,
  cells,
}: {
  label: string;
  columns: readonly string[];
  rows: T[];
  to: (item: T) => string;
  cells: (item: T) => ReactNode;
}) {
  return (
    <Table highlightOnHover verticalSpacing="sm" aria-label={label}>
      <ColumnHeads columns={columns} />
      <Table.Tbody>
        {rows.map((item) => (
          <LinkRow key={to(item)} to={to(item)}>
            {cells(item)}
          </LinkRow>
        ))}
      </Table.Tbody>
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
