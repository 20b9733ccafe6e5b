import type { Application, ApplicationPage } from '@equilibrio/contract/caregiver-applications';
import type { CaregiverCheck } from '@equilibrio/contract/caregiver-checks';
import { describe, expect, it } from 'vitest';
import { callAs, injectAs } from '../../test/helpers';
import { useDemoApp } from '../../test/workflow-fixtures';

describe('demo data: the applications inbox', () => {
  const { app, tutor } = useDemoApp();
  const base = '/v1/backoffice/caregiver-applications';

  it('has an application in each state, with checks, and an open one’s CV to read', async () => {
    const page = await callAs<ApplicationPage>(app, tutor, 'GET', base);
    expect(page.counts).toEqual({ RECEIVED: 1, IN_REVIEW: 1, ACCEPTED: 1, DECLINED: 1 });
    const inReview = page.content.find((row) => row.status === 'IN_REVIEW')!;
    const detail = await callAs<Application>(app, tutor, 'GET', `${base}/${inReview.id}`);
    expect(detail.checks.map((check) => check.kind)).toEqual(['identity-document', 'references']);
    expect(detail.checks[0]?.tutorName).toBe('Marco Ferri');
    const cv = await injectAs(app, tutor, 'GET', detail.cvUrl!);
    expect(cv.statusCode).toBe(200);
    expect(cv.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const accepted = page.content.find((row) => row.status === 'ACCEPTED')!;
    const done = await callAs<Application>(app, tutor, 'GET', `${base}/${accepted.id}`);
    const checks = await callAs<CaregiverCheck[]>(
      app,
      tutor,
      'GET',
      `/v1/backoffice/caregivers/${done.caregiverDocRef}/checks`,
    );
    expect(checks).toHaveLength(5);
  });
});
