import type { ApplicationForm } from '@equilibrio/contract/caregiver-applications';
import type { App } from '../src/app';
import { injectAs, type TestUser } from './helpers';
import { multipartBody, sampleFiles } from './upload-fixtures';

let applicants = 0;

/** A complete, valid 'Lavora con noi' form (a new address each time). */
export function applicationForm(overrides: Partial<ApplicationForm> = {}): ApplicationForm {
  applicants += 1;
  return {
    name: 'Giulia',
    surname: 'Ferrero',
    email: `giulia.ferrero.${applicants}@example.it`,
    phone: '+39 333 123 4567',
    birthDate: '1994-03-12',
    comune: '001272',
    workComuni: ['001272', '001156'],
    workProvinces: ['TO'],
    types: ['babysitter'],
    skills: ['homework-help', 'taxi-sitter'],
    languages: ['italian', 'english'],
    yearsOfExperience: 6,
    availability: ['mon-aft', 'tue-aft', 'wed-aft'],
    liveIn: false,
    presentation:
      'Sono una babysitter con sei anni di esperienza con bambini dai 2 ai 10 anni, paziente e creativa.',
    privacyConsent: true,
    ...overrides,
  };
}

type Files = { photo?: Buffer | null; cv?: Buffer | null };

/** POST /v1/caregiver-applications as a browser sends it (no token), from `ip`. */
export function submitApplication(app: App, form: unknown, files: Files = {}, ip = '203.0.113.10') {
  const photo = files.photo === undefined ? sampleFiles.jpeg(2048) : files.photo;
  const cv = files.cv === undefined ? sampleFiles.pdf(4096) : files.cv;
  const { payload, headers } = multipartBody({ application: JSON.stringify(form) }, [
    ...(photo
      ? [{ data: photo, field: 'photo', fileName: 'foto.jpg', contentType: 'image/jpeg' }]
      : []),
    ...(cv ? [{ data: cv, field: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf' }] : []),
  ]);
  return app.inject({
    method: 'POST',
    url: '/v1/caregiver-applications',
    payload,
    headers,
    remoteAddress: ip,
  });
}

/** The back office's applications (tutors only). */
export const applicationsPath = '/v1/backoffice/caregiver-applications';

/** Applies with a valid form and answers the new application's id (read as `tutor`). */
export async function applyAndFind(
  app: App,
  tutor: TestUser,
  overrides: Partial<ApplicationForm> = {},
) {
  const form = applicationForm(overrides);
  const res = await submitApplication(app, form, {}, `198.51.100.${(applicants % 250) + 1}`);
  if (res.statusCode !== 201) throw new Error(`application refused: ${res.body}`);
  const list = await injectAs(
    app,
    tutor,
    'GET',
    `${applicationsPath}?q=${encodeURIComponent(form.email)}`,
  );
  const id = (list.json() as { content: { id: number }[] }).content[0]!.id;
  return { id, form };
}
