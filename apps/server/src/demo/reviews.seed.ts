import type { BusinessLine } from '@equilibrio/contract/enums';
import type { ReviewStatus } from '@equilibrio/contract/reviews';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { caregiverSelections, caregivers } from '../db/schema/caregivers';
import { requests } from '../db/schema/requests';
import { caregiverReviews } from '../db/schema/reviews';
import { serviceRounds } from '../db/schema/service-records';
import { users } from '../db/schema/users';
import { italianDay } from '../lib/clock';
import { demo } from './identities';
import type { Seeder } from './seed';
import { demoQuote } from './workflow.seed';

const DAY = 86_400_000;

/** Families of the past (profiles without an account: nobody signs in as them). */
const families = [
  { uid: 'demoFamily0000000000000001', name: 'Laura', surname: 'Gentile' },
  { uid: 'demoFamily0000000000000002', name: 'Francesca', surname: 'Moretti' },
  { uid: 'demoFamily0000000000000003', name: 'Chiara', surname: 'Lombardi' },
  { uid: 'demoFamily0000000000000004', name: 'Elena', surname: 'Barbieri' },
] as const;

type PastService = {
  family: (typeof families)[number]['uid'];
  caregiver: string;
  businessLine: BusinessLine;
  /** When the service started and how long it lasted (days). */
  startedDaysAgo: number;
  lasted: number;
  /** When the family wrote the review (days ago). */
  reviewedDaysAgo: number;
  rating: number;
  comment: string | null;
  status: ReviewStatus;
  hideReason?: string;
};

const pastServices: PastService[] = [
  {
    family: families[0].uid,
    caregiver: 'cg-martina-rossi',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 200,
    lasted: 90,
    reviewedDaysAgo: 105,
    rating: 5,
    comment:
      'Martina è stata preziosa: puntuale, paziente con i compiti e sempre sorridente. I bambini la aspettavano ogni giorno.',
    status: 'PUBLISHED',
  },
  {
    family: families[1].uid,
    caregiver: 'cg-martina-rossi',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 120,
    lasted: 60,
    reviewedDaysAgo: 55,
    rating: 4,
    comment:
      'Affidabile e attenta. Un paio di volte ha dovuto spostare l’orario, ma ci ha sempre avvisato per tempo.',
    status: 'PUBLISHED',
  },
  {
    family: families[2].uid,
    caregiver: 'cg-martina-rossi',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 40,
    lasted: 35,
    reviewedDaysAgo: 2,
    rating: 5,
    comment: 'Bravissima anche con il più piccolo, che all’inizio era timido.',
    status: 'PENDING',
  },
  {
    family: families[3].uid,
    caregiver: 'cg-martina-rossi',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 90,
    lasted: 30,
    reviewedDaysAgo: 50,
    rating: 3,
    comment: 'Brava, per qualsiasi informazione chiamatemi al 347 555 0199.',
    status: 'HIDDEN',
    hideReason:
      'Il commento conteneva un numero di telefono: per la riservatezza di tutti non possiamo pubblicarlo. Se vuoi, scrivilo di nuovo senza recapiti.',
  },
  {
    family: families[0].uid,
    caregiver: 'cg-sofia-ricci',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 300,
    lasted: 120,
    reviewedDaysAgo: 175,
    rating: 5,
    comment: 'Sofia ha insegnato ai bambini a cucinare i biscotti: un successo!',
    status: 'PUBLISHED',
  },
  {
    family: families[1].uid,
    caregiver: 'cg-ana-popescu',
    businessLine: 'NURSE',
    startedDaysAgo: 150,
    lasted: 100,
    reviewedDaysAgo: 48,
    rating: 5,
    comment: 'Ana si è presa cura di mio padre con grande delicatezza e professionalità.',
    status: 'PUBLISHED',
  },
  {
    family: families[2].uid,
    caregiver: 'cg-luca-marino',
    businessLine: 'BABYSITTER',
    startedDaysAgo: 70,
    lasted: 45,
    reviewedDaysAgo: 20,
    rating: 4,
    comment: null,
    status: 'PENDING',
  },
];

/** The demo customer's own review: Maria, after the trial on the Milan request (IN ATTESA). */
const customerReview = {
  caregiver: 'cg-maria-fernandez',
  rating: 5,
  comment: 'Maria è stata una presenza serena per mia zia: attenta, gentile e sempre disponibile.',
  reviewedDaysAgo: 12,
};

/**
 * Reviews of the demo caregivers in each state (issue 23 item 6): families of the past with a
 * closed request, the service round that made them eligible and their review (published,
 * waiting for a tutor, or hidden with its reason); and the demo customer's published review of
 * Maria. The demo customer's completed request with Martina is left to review.
 */
export const reviewsSeeder: Seeder = {
  name: 'caregiver-reviews',
  async run(tx, ctx) {
    const now = ctx.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const docRefs = [...pastServices.map((s) => s.caregiver), customerReview.caregiver];
    const directory = new Map(
      (
        await tx
          .select({
            id: caregivers.id,
            docRef: caregivers.docRef,
            name: caregivers.name,
            surname: caregivers.surname,
          })
          .from(caregivers)
          .where(inArray(caregivers.docRef, docRefs))
      ).map((row) => [row.docRef, row]),
    );
    await tx
      .insert(users)
      .values(
        families.map((family) => ({
          uid: family.uid,
          name: family.name,
          surname: family.surname,
          email: `${family.name.toLowerCase()}.${family.surname.toLowerCase()}@famiglie.demo.equilibrio.it`,
          createdAt: ago(320),
          updatedAt: ago(320),
        })),
      )
      .onConflictDoNothing();

    for (const past of pastServices) {
      const caregiver = directory.get(past.caregiver)!;
      const started = ago(past.startedDaysAgo);
      const ended = ago(past.startedDaysAgo - past.lasted);
      const [request] = await tx
        .insert(requests)
        .values({
          customerUid: past.family,
          status: 'SELEZIONE COMPLETATA',
          businessLine: past.businessLine,
          // Its quote's period is the round's: the service reads as concluded on both sides
          // ('Servizio concluso il …') and its caregiver as free again, not 'Servizio in corso'.
          requestDetail: demoQuote(now, -past.startedDaysAgo, 0, {
            serviceEnd: italianDay(ended),
            netHourCost: 10,
          }),
          assignedTutorUid: demo.tutor.uid,
          city: 'Torino',
          province: 'TO',
          street: 'Via Garibaldi 12',
          postalCode: '10122',
          languages: ['italian'],
          contactDate: ago(past.startedDaysAgo + 20),
          createdAt: ago(past.startedDaysAgo + 20),
          updatedAt: started,
        })
        .returning({ id: requests.id });
      await tx.insert(caregiverSelections).values({
        requestId: request!.id,
        caregiverId: caregiver.id,
        phase: 'CHOSEN',
        published: true,
        selectedAt: ago(past.startedDaysAgo + 10),
        chosenAt: ago(past.startedDaysAgo + 8),
        acceptedAt: ago(past.startedDaysAgo + 7),
        selectedByUid: demo.tutor.uid,
      });
      await writeReview(tx, {
        requestId: request!.id,
        userUid: past.family,
        caregiver,
        round: { start: started, end: ended },
        review: past,
        at: ago(past.reviewedDaysAgo),
      });
    }

    // The demo customer's Milan request: Maria's trial (its round) ended, the review published.
    const [milan] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.customerUid, demo.customer.uid), eq(requests.status, 'IN ATTESA')))
      .orderBy(asc(requests.id))
      .limit(1);
    const maria = directory.get(customerReview.caregiver)!;
    if (milan) {
      const [round] = await tx
        .select({ id: serviceRounds.id })
        .from(serviceRounds)
        .where(and(eq(serviceRounds.requestId, milan.id), eq(serviceRounds.caregiverId, maria.id)))
        .limit(1);
      await tx.insert(caregiverReviews).values({
        requestId: milan.id,
        caregiverId: maria.id,
        userUid: demo.customer.uid,
        serviceRoundId: round?.id ?? null,
        rating: customerReview.rating,
        comment: customerReview.comment,
        status: 'PUBLISHED',
        moderatedByUid: demo.tutor.uid,
        moderatedAt: ago(customerReview.reviewedDaysAgo - 1),
        createdAt: ago(customerReview.reviewedDaysAgo),
        updatedAt: ago(customerReview.reviewedDaysAgo - 1),
      });
    }
  },
};

async function writeReview(
  tx: Db,
  input: {
    requestId: number;
    userUid: string;
    caregiver: { id: number; name: string; surname: string };
    round: { start: Date; end: Date };
    review: PastService;
    at: Date;
  },
) {
  const [round] = await tx
    .insert(serviceRounds)
    .values({
      requestId: input.requestId,
      caregiverId: input.caregiver.id,
      caregiverName: `${input.caregiver.name} ${input.caregiver.surname}`,
      eventType: 'ACTIVATION',
      startDate: italianDay(input.round.start),
      endDate: italianDay(input.round.end),
      paymentStatus: 'PAID',
      createdByUid: demo.tutor.uid,
      createdAt: input.round.start,
      updatedAt: input.round.end,
    })
    .returning({ id: serviceRounds.id });
  const { review } = input;
  const moderated = review.status !== 'PENDING';
  const moderatedAt = new Date(input.at.getTime() + DAY);
  await tx.insert(caregiverReviews).values({
    requestId: input.requestId,
    caregiverId: input.caregiver.id,
    userUid: input.userUid,
    serviceRoundId: round!.id,
    rating: review.rating,
    comment: review.comment,
    status: review.status,
    hideReason: review.hideReason ?? null,
    moderatedByUid: moderated ? demo.tutor.uid : null,
    moderatedAt: moderated ? moderatedAt : null,
    createdAt: input.at,
    updatedAt: moderated ? moderatedAt : input.at,
  });
}
