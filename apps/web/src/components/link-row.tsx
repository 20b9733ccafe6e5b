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
