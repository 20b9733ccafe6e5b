import type { CheckKind } from '@equilibrio/contract/caregiver-checks';
import {
  type AvailabilityCell,
  availabilityCell,
  type SkillCode,
} from '@equilibrio/contract/caregiver-profile';
import { type DayCode, dayCodes, type HourCode } from '@equilibrio/contract/enums';
import { eq } from 'drizzle-orm';
import { caregiverChecks, caregivers } from '../db/schema/caregivers';
import { comuneCodeOf } from '../modules/places/places.service';
import { demoCaregivers } from './demo-caregivers';
import { demo } from './identities';
import type { Seeder } from './seed';

const weekdays = dayCodes.slice(0, 5);
const cells = (days: readonly DayCode[], slots: readonly HourCode[]): AvailabilityCell[] =>
  days.flatMap((day) => slots.map((slot) => availabilityCell(day, slot)));

const allChecks: CheckKind[] = [
  'identity-document',
  'references',
  'agency-interview',
  'criminal-record',
];

type DemoProfile = {
  birthDate: string;
  skills: SkillCode[];
  availability: AvailabilityCell[];
  workProvinces?: string[];
  liveIn?: boolean;
  /**
   * The agency's checks passed. Every babysitter and badante the demo sends to a family has the
   * criminal record (the contract's `lacksCriminalRecord`); some still lack another check, which
   * the family's card says ('Referenze non ancora verificate').
   */
  checks: CheckKind[];
  /** The tutor's line on the requests that propose them. */
  reason: string;
};

/** The demo caregivers' profiles (issue 23): what families see beside the card. */
const profiles: Record<string, DemoProfile> = {
  'cg-martina-rossi': {
    birthDate: '1994-03-12',
    skills: ['homework-help', 'newborns', 'cooking-for-kids'],
    availability: cells(weekdays, ['aft', 'eve']),
    checks: [...allChecks, 'first-aid'],
    reason: 'Educatrice con sei anni di esperienza, segue i compiti anche in inglese.',
  },
  'cg-chiara-esposito': {
    birthDate: '1997-08-30',
    skills: ['taxi-sitter', 'homework-help'],
    availability: cells(weekdays, ['aft']),
    workProvinces: ['MB'],
    checks: allChecks,
    reason: 'Ha l’auto e accompagna i bambini a scuola e alle attività.',
  },
  'cg-sofia-ricci': {
    birthDate: '1999-01-21',
    skills: ['homework-help', 'cooking-for-kids'],
    // A student who babysits in the evenings (her experience says so): afternoons and evenings.
    availability: cells(['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], ['aft', 'eve']),
    // Her references are still being called.
    checks: ['identity-document', 'agency-interview', 'criminal-record'],
    reason: 'Parla inglese e francese: ideale per giocare e studiare le lingue.',
  },
  'cg-luca-marino': {
    birthDate: '1992-05-04',
    skills: ['taxi-sitter', 'special-needs'],
    availability: cells(weekdays, ['aft', 'eve']),
    workProvinces: ['MI'],
    checks: ['identity-document', 'agency-interview', 'criminal-record', 'first-aid'],
    reason: 'Sportivo e paziente, con il primo soccorso pediatrico.',
  },
  'cg-davide-greco': {
    birthDate: '1988-11-15',
    skills: ['dog2', 'dog3', 'dog4', 'pet-boarding', 'pet-medication'],
    availability: cells(dayCodes, ['mor', 'eve']),
    checks: allChecks,
    reason: 'Esperto di cani di taglia grande, ha una casa con giardino.',
  },
  'cg-elena-bruno': {
    birthDate: '1995-02-09',
    skills: ['cat', 'dog', 'pet-medication'],
    availability: cells(weekdays, ['mor', 'aft']),
    checks: ['identity-document', 'references'],
    reason: 'Si occupa di animali anziani e somministra le terapie.',
  },
  'cg-giorgia-gallo': {
    birthDate: '1998-06-18',
    skills: ['dog', 'dog1', 'dog-walking'],
    availability: cells(dayCodes, ['mor']),
    checks: ['identity-document', 'agency-interview'],
    reason: 'Passeggiate quotidiane in compagnia, anche nel weekend.',
  },
  'cg-ana-popescu': {
    birthDate: '1975-09-02',
    skills: ['non-self-sufficient', 'dementia', 'mobility-aid', 'medication'],
    availability: cells(dayCodes, ['mor', 'aft', 'eve']),
    liveIn: true,
    checks: [...allChecks, 'first-aid'],
    reason: 'Dodici anni con persone con Alzheimer, disponibile anche a convivere.',
  },
  'cg-rosa-conti': {
    birthDate: '1969-04-27',
    skills: ['non-self-sufficient', 'mobility-aid', 'medication'],
    availability: cells(weekdays, ['mor', 'aft']),
    // Her criminal record is still awaited: the demo's request being composed (SELEZIONE ATTIVA)
    // shows the tutor why its profiles cannot be sent yet.
    checks: ['identity-document', 'references', 'agency-interview'],
    reason: 'Quindici anni di assistenza, accompagna alle visite mediche.',
  },
  'cg-maria-fernandez': {
    birthDate: '1979-12-05',
    skills: ['night-assistance', 'medication', 'non-self-sufficient'],
    availability: cells(dayCodes, ['eve']),
    liveIn: true,
    checks: allChecks,
    reason: 'Esperta di turni di notte e medicazioni.',
  },
  'cg-irina-kovalenko': {
    birthDate: '1986-07-11',
    skills: ['mobility-aid', 'non-self-sufficient'],
    availability: cells(weekdays, ['mor']),
    checks: allChecks,
    reason: 'Segue la riabilitazione e guida: utile per le visite.',
  },
  'cg-francesca-deluca': {
    birthDate: '1983-10-23',
    skills: ['ironing', 'cleaning', 'laundry'],
    availability: cells(weekdays, ['mor']),
    checks: allChecks,
    reason: 'Precisa e riservata, cura anche i tessuti delicati.',
  },
  'cg-lucia-costa': {
    birthDate: '1978-03-30',
    skills: ['cooking', 'shopping', 'laundry', 'ironing'],
    availability: cells(weekdays, ['mor', 'aft']),
    checks: ['identity-document', 'references'],
    reason: 'Cucina casalinga e commissioni: una mano per tutta la casa.',
  },
  'cg-paolo-mancini': {
    birthDate: '1990-01-14',
    skills: ['cleaning', 'shopping'],
    availability: cells(['mon', 'wed', 'fri'], ['aft']),
    checks: ['identity-document'],
    reason: 'Affidabile, con patente: pulizie e piccole commissioni.',
  },
};

/** The tutor's line for the family on the demo requests that propose the caregiver, if any. */
export const demoProposalReason = (docRef: string) => profiles[docRef]?.reason ?? null;

/**
 * The demo caregivers' profiles (issue 23): birth date, comune, skills, availability and the
 * agency's checks (by the demo tutor), so the demo customer's published candidates show real
 * profiles. It runs before the workflow seeder, whose tutor publishes the candidates through the
 * real move (refused for a babysitter or badante without the criminal record) with their reasons
 * (`demoProposalReason`); their commitments are that seeder's chosen and confirmed caregivers.
 */
export const caregiverProfilesSeeder: Seeder = {
  name: 'caregiver-profiles-v1',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const day = (daysAgo: number) =>
      new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    for (const caregiver of demoCaregivers) {
      const profile = profiles[caregiver.docRef];
      if (!profile) continue;
      const comune = comuneCodeOf(caregiver.city, null);
      const [row] = await tx
        .update(caregivers)
        .set({
          birthDate: profile.birthDate,
          comune,
          workComuni: comune ? [comune] : [],
          workProvinces: [caregiver.province, ...(profile.workProvinces ?? [])],
          skills: profile.skills,
          yearsOfExperience: caregiver.yearsOfExperience,
          availability: profile.availability,
          liveIn: profile.liveIn ?? false,
          updatedAt: now,
        })
        .where(eq(caregivers.docRef, caregiver.docRef))
        .returning({ id: caregivers.id });
      if (!row) continue;
      if (profile.checks.length > 0) {
        await tx.insert(caregiverChecks).values(
          profile.checks.map((kind, i) => ({
            caregiverId: row.id,
            kind,
            // At most 120 days ago: a criminal record counts six months from its day
            // (`criminalRecordValidityMonths`), so the demo's stay valid for months.
            checkedOn: day(120 - i * 7),
            reference: kind === 'references' ? 'Due famiglie contattate dalla tutor' : null,
            tutorUid: demo.tutor.uid,
            createdAt: now,
            updatedAt: now,
          })),
        );
      }
    }
  },
};
