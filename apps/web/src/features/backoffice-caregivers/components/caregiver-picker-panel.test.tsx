import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { caregiverFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CaregiverPickerPanel } from './caregiver-picker-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const caregiver = (name: string, surname: string, checkKinds: string[]) => ({
  ...caregiverFixture(name, surname),
  hasCv: true,
  busyOn: [],
  checkKinds,
});

describe('the caregiver picker', () => {
  it('says which checks each caregiver lacks, and a missing criminal record out loud', async () => {
    mockApi({
      'GET /v1/backoffice/caregivers': {
        body: {
          content: [
            caregiver('Martina', 'Rossi', [
              'identity-document',
              'references',
              'agency-interview',
              'criminal-record',
              'first-aid',
            ]),
            caregiver('Luca', 'Marino', ['identity-document', 'references']),
          ],
          page: 0,
          size: 20,
          numberOfElements: 2,
          totalElements: 2,
          totalPages: 1,
        },
      },
    });
    renderRoute(
      <CaregiverPickerPanel
        caregiverType="babysitter"
        province="TO"
        excluded={[]}
        onPick={async () => {}}
      />,
    );
    const luca = (await screen.findByText('Luca Marino')).closest('li')!;
    expect(within(luca).getByText('Casellario non verificato')).toBeVisible();
    expect(luca).toHaveTextContent(
      'Verifiche: 2 su 5 (mancano: colloquio, casellario, primo soccorso)',
    );
    const martina = screen.getByText('Martina Rossi').closest('li')!;
    expect(within(martina).queryByText('Casellario non verificato')).toBeNull();
    expect(martina).toHaveTextContent('Verifiche: 5 su 5');
  });
});
