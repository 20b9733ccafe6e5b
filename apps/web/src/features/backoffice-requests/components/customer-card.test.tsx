import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { summaryFixture, workspaceFixture } from '../testing/fixtures';
import { CustomerCard } from './customer-card';
import { RequestCards, RequestTable } from './request-rows';

const erased = {
  uid: 'c1',
  name: null,
  surname: null,
  email: null,
  phone: null,
  contactPreference: null,
  company: null,
  deleted: true,
  account: null,
};

describe('a customer who deleted their account, in the back office', () => {
  it('reads as “Cliente eliminato” on the request page, with no contact to use', () => {
    renderRoute(
      <CustomerCard
        request={workspaceFixture({
          status: "NON PIU' INTERESSATO",
          message: null,
          address: null,
          customer: erased,
        })}
      />,
    );
    expect(screen.getByText('Cliente eliminato')).toBeInTheDocument();
    expect(screen.getByText(/ha eliminato il suo account/)).toBeInTheDocument();
    expect(screen.queryByText('Preferisce:')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads as “Cliente eliminato” in the inbox, table and cards', () => {
    const rows = [
      summaryFixture({
        id: 7,
        customer: { uid: 'c1', name: null, surname: null, email: null, deleted: true },
      }),
      summaryFixture({ id: 8 }),
    ];
    const now = new Date('2030-01-02T09:00:00Z');
    renderRoute(
      <>
        <RequestTable rows={rows} now={now} />
        <RequestCards rows={rows} now={now} />
      </>,
    );
    expect(screen.getAllByText('Cliente eliminato')).toHaveLength(1);
    expect(screen.getByText('#7 · Cliente eliminato')).toBeInTheDocument();
    expect(screen.getAllByText('Paola Verdi').length).toBeGreaterThan(0);
  });
});
