import type { AvailabilityCell } from '@equilibrio/contract/caregiver-profile';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast';
import { caregiverFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { toastsGone } from '@/testing/toasts';
import { setWidth } from '@/testing/viewport';
import type { RequestWorkspace } from '../api/get-request';
import { candidateFixture, weekdaysAllDay, workspaceFixture } from '../testing/fixtures';
import { CandidatesSection } from './candidates-section';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const at = '2030-01-01T09:00:00.000Z';

const candidate = candidateFixture;

/** Shows the caregivers of a request, with no picker, on an API that answers `routes`. */
function showCandidates(
  request: Partial<RequestWorkspace>,
  routes: Parameters<typeof mockApi>[0] = {},
) {
  const calls = mockApi(routes);
  renderRoute(<CandidatesSection Picker={() => null} request={workspaceFixture(request)} />);
  return calls;
}

/** The line of a caregiver on the list, found by the link of their name. */
const row = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

/** A caregiver as the search suggests them: free of other requests, with every check. */
const suggestionOf = <T extends object>(caregiver: T, score: number, reason: string) => ({
  caregiver: {
    ...caregiver,
    busyOn: [],
    commitments: [],
    criminalRecordOn: at,
    checkKinds: ['criminal-record', 'references'],
  },
  score,
  reasons: [reason],
});

describe('the caregivers of a request, for the tutor', () => {
  it('says which profile left after a failed interview and which was replaced after its service', () => {
    const later = '2030-01-05T09:00:00.000Z';
    showCandidates({
      status: 'INVIATO CV',
      candidates: [
        candidate('Martina Rossi', { phase: 'CHOSEN', chosenAt: at, endedAt: later }),
        candidate('Luca Marino', {
          phase: 'CHOSEN',
          chosenAt: at,
          acceptedAt: at,
          endedAt: later,
        }),
        candidate('Chiara Esposito', { phase: 'CHOSEN', chosenAt: at, acceptedAt: at }),
        candidate('Sofia Ricci'),
      ],
    });
    expect(within(row('Martina Rossi')).getByText('Colloquio non riuscito')).toBeVisible();
    expect(within(row('Luca Marino')).getByText('Sostituito')).toBeVisible();
    expect(within(row('Chiara Esposito')).getByText('Scelto, pagamento ricevuto')).toBeVisible();
    expect(within(row('Sofia Ricci')).getByText('Proposto alla famiglia')).toBeVisible();
    // A name opens the caregiver's profile, whose back link leads to this request.
    expect(screen.getByRole('link', { name: 'Sofia Ricci' })).toHaveAttribute(
      'href',
      '/backoffice/caregivers/cg-sofia?da=%2Fbackoffice%2Frequests%2F42%23caregiver',
    );
  });

  it('gives each proposed caregiver’s phone as a number to call, and nothing for one without', () => {
    const withPhone = candidate('Sofia Ricci');
    withPhone.caregiver.phone = '+39 347 555 1234';
    showCandidates({
      status: 'SELEZIONE ATTIVA',
      candidates: [withPhone, candidate('Luca Marino')],
    });
    const call = within(row('Sofia Ricci')).getByRole('link', { name: '+39 347 555 1234' });
    expect(call).toHaveAttribute('href', 'tel:+393475551234');
    expect(within(row('Luca Marino')).queryByRole('link', { name: /^\+?\d/ })).toBeNull();
    // The name, on the line above the number, is a target 24px high set apart from it (WCAG 2.2
    // target size): jsdom lays nothing out, so the page is checked by eye; here, what sets it.
    const name = screen.getByRole('link', { name: 'Sofia Ricci' });
    expect(name).not.toContainElement(call);
    expect(name).toHaveStyle({ lineHeight: '24px' });
    expect(name.style.marginBottom).toMatch(/\S/);
  });

  it('says which proposed caregiver was switched off since: the family no longer sees them', () => {
    const off = candidate('Sofia Ricci');
    off.caregiver.active = false;
    showCandidates({
      status: 'INVIATO CV',
      candidates: [off, candidate('Luca Marino')],
    });
    // Its place says so, not 'Proposto alla famiglia' beside it.
    expect(within(row('Sofia Ricci')).getByText('Disattivato')).toBeVisible();
    expect(within(row('Sofia Ricci')).getByText('La famiglia non vede il profilo')).toBeVisible();
    expect(within(row('Sofia Ricci')).queryByText('Proposto alla famiglia')).toBeNull();
    expect(within(row('Luca Marino')).queryByText(/Disattivato|non vede/)).toBeNull();
    expect(within(row('Luca Marino')).getByText('Proposto alla famiglia')).toBeVisible();
  });

  it('says the profiles the family passed over are no longer proposed, not a later substitute', () => {
    const chosen = '2030-01-03T09:00:00.000Z';
    const later = '2030-01-10T09:00:00.000Z';
    showCandidates({
      status: 'PAGATO',
      candidates: [
        candidate('Chiara Esposito', { phase: 'CHOSEN', chosenAt: chosen, acceptedAt: chosen }),
        candidate('Sofia Ricci'),
        candidate('Anna Bruno', {}, later),
      ],
    });
    expect(within(row('Chiara Esposito')).getByText('Scelto, pagamento ricevuto')).toBeVisible();
    expect(within(row('Sofia Ricci')).getByText('Non scelto')).toBeVisible();
    expect(within(row('Anna Bruno')).getByText('Proposto alla famiglia')).toBeVisible();
  });

  /** Martina Rossi, chosen on 3 January and gone on the 5th, beside Sofia Ricci still proposed. */
  const showChosenThenGone = (extra: Parameters<typeof candidate>[1] = {}) =>
    showCandidates({
      status: 'INVIATO CV',
      candidates: [
        candidate('Martina Rossi', {
          phase: 'CHOSEN',
          chosenAt: '2030-01-03T09:00:00.000Z',
          endedAt: '2030-01-05T09:00:00.000Z',
          ...extra,
        }),
        candidate('Sofia Ricci'),
      ],
    });

  it('keeps the other profiles proposed when the chosen one left after a failed interview', () => {
    showChosenThenGone();
    expect(within(row('Sofia Ricci')).getByText('Proposto alla famiglia')).toBeVisible();
  });

  it('says a caregiver who withdrew before the interview is no longer available, never that it failed; the others stay proposed', () => {
    showChosenThenGone({ endedReason: 'WITHDRAWN' });
    expect(within(row('Martina Rossi')).getByText('Non più disponibile')).toBeVisible();
    expect(within(row('Martina Rossi')).queryByText('Colloquio non riuscito')).toBeNull();
    expect(within(row('Sofia Ricci')).getByText('Proposto alla famiglia')).toBeVisible();
  });

  it('says which babysitter to send still lacks the criminal record, or has an expired one; a pet sitter needs none', () => {
    showCandidates({
      status: 'SELEZIONE ATTIVA',
      candidates: [
        candidate('Luca Marino', {
          published: false,
          checkKinds: ['identity-document'],
          criminalRecordOn: null,
        }),
        candidate('Martina Rossi', { published: false }),
        // A certificate of 2015: seen, but long expired (it counts six months).
        candidate('Sofia Ricci', { published: false, criminalRecordOn: '2015-01-01' }),
        candidate('Davide Greco', {
          published: false,
          checkKinds: [],
          caregiver: { ...caregiverFixture('Davide', 'Greco'), type: 'pet-sitter' },
        }),
      ],
    });
    // The warning's words, its link included ('Registralo nella sua scheda').
    const saysIn = (name: string, text: string) =>
      within(row(name)).queryByText((_, element) =>
        element?.tagName === 'P' ? element.textContent === text : false,
      );
    const missing =
      'Manca il casellario giudiziale. Registralo nella sua scheda per inviare il profilo.';
    expect(saysIn('Luca Marino', missing)).toBeVisible();
    expect(
      saysIn(
        'Sofia Ricci',
        'Casellario scaduto: quello registrato è dell’1 gennaio 2015, ne serve uno degli ultimi 6 mesi. Registralo nella sua scheda per inviare il profilo.',
      ),
    ).toBeVisible();
    // The words lead straight to the caregiver's 'Verifiche', and back to this request.
    const toChecks = within(row('Luca Marino')).getByRole('link', {
      name: 'Registralo nella sua scheda',
    });
    const target = new URL(toChecks.getAttribute('href') ?? '', 'http://x');
    expect(target.hash).toBe('#verifiche');
    expect(target.searchParams.get('da')).toMatch(/^\/backoffice\/requests\/\d+#caregiver$/);
    expect(within(row('Luca Marino')).getByText('Da inviare')).toBeVisible();
    expect(saysIn('Martina Rossi', missing)).toBeNull();
    expect(saysIn('Davide Greco', missing)).toBeNull();
  });

  it('says on the card of a babysitter to send that her references are not verified, before the dialog that sends', () => {
    showCandidates({
      status: 'SELEZIONE ATTIVA',
      candidates: [
        candidate('Sofia Ricci', {
          published: false,
          checkKinds: ['identity-document', 'criminal-record'],
        }),
        candidate('Martina Rossi', { published: false }),
        // Sent already: nothing left to decide.
        candidate('Giulia Neri', { published: true, checkKinds: ['criminal-record'] }),
        candidate('Davide Greco', {
          published: false,
          checkKinds: [],
          caregiver: { ...caregiverFixture('Davide', 'Greco'), type: 'pet-sitter' },
        }),
      ],
    });
    const note =
      /^Referenze da verificare: la famiglia leggerà «Referenze non ancora verificate» nel profilo/;
    expect(within(row('Sofia Ricci')).getByText(note)).toBeVisible();
    const toChecks = within(row('Sofia Ricci')).getByRole('link', {
      name: 'Registrale nella sua scheda',
    });
    expect(new URL(toChecks.getAttribute('href') ?? '', 'http://x').hash).toBe('#verifiche');
    for (const name of ['Martina Rossi', 'Giulia Neri', 'Davide Greco']) {
      expect(within(row(name)).queryByText(note)).toBeNull();
    }
  });

  it('says calmly which proposed or suggested caregiver does not speak a language the family asked', async () => {
    const speaking = (name: string, surname: string, languages: ('italian' | 'english')[]) => ({
      ...caregiverFixture(name, surname),
      languages,
    });
    showCandidates(
      {
        id: 42,
        status: 'SELEZIONE ATTIVA',
        candidatesEditable: true,
        languages: ['italian', 'english'],
        candidates: [
          candidate('Luca Marino', { caregiver: speaking('Luca', 'Marino', ['italian']) }),
          candidate('Sofia Ricci', {
            caregiver: speaking('Sofia', 'Ricci', ['italian', 'english']),
          }),
        ],
      },
      {
        'GET /v1/backoffice/requests/42/suggestions': {
          body: [
            suggestionOf(speaking('Anna', 'Conti', ['italian']), 10, 'Stessa provincia'),
            suggestionOf(speaking('Paolo', 'Fabbri', ['italian', 'english']), 9, 'Parla inglese'),
          ],
        },
      },
    );
    const warning = 'Non parla inglese, richiesto dalla famiglia';
    expect(within(row('Luca Marino')).getByText(warning)).toBeVisible();
    expect(within(row('Sofia Ricci')).queryByText(warning)).toBeNull();
    const suggested = await screen.findByRole('list', { name: 'Caregiver suggeriti' });
    const suggestion = (name: string) =>
      within(suggested).getByText(name, { exact: false }).closest('li') as HTMLElement;
    expect(within(suggestion('Anna Conti')).getByText(warning)).toBeVisible();
    expect(within(suggestion('Paolo Fabbri')).queryByText(warning)).toBeNull();
  });

  it('says calmly which proposed or suggested caregiver is not free when the request asks', async () => {
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
    const free = (name: string, surname: string, slots: string[]) => ({
      ...caregiverFixture(name, surname),
      availability: weekdays.flatMap((day) =>
        slots.map((slot) => `${day}-${slot}` as AvailabilityCell),
      ),
    });
    showCandidates(
      {
        id: 42,
        status: 'SELEZIONE ATTIVA',
        candidatesEditable: true,
        schedule: weekdaysAllDay,
        candidates: [
          candidate('Luca Marino', { caregiver: free('Luca', 'Marino', ['mor']) }),
          candidate('Sofia Ricci', { caregiver: free('Sofia', 'Ricci', ['mor', 'aft']) }),
          // Free whenever asked, but another request holds her on Monday and Wednesday mornings.
          candidate('Chiara Esposito', {
            caregiver: free('Chiara', 'Esposito', ['mor', 'aft']),
            busyOn: [7],
            commitments: [{ requestId: 7, cells: ['mon-mor', 'wed-mor', 'sat-mor'] }],
          }),
        ],
      },
      {
        'GET /v1/backoffice/requests/42/suggestions': {
          body: [
            suggestionOf(free('María', 'Fernández', ['eve']), 10, 'Stessa provincia'),
            suggestionOf(
              free('Paolo', 'Fabbri', ['mor', 'aft']),
              9,
              'Disponibile lun–ven mattina e pomeriggio',
            ),
          ],
        },
      },
    );
    expect(
      within(row('Chiara Esposito')).getByText(
        'Orari richiesti già occupati su #7: lun, mer mattina',
      ),
    ).toBeVisible();
    expect(within(row('Sofia Ricci')).queryByText(/già occupati/)).toBeNull();
    expect(
      within(row('Luca Marino')).getByText(
        'Non disponibile lun–ven pomeriggio: la richiesta chiede lun–ven mattina e pomeriggio',
      ),
    ).toBeVisible();
    expect(within(row('Sofia Ricci')).queryByText(/disponibil/i)).toBeNull();
    const suggested = await screen.findByRole('list', { name: 'Caregiver suggeriti' });
    const suggestion = (name: string) =>
      within(suggested).getByText(name, { exact: false }).closest('li') as HTMLElement;
    expect(
      within(suggestion('María Fernández')).getByText(
        'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio',
      ),
    ).toBeVisible();
    expect(within(suggestion('Paolo Fabbri')).queryByText(/richiesta chiede/)).toBeNull();
  });

  it("keeps 'Scelto su #…' on a proposed caregiver held on another request, beside the hold it already names", () => {
    showCandidates({
      status: 'INVIATO CV',
      candidates: [
        candidate('Chiara Esposito', { busyOn: [12] }),
        candidate('Sofia Ricci', {
          busyOn: [7, 15],
          takenElsewhere: { kind: 'chosen', requestIds: [7], until: null },
        }),
        candidate('Luca Marino'),
      ],
    });
    expect(within(row('Chiara Esposito')).getByText('Scelto su #12')).toBeVisible();
    expect(within(row('Sofia Ricci')).getByText('Scelto su #15')).toBeVisible();
    expect(within(row('Luca Marino')).queryByText(/Scelto su/)).toBeNull();
  });

  it('warns on the row of a caregiver the family asked to replace on another request of theirs', () => {
    showCandidates({
      status: 'SELEZIONE ATTIVA',
      candidates: [
        candidate('Martina Rossi', { replacementAskedOn: [10] }),
        candidate('Luca Marino', { replacementAskedOn: [] }),
      ],
    });
    const warning = within(row('Martina Rossi')).getByText(/La famiglia ha chiesto di sostituire/);
    expect(warning).toHaveTextContent(
      'La famiglia ha chiesto di sostituire questo profilo nella richiesta #10.',
    );
    expect(within(warning).getByRole('link', { name: '#10' })).toHaveAttribute(
      'href',
      '/backoffice/requests/10',
    );
    expect(within(row('Luca Marino')).queryByText(/sostituire/)).toBeNull();
  });

  it("says 'Fuori zona' of a proposed caregiver from another province who does not work in the request's", () => {
    const from = (fullName: string, province: string, workProvinces: string[] = []) => {
      const base = candidate(fullName);
      return { ...base, caregiver: { ...base.caregiver, province, workProvinces } };
    };
    showCandidates({
      status: 'INVIATO CV',
      province: 'TO',
      candidates: [
        from('Chiara Esposito', 'MI'),
        from('Sofia Ricci', 'MI', ['TO']),
        from('Luca Marino', 'TO'),
      ],
    });
    expect(within(row('Chiara Esposito')).getByText('Fuori zona · MI')).toBeVisible();
    expect(within(row('Sofia Ricci')).queryByText(/Fuori zona/)).toBeNull();
    expect(within(row('Luca Marino')).queryByText(/Fuori zona/)).toBeNull();
  });

  it('keeps the warnings that weigh on a choice for the choice: none on a profile not chosen, only a clash on the paid one', () => {
    const chosenAt = '2030-01-03T09:00:00.000Z';
    // Both from another province, speaking Italian only, free only in the evening.
    const unsuited = (fullName: string, extra: Parameters<typeof candidate>[1] = {}) => {
      const base = candidate(fullName, extra);
      return {
        ...base,
        caregiver: {
          ...base.caregiver,
          province: 'MI',
          workProvinces: [],
          languages: ['italian' as const],
          availability: ['mon-eve', 'tue-eve'] as AvailabilityCell[],
        },
      };
    };
    showCandidates({
      status: 'PAGATO',
      province: 'TO',
      languages: ['italian', 'english'],
      schedule: {
        startDate: null,
        days: ['mon', 'tue'],
        timeSlots: ['mor'],
        timeSlotsToBeDefined: false,
        frequency: null,
      },
      candidates: [
        unsuited('Chiara Esposito', {
          phase: 'CHOSEN',
          chosenAt,
          acceptedAt: chosenAt,
          busyOn: [12],
          commitments: [{ requestId: 12, cells: ['mon-mor'] }],
        }),
        unsuited('Luca Marino', {
          busyOn: [15],
          commitments: [{ requestId: 15, cells: ['tue-mor'] }],
        }),
        // The same profile proposed after the choice (a substitute, still to choose): every
        // warning stands.
        unsuited('Sofia Ricci', { busyOn: [16], selectedAt: '2030-01-05T09:00:00.000Z' }),
      ],
    });
    const paid = row('Chiara Esposito');
    expect(within(paid).getByText('Scelto, pagamento ricevuto')).toBeVisible();
    expect(within(paid).getByText('Scelto su #12')).toBeVisible();
    // The clash with their other request stays: the family could lose their hours.
    expect(
      within(paid).getByText('Orari richiesti già occupati su #12: lun mattina'),
    ).toBeVisible();
    const passedOver = row('Luca Marino');
    expect(within(passedOver).getByText('Non scelto')).toBeVisible();
    for (const place of [paid, passedOver]) {
      expect(within(place).queryByText(/Non parla/)).toBeNull();
      expect(within(place).queryByText(/Fuori zona/)).toBeNull();
      expect(within(place).queryByText(/richiesta chiede/)).toBeNull();
    }
    expect(within(passedOver).queryByText(/Scelto su/)).toBeNull();
    expect(within(passedOver).queryByText(/già occupati/)).toBeNull();
    const proposed = row('Sofia Ricci');
    expect(within(proposed).getByText('Proposto alla famiglia')).toBeVisible();
    expect(within(proposed).getByText(/Non parla/)).toBeVisible();
    expect(within(proposed).getByText(/Fuori zona/)).toBeVisible();
    expect(within(proposed).getByText(/richiesta chiede/)).toBeVisible();
  });

  it('reads the languages of the quote once set: Italian alone, nobody is told', () => {
    showCandidates({
      status: 'INVIATO CV',
      languages: ['italian', 'english'],
      requestDetail: { requiredLanguage: ['italian'] } as RequestWorkspace['requestDetail'],
      candidates: [candidate('Luca Marino')],
    });
    expect(screen.queryByText(/Non parla/)).toBeNull();
  });

  it("says which other family's request took a candidate and lets the tutor confirm their availability", async () => {
    const calls = showCandidates(
      {
        status: 'INVIATO CV',
        candidates: [
          candidate('Chiara Esposito', {
            takenElsewhere: { kind: 'chosen', requestIds: [7], until: null },
          }),
          candidate('Sofia Ricci'),
        ],
      },
      {
        'POST /v1/backoffice/requests/42/candidates/cg-chiara/availability': {
          body: candidate('Chiara Esposito'),
        },
      },
    );
    const taken = within(row('Chiara Esposito'));
    expect(taken.getByText(/Scelto da un’altra famiglia/)).toBeVisible();
    expect(taken.getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/backoffice/requests/7',
    );
    expect(within(row('Sofia Ricci')).queryByText(/Scelto da un’altra famiglia/)).toBeNull();
    expect(
      within(row('Sofia Ricci')).queryByRole('button', { name: /Conferma disponibilità/ }),
    ).toBeNull();

    await userEvent.click(
      taken.getByRole('button', { name: 'Conferma disponibilità di Chiara Esposito' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Confermare la disponibilità?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Conferma disponibilità' }));
    expect(
      await screen.findByText(
        'Disponibilità di Chiara Esposito confermata: la famiglia può sceglierne il profilo',
      ),
    ).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
      '/v1/backoffice/requests/42/candidates/cg-chiara/availability',
    ]);
  });

  it.each([
    {
      screenSize: 'a 1280 px screen',
      width: 1280,
      right: 'calc(calc(38.75rem * var(--mantine-scale)) + var(--mantine-spacing-md))',
      bottom: '',
    },
    // Beside the 620 px panel a 440 px toast would run off the left edge: at the bottom.
    { screenSize: 'a 1024 px laptop', width: 1024, right: '', bottom: 'var(--mantine-spacing-md)' },
    { screenSize: 'a phone', width: 390, right: '', bottom: 'var(--mantine-spacing-md)' },
  ])(
    'keeps its toasts off the open side panel on $screenSize, and back top right once it closes',
    async ({ width, right, bottom }) => {
      setWidth(width);
      mockApi({
        'POST /v1/backoffice/requests/42/candidates': {
          status: 409,
          body: { error: { code: 'CONFLICT', message: 'Chiara Esposito non è più attiva.' } },
        },
      });
      renderRoute(
        <CandidatesSection
          Picker={({ onPick }) => (
            <button type="button" onClick={() => onPick('cg-chiara', [])}>
              Aggiungi Chiara
            </button>
          )}
          request={workspaceFixture({
            id: 42,
            status: 'SELEZIONE ATTIVA',
            candidatesEditable: true,
          })}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Aggiungi candidati' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi Chiara' }));
      const toastArea = (await screen.findByText('Chiara Esposito non è più attiva.')).closest(
        '.mantine-Notifications-root',
      ) as HTMLElement;
      // Always the one top-right area, only its box moved (no toast drawn twice on its way).
      expect(toastArea).toHaveAttribute('data-position', 'top-right');
      expect(toastArea.style.right).toBe(right);
      expect(toastArea.style.bottom).toBe(bottom);

      await userEvent.click(
        within(screen.getByRole('dialog', { name: /Aggiungi candidati/ })).getAllByRole(
          'button',
        )[0] as HTMLElement,
      );
      await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // The toast, still on, stays where it was read (no jump over the page's first lines)...
      const areaOf = (text: string) =>
        screen.getByText(text).closest<HTMLElement>('.mantine-Notifications-root');
      expect(areaOf('Chiara Esposito non è più attiva.')?.style.right).toBe(right);
      expect(areaOf('Chiara Esposito non è più attiva.')?.style.bottom).toBe(bottom);
      expect(screen.getAllByText('Chiara Esposito non è più attiva.')).toHaveLength(1);
      // ...and once it has gone, the next one is in the top right corner again.
      await userEvent.click(screen.getByRole('button', { name: 'Chiudi la notifica' }));
      await toastsGone();
      toast.success('Candidato rimosso');
      // (A loaded machine draws the toast's area back later than vi.waitFor's one second.)
      await vi.waitFor(
        () => {
          expect(areaOf('Candidato rimosso')?.style.right).toBe('');
          expect(areaOf('Candidato rimosso')?.style.bottom).toBe('');
        },
        { timeout: 5000 },
      );
    },
  );

  it('asks before proposing a caregiver the search lists as held elsewhere, and still on the server’s 409', async () => {
    let busy = false;
    const calls = mockApi({
      'POST /v1/backoffice/requests/42/candidates': ({ body }) =>
        busy && !(body as { confirmBusy: boolean }).confirmBusy
          ? {
              status: 409,
              body: {
                error: {
                  code: 'CONFLICT',
                  message: 'Chiara Esposito ha già un incarico su #9.',
                  fields: {
                    confirmBusy: 'Ha già un incarico su #9. Proporre comunque il profilo?',
                  },
                },
              },
            }
          : { body: candidate('Chiara Esposito') },
    });
    const posts = () =>
      calls
        .filter((call) => call.method === 'POST')
        .map((call) => (call.body as { confirmBusy: boolean }).confirmBusy);
    renderRoute(
      <CandidatesSection
        Picker={({ onPick }) => (
          <>
            <button type="button" onClick={() => onPick('cg-chiara', [7, 15])}>
              Aggiungi impegnata
            </button>
            <button type="button" onClick={() => onPick('cg-chiara', [])}>
              Aggiungi libera
            </button>
          </>
        )}
        request={workspaceFixture({ id: 42, status: 'SELEZIONE ATTIVA', candidatesEditable: true })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi candidati' }));
    const question = async (text: string) => {
      const dialog = await screen.findByRole('dialog', { name: 'Profilo già impegnato' });
      expect(dialog).toHaveTextContent(text);
      return within(dialog);
    };

    // Known held elsewhere: asked first, nothing sent if the tutor cancels…
    await userEvent.click(await screen.findByRole('button', { name: 'Aggiungi impegnata' }));
    const first = await question('Ha già incarichi su #7, #15. Proporre comunque il profilo?');
    expect(posts()).toEqual([]);
    await userEvent.click(first.getByRole('button', { name: 'Annulla' }));
    expect(posts()).toEqual([]);
    // …and one call, confirmed, once they agree: no refused call first.
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi impegnata' }));
    await userEvent.click(
      (await question('#7, #15')).getByRole('button', { name: 'Proponi comunque' }),
    );
    await vi.waitFor(() => expect(posts()).toEqual([true]));

    // Held since the search was read: the server's 409 still asks.
    busy = true;
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi libera' }));
    await userEvent.click(
      (await question('Ha già un incarico su #9.')).getByRole('button', {
        name: 'Proponi comunque',
      }),
    );
    await vi.waitFor(() => expect(posts()).toEqual([true, false, true]));
  });

  it('names the other request but offers no confirmation once the choice is made here', () => {
    showCandidates({
      status: 'DA PAGARE',
      candidates: [
        candidate('Chiara Esposito', {
          takenElsewhere: { kind: 'chosen', requestIds: [7, 9], until: null },
        }),
      ],
    });
    expect(screen.getByRole('link', { name: '#9' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Conferma disponibilità/ })).toBeNull();
  });

  it("says another family's unpaid hold and until when, with no confirmation that could not lift it", () => {
    showCandidates({
      status: 'INVIATO CV',
      candidates: [
        candidate('Chiara Esposito', {
          takenElsewhere: {
            kind: 'reserved',
            requestIds: [7],
            until: '2026-12-04T10:30:00.000Z',
          },
        }),
      ],
    });
    expect(
      screen.getByText(/Riservato da un’altra famiglia \(.*\) fino al 4 dic(embre)? 2026/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/backoffice/requests/7',
    );
    expect(screen.queryByText(/Scelto da un’altra famiglia/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Conferma disponibilità/ })).toBeNull();
  });
});
