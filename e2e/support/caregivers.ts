import zlib from 'node:zlib';
import { vettingCheckKinds } from '@equilibrio/contract/caregiver-checks';
import { availabilityCell } from '@equilibrio/contract/caregiver-profile';
import type { Caregiver } from '@equilibrio/contract/caregivers';
import type { Language } from '@equilibrio/contract/enums';
import { isoDate, romeParts } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { api, demoTutor, signInToken, uniqueSurname } from './accounts';

/**
 * A journey's own caregivers. A family's choice holds the caregiver it accepts, so journeys that
 * run side by side never propose, choose or pay the same one: each makes its own, as a family
 * tutor does with 'Nuovo caregiver'. The seeded ones stay for the journeys that only look.
 */

/**
 * A PNG of `side` × `side` pixels stored without compression: several MB (1 100 px: 3.6 MB), as a
 * phone camera's photo is, for the checks that such a photo can be sent.
 */
export function largePng(side = 1100) {
  const row = side * 3 + 1;
  const raw = Buffer.alloc(row * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 1; x < row; x += 1) raw[y * row + x] = (x * 31 + y * 17) & 0xff;
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 1×1 PNG: a photo the server takes (and a browser draws). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The smallest PDF the server takes as a CV. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const firstNames = ['Martina', 'Giulia', 'Sara', 'Elena', 'Francesca', 'Alessia', 'Chiara'];

/** Torino in the gazetteer (ISTAT), where the demo families live. */
const TORINO = '001272';

const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

export type TestCaregiver = Caregiver & { fullName: string };

/**
 * A new babysitter, active and ready to send to a family: created through the back office's API
 * as the demo family tutor (the 'Nuovo caregiver' form's calls), living and working in Torino,
 * free on weekday afternoons and evenings, with every vetting check recorded today (a babysitter
 * goes to a family only with her criminal record; with all, neither the tutor's sending nor the
 * family's card warns of one missing). An Italian first name and a unique surname
 * ('Prova3fa9c'); speaking `languages` (Italian unless told); with `files`, a photo and a CV
 * uploaded as the form does. Answers the record as the back office reads it, with `fullName`.
 */
export async function newCaregiver(
  options: { languages?: Language[]; files?: boolean } = {},
): Promise<TestCaregiver> {
  const token = await signInToken(demoTutor.email, demoTutor.password);
  const name = firstNames[Math.floor(Math.random() * firstNames.length)]!;
  const created = await api<Caregiver>('/v1/backoffice/caregivers', {
    method: 'POST',
    token,
    body: {
      type: 'babysitter',
      name,
      surname: uniqueSurname('Prova'),
      phone: '+39 347 000 1122',
      description: 'Paziente e puntuale, segue i bambini nei compiti e nel gioco.',
      languages: options.languages ?? ['italian'],
      province: 'TO',
      comune: TORINO,
      workComuni: [TORINO],
      yearsOfExperience: 5,
      availability: weekdays.flatMap((day) => [
        availabilityCell(day, 'aft'),
        availabilityCell(day, 'eve'),
      ]),
      birthDate: '1995-04-18',
      active: true,
    },
  });
  const { docRef } = created;
  const today = isoDate(romeParts(new Date()));
  for (const kind of vettingCheckKinds) {
    await api(`/v1/backoffice/caregivers/${docRef}/checks`, {
      method: 'POST',
      token,
      body: {
        kind,
        checkedOn: today,
        reference: kind === 'references' ? 'Famiglia Bianchi, Torino' : null,
      },
    });
  }
  let caregiver = created;
  if (options.files) {
    const upload = (slot: 'photo' | 'cv', file: Blob, fileName: string) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return api<Caregiver>(`/v1/backoffice/caregivers/${docRef}/${slot}`, {
        method: 'PUT',
        token,
        body: form,
      });
    };
    await upload('photo', new Blob([tinyPng], { type: 'image/png' }), 'foto.png');
    caregiver = await upload('cv', new Blob([tinyPdf], { type: 'application/pdf' }), 'cv.pdf');
  }
  return { ...caregiver, fullName: fullName(caregiver.name, caregiver.surname) };
}
