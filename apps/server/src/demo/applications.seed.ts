import type { ApplicationStatus } from '@equilibrio/contract/caregiver-applications';
import type { CheckKind } from '@equilibrio/contract/caregiver-checks';
import type { AvailabilityCell } from '@equilibrio/contract/caregiver-profile';
import { caregiverApplications, caregiverChecks, caregivers } from '../db/schema/caregivers';
import { daysFrom } from '../lib/clock';
import { writePdf } from './demo-assets';
import { portraitPath } from './demo-caregivers';
import { demo } from './identities';
import type { Seeder } from './seed';

type DemoApplication = {
  status: ApplicationStatus;
  daysAgo: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  birthDate: string;
  comune: string;
  province: string;
  workComuni: string[];
  workProvinces: string[];
  types: string[];
  skills: string[];
  languages: string[];
  yearsOfExperience: number;
  availability: AvailabilityCell[];
  liveIn: boolean;
  presentation: string;
  /** Recorded a day apart after the application arrived. */
  checks: { kind: CheckKind; reference?: string; notes?: string }[];
  declineReason?: string;
};

/** Fictitious applicants ('Lavora con noi'), one or more in each state, with their checks. */
const applications: DemoApplication[] = [
  {
    status: 'RECEIVED',
    daysAgo: 1,
    name: 'Alessia',
    surname: 'Moretti',
    email: 'alessia.moretti@demo.equilibrio.it',
    phone: '+39 347 210 4455',
    birthDate: '1998-05-14',
    comune: '001272',
    province: 'TO',
    workComuni: ['001272', '001156'],
    workProvinces: [],
    types: ['babysitter'],
    skills: ['homework-help', 'taxi-sitter'],
    languages: ['italian', 'english'],
    yearsOfExperience: 4,
    availability: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'],
    liveIn: false,
    presentation:
      'Studio Scienze della formazione primaria e da quattro anni seguo i bambini nei compiti e nelle attività del pomeriggio. Ho la patente e l’auto.',
    checks: [],
  },
  {
    status: 'IN_REVIEW',
    daysAgo: 6,
    name: 'Ioana',
    surname: 'Dumitru',
    email: 'ioana.dumitru@demo.equilibrio.it',
    phone: '+39 329 884 1200',
    birthDate: '1979-11-02',
    comune: '015146',
    province: 'MI',
    workComuni: ['015146'],
    workProvinces: ['MI'],
    types: ['badante', 'colf'],
    skills: ['non-self-sufficient', 'dementia', 'night-assistance', 'cooking'],
    languages: ['italian'],
    yearsOfExperience: 12,
    availability: ['mon-mor', 'tue-mor', 'wed-mor', 'thu-mor', 'fri-mor', 'sat-mor'],
    liveIn: true,
    presentation:
      'Assisto persone anziane da dodici anni, anche con Alzheimer. Sono paziente, precisa e cucino volentieri piatti della tradizione.',
    checks: [
      { kind: 'identity-document' },
      {
        kind: 'references',
        reference: 'Famiglia Colombo, Milano — assistenza alla madre dal 2019 al 2024',
      },
    ],
  },
  {
    status: 'ACCEPTED',
    daysAgo: 20,
    name: 'Valentina',
    surname: 'Colombo',
    email: 'valentina.colombo@demo.equilibrio.it',
    phone: '+39 340 556 7812',
    birthDate: '1992-02-23',
    comune: '001272',
    province: 'TO',
    workComuni: ['001272'],
    workProvinces: ['TO'],
    types: ['babysitter'],
    skills: ['newborns', 'homework-help', 'cooking-for-kids'],
    languages: ['italian', 'french'],
    yearsOfExperience: 8,
    availability: ['mon-mor', 'mon-aft', 'wed-mor', 'wed-aft', 'fri-mor', 'fri-aft'],
    liveIn: false,
    presentation:
      'Educatrice d’infanzia, otto anni con bambini da zero a sei anni. Parlo francese e propongo giochi e letture nelle due lingue.',
    checks: [
      { kind: 'identity-document' },
      { kind: 'references', reference: 'Asilo nido Il Girasole, Torino' },
      {
        kind: 'agency-interview',
        notes: 'Molto preparata sui neonati; disponibile da subito.',
      },
      { kind: 'criminal-record' },
      { kind: 'first-aid' },
    ],
  },
  {
    status: 'DECLINED',
    daysAgo: 40,
    name: 'Marco',
    surname: 'Rinaldi',
    email: 'marco.rinaldi@demo.equilibrio.it',
    phone: '+39 331 908 1234',
    birthDate: '2001-07-30',
    comune: '001156',
    province: 'TO',
    workComuni: ['001156'],
    workProvinces: [],
    types: ['pet-sitter'],
    skills: ['dog-walking'],
    languages: ['italian'],
    yearsOfExperience: 0,
    availability: ['sat-mor', 'sun-mor'],
    liveIn: false,
    presentation: 'Amo i cani e vorrei iniziare a lavorare come dog sitter nel fine settimana.',
    checks: [{ kind: 'agency-interview', notes: 'Nessuna esperienza.' }],
    declineReason: 'Nessuna esperienza e disponibilità solo nel fine settimana.',
  },
];

const day = (date: Date) => date.toISOString().slice(0, 10);

/** A short PDF CV of an applicant, kept in the private storage like an uploaded one. */
const cvOf = (a: DemoApplication) =>
  writePdf(`CV ${a.name} ${a.surname}`, 'Curriculum vitae', [
    { text: `${a.name} ${a.surname}`, size: 20, bold: true },
    { text: a.email, size: 11 },
    { text: 'Presentazione', size: 13, bold: true, gapBefore: 12 },
    { text: a.presentation.slice(0, 90), size: 11 },
    { text: `Anni di esperienza: ${a.yearsOfExperience}`, size: 11, gapBefore: 6 },
  ]);

/**
 * The demo applications inbox: one application in each state, the vetting checks recorded by
 * the demo tutor; the accepted one became a caregiver of the directory (with its checks).
 */
export const applicationsSeeder: Seeder = {
  name: 'caregiver-applications-v1',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    for (const [index, a] of applications.entries()) {
      const createdAt = daysFrom(now, -a.daysAgo);
      const decidedAt =
        a.status === 'ACCEPTED' || a.status === 'DECLINED' ? daysFrom(createdAt, 10) : null;
      const open = decidedAt === null;
      const cvPath = open ? `private/applications/demo-cv-${index + 1}.pdf` : null;
      if (cvPath) await ctx.storage.put(cvPath, Buffer.from(cvOf(a)), 'application/pdf');
      // What the application says and the caregiver it becomes keeps.
      const profile = {
        name: a.name,
        surname: a.surname,
        phone: a.phone,
        languages: a.languages,
        province: a.province,
        birthDate: a.birthDate,
        comune: a.comune,
        workComuni: a.workComuni,
        workProvinces: a.workProvinces,
        skills: a.skills,
        yearsOfExperience: a.yearsOfExperience,
        availability: a.availability,
        liveIn: a.liveIn,
        presentation: a.presentation,
      };
      let caregiverId: number | null = null;
      if (a.status === 'ACCEPTED') {
        const docRef = `cg-${a.name.toLowerCase()}-${a.surname.toLowerCase()}`;
        const [row] = await tx
          .insert(caregivers)
          .values({
            docRef,
            type: a.types[0]!,
            // Her illustrated portrait ships with the demo files, as the other caregivers' do.
            photoUrl: `/files/${portraitPath(docRef)}`,
            ...profile,
            email: a.email,
            description: a.presentation,
            active: true,
            createdAt: decidedAt!,
            updatedAt: decidedAt!,
          })
          .returning({ id: caregivers.id });
        caregiverId = row!.id;
      }
      const [application] = await tx
        .insert(caregiverApplications)
        .values({
          email: a.email,
          types: a.types,
          ...profile,
          cvPath,
          status: a.status,
          declineReason: a.declineReason ?? null,
          consentVersion: '1.0',
          consentHash: 'demo',
          decidedByUid: decidedAt ? demo.tutor.uid : null,
          decidedAt,
          caregiverId,
          createdAt,
          updatedAt: decidedAt ?? createdAt,
        })
        .returning({ id: caregiverApplications.id });
      if (a.checks.length > 0) {
        await tx.insert(caregiverChecks).values(
          a.checks.map((check, i) => {
            const checkedAt = daysFrom(createdAt, i + 1);
            return {
              // An accepted application's checks are its caregiver's.
              ...(caregiverId ? { caregiverId } : { applicationId: application!.id }),
              kind: check.kind,
              checkedOn: day(checkedAt),
              reference: check.reference ?? null,
              notes: check.notes ?? null,
              tutorUid: demo.tutor.uid,
              createdAt: checkedAt,
              updatedAt: checkedAt,
            };
          }),
        );
      }
    }
  },
};
