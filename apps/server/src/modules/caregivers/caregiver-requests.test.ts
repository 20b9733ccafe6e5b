import type { CaregiverDetail } from '@equilibrio/contract/caregivers';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import { completePayment } from '../../../test/workflow-fixtures';
import { HOUR, INTERVIEW_PLACE, useWorkflowJourney } from '../../../test/workflow-journey';

// The caregiver page's 'Richieste': every place the caregiver had on a request, where it stands,
// and with which family — and a record with any can only be switched off, not deleted.

describe("a caregiver's requests", () => {
  const { app, tutor, asTutor, accept, ...journey } = useWorkflowJourney();
  const caregiver = async (docRef: string) =>
    (
      await injectAs(app, tutor, 'GET', `/v1/backoffice/caregivers/${docRef}`)
    ).json() as CaregiverDetail;
  const placesOn = async (docRef: string, requestId: number) =>
    (await caregiver(docRef)).places.filter((place) => place.requestId === requestId);

  it('lists each place with its request, family and where it stands, the latest first', async () => {
    const { id } = await journey.acceptedRequest();
    await asTutor('POST', `/${id}/start-selection`);
    await journey.publish(id, ['cg-martina-rossi', 'cg-chiara-esposito', 'cg-sofia-ricci']);
    expect(await placesOn('cg-sofia-ricci', id)).toEqual([
      {
        requestId: id,
        requestStatus: 'INVIATO CV',
        family: { name: 'Giulia', surname: 'Bianchi', deleted: false },
        place: 'proposed',
        selectedAt: expect.any(String),
        endedAt: null,
      },
    ]);

    // Martina chosen, paid, and her interview fails on its day; Chiara is then chosen.
    expect((await accept(id, 'cg-martina-rossi')).statusCode).toBe(200);
    await completePayment(app, id);
    const at = new Date(journey.clock().now().getTime() + 48 * HOUR).toISOString();
    await asTutor('POST', `/${id}/interview`, { dateTime: at, place: INTERVIEW_PLACE });
    await journey.toInterview(at);
    await asTutor('POST', `/${id}/interview-failed`, { note: 'Orari incompatibili' });
    expect((await accept(id, 'cg-chiara-esposito')).statusCode).toBe(200);

    expect(await placesOn('cg-martina-rossi', id)).toEqual([
      expect.objectContaining({
        requestStatus: 'DA PAGARE',
        place: 'INTERVIEW_FAILED',
        endedAt: expect.any(String),
      }),
    ]);
    expect((await placesOn('cg-chiara-esposito', id))[0]!.place).toBe('chosen');
    // Sofia was not chosen, and the family's choice stands.
    expect((await placesOn('cg-sofia-ricci', id))[0]!.place).toBe('passedOver');

    // On a request: kept as its history, only switched off.
    const deleted = await injectAs(
      app,
      tutor,
      'DELETE',
      '/v1/backoffice/caregivers/cg-sofia-ricci',
    );
    expect(deleted.statusCode).toBe(409);
    expect((await caregiver('cg-sofia-ricci')).places.length).toBeGreaterThan(0);
  });

  it('a new caregiver has none', async () => {
    const created = await injectAs(app, tutor, 'POST', '/v1/backoffice/caregivers', {
      type: 'colf',
      name: 'Anna',
      surname: 'Nuova',
    });
    expect(created.statusCode).toBe(201);
    expect((await caregiver(created.json().docRef)).places).toEqual([]);
  });
});
