/**
 * The product's closed vocabularies (spec §3, §4, §9), shared by server and web.
 * String-literal tuples: the server stores these exact values (CHECK constraints), the web
 * app maps them to Italian labels.
 */

export const businessLines = ['BABYSITTER', 'PETSITTER', 'NURSE', 'COLF'] as const;
export type BusinessLine = (typeof businessLines)[number];

export const businessLineLabels: Record<BusinessLine, string> = {
  BABYSITTER: 'Babysitter',
  PETSITTER: 'Petsitter',
  NURSE: 'Badante',
  COLF: 'Colf',
};

/**
 * The name the family reads for the catalogue service of its request, on its pages, in its
 * emails and at the checkout: the business line's ('Babysitter'). The catalogue's own name
 * ('Babysitter welfare', a price list's) is the back office's.
 */
export const familyServiceName = (businessLine: BusinessLine) => businessLineLabels[businessLine];

/**
 * Whether the CCNL lavoro domestico governs the line's work: a babysitter's, a badante's, a colf's
 * — domestic work, with its week for one caregiver and its live-in way of working — never pet
 * sitting. The one home of it: the schedule warnings and the monthly estimate's legal week
 * (`quoteScheduleWarnings`, `monthlyEstimate`) ask here; 'Convivenza' asks `liveInLine`.
 */
export const domesticWorkLine = (line: BusinessLine) => line !== 'PETSITTER';

/**
 * Whether the line's quote offers 'Convivenza' (living in: the CCNL's monthly wage and 54-hour
 * week): a badante's and a colf's. Not a pet sitter's (no domestic work), nor a babysitter's (the
 * spec's babysitter quote has no such flag: its own switch is the taxi-sitter). The one home of
 * it: the quote form's flags, the refusal of a live-in quote of another line
 * (`liveInQuoteProblem`), and what the hours past one caregiver's week suggest to the tutor and
 * the family (`quoteScheduleWarnings`, `monthlyEstimate`) — never a 'Convivenza' the form lacks.
 */
export const liveInLine = (line: BusinessLine) => line === 'NURSE' || line === 'COLF';

/** Caregiver type names (spec §3) per business line. */
export const caregiverTypes = ['babysitter', 'pet-sitter', 'badante', 'colf'] as const;
export type CaregiverType = (typeof caregiverTypes)[number];
export const caregiverTypeByLine: Record<BusinessLine, CaregiverType> = {
  BABYSITTER: 'babysitter',
  PETSITTER: 'pet-sitter',
  NURSE: 'badante',
  COLF: 'colf',
};

/**
 * The first-request "needs" choices (spec §3 "Service choices"). Taxi-sitter and Aiuto compiti
 * are babysitting needs.
 */
export const serviceChoices = [
  { value: 'Babysitter', label: 'Babysitter', businessLine: 'BABYSITTER' },
  { value: 'Taxi-sitter', label: 'Taxi-sitter', businessLine: 'BABYSITTER' },
  { value: 'Aiuto compiti', label: 'Aiuto compiti', businessLine: 'BABYSITTER' },
  { value: 'Petsitter', label: 'Petsitter', businessLine: 'PETSITTER' },
  { value: 'Badante', label: 'Badante', businessLine: 'NURSE' },
] as const satisfies readonly { value: string; label: string; businessLine: BusinessLine }[];
export type ServiceChoice = (typeof serviceChoices)[number]['value'];

/**
 * What a first request's "needs" may be: a partner company's services (by name) when it offers
 * some, else the spec's choices — which have no colf (`fromCompany` false: the form says how to ask
 * for one). The sign-up page, the dashboard's first request and the API read this one rule.
 */
export function needsChoices(
  companyServices: readonly { name: string; businessLine: BusinessLine }[] | null | undefined,
) {
  if (companyServices && companyServices.length > 0) {
    return {
      fromCompany: true,
      choices: companyServices.map((s) => ({
        value: s.name,
        label: s.name,
        businessLine: s.businessLine,
      })),
    } as const;
  }
  return { fromCompany: false, choices: serviceChoices } as const;
}

/**
 * The service as the family asked for it: the line's name, with the first request's own choice
 * beside it when it is a kind of that line ('Babysitter (Taxi-sitter)', 'Babysitter (Aiuto
 * compiti)'); the line alone otherwise, or once the request changed line. `name`: what the page
 * calls the service (the line's name unless told).
 */
export function askedServiceName(
  request: { businessLine: BusinessLine; needs: string | null },
  name = businessLineLabels[request.businessLine],
) {
  const choice = serviceChoices.find((c) => c.value === request.needs);
  const own =
    choice &&
    choice.businessLine === request.businessLine &&
    choice.label !== businessLineLabels[request.businessLine] &&
    // A name that says it already ('Taxi-sitter Milano') is not told it twice.
    !name.toLowerCase().includes(choice.label.toLowerCase());
  return own ? `${name} (${choice.label})` : name;
}
export const serviceChoiceValues = serviceChoices.map((c) => c.value) as [
  ServiceChoice,
  ...ServiceChoice[],
];

/** Request statuses in the stored (spaced) spelling of spec §4 / WORKFLOW.md. */
export const requestStatuses = [
  'NUOVA',
  'DA RICHIAMARE',
  'INVIATO PREVENTIVO',
  'PREVENTIVO ACCETTATO',
  'SELEZIONE ATTIVA',
  'INVIATO CV',
  'DA PAGARE',
  'PAGATO',
  'COLLOQUIO PRENOTATO',
  'SELEZIONE COMPLETATA',
  'IN ATTESA',
  'STAND BY',
  "NON PIU' INTERESSATO",
  'NON RISPONDE',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Statuses after which nothing more happens to a request. */
export const closedStatuses = [
  "NON PIU' INTERESSATO",
  'NON RISPONDE',
] as const satisfies readonly RequestStatus[];
/** A request is "active" (Home, `active=true`) unless it is closed. */
export const isActiveStatus = (status: RequestStatus) =>
  !(closedStatuses as readonly string[]).includes(status);

export const customerTypes = ['B2C', 'B2B'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const productTypes = ['SERVICE', 'SUBSCRIPTION'] as const;
export type ProductType = (typeof productTypes)[number];

export const contactPreferences = ['PHONE', 'WHATSAPP', 'EMAIL'] as const;
export type ContactPreference = (typeof contactPreferences)[number];
export const contactPreferenceLabels: Record<ContactPreference, string> = {
  PHONE: 'Telefonata',
  WHATSAPP: 'WhatsApp',
  EMAIL: 'Email',
};

/**
 * Which emails a family wants about its requests (issue 22): every news, only the steps that wait
 * for them, or none. Legal and payment emails are always sent, whatever the choice.
 */
export const notificationPreferences = ['ALL', 'ACTIONS', 'NONE'] as const;
export type NotificationPreference = (typeof notificationPreferences)[number];

/**
 * The emails no choice of `notificationPreferences` stops (their templates have no `familyNotice`),
 * as the settings page and every governed email's footer say it. The reminders of a payment still
 * to make are not among them (a family that chose none is not reminded).
 */
export const alwaysSentEmails = `Le email ${alwaysSentTopics()} e le comunicazioni legali ti arrivano sempre, qualunque sia la tua scelta.`;

/** The same emails, told to the family tutor of a family that chose none (its request's page). */
export const alwaysSentToFamilyAnyway = `le arrivano comunque le email ${alwaysSentTopics()}, ma non i promemoria di pagamento`;

function alwaysSentTopics() {
  return 'sui pagamenti ricevuti e sulla garanzia, sui colloqui (fissati, spostati o annullati)';
}

export const dependantTypes = ['PERSON', 'CAT', 'DOG'] as const;
export type DependantType = (typeof dependantTypes)[number];

/**
 * Who each service looks after: a babysitter and a badante people, a pet sitter animals; a colf
 * works in a house where both may live. A request names only assistiti its service is for (the
 * API and the request form's picker alike).
 */
export const dependantTypesFor: Record<BusinessLine, readonly DependantType[]> = {
  BABYSITTER: ['PERSON'],
  NURSE: ['PERSON'],
  PETSITTER: ['CAT', 'DOG'],
  COLF: ['PERSON', 'CAT', 'DOG'],
};

/** Whether the service `line` looks after an assistito of kind `type`. */
export const serviceIsFor = (line: BusinessLine, type: DependantType) =>
  dependantTypesFor[line].includes(type);

/** The service's carer, as a sentence's subject. */
const carerOf: Record<BusinessLine, string> = {
  BABYSITTER: 'La babysitter',
  NURSE: 'La badante',
  PETSITTER: 'Il petsitter',
  COLF: 'La colf',
};

/** Whom the service `line` looks after, when only people or only animals (null: both). */
function caredFor(line: BusinessLine) {
  const types = dependantTypesFor[line];
  const people = types.includes('PERSON');
  if (people && types.length > 1) return null;
  return people
    ? { who: 'persone', others: 'gli animali' }
    : { who: 'animali', others: 'le persone' };
}

/** What is wrong with these assistiti for the service `line` (null: nothing). */
export function dependantsMismatch(line: BusinessLine, types: readonly DependantType[]) {
  const cared = caredFor(line);
  if (!cared || types.every((type) => serviceIsFor(line, type))) return null;
  return `${carerOf[line]} si prende cura di ${cared.who}: togli ${cared.others} dagli assistiti.`;
}

/**
 * Under the request form's 'Assistiti' (null: nothing to say). A service for people only or
 * animals only says who cannot be chosen, when the family has some (`someUnfit`). A colf works in
 * the house rather than for someone: the field asks who lives there, which it needs all the same
 * (the spec requires assistiti on every request) and the colf is glad to know (a child, a dog).
 */
export function dependantsHint(line: BusinessLine, someUnfit: boolean) {
  const cared = caredFor(line);
  if (!cared) return `${carerOf[line]} lavora in casa: scegli chi ci vive, persone e animali.`;
  if (!someUnfit) return null;
  // An animal at home still matters to who cares for a person there: said where it goes.
  const animalsAtHome = serviceIsFor(line, 'PERSON')
    ? ' Se in casa c’è un animale, scrivilo nelle note.'
    : '';
  return `${carerOf[line]} si prende cura di ${cared.who}: ${cared.others} non si possono scegliere.${animalsAtHome}`;
}

/**
 * What a request's assistiti are to its service, heading them on the request page: whom it is
 * for ('Per'), or — a colf, who works in the house — who lives there ('In casa').
 */
export const assistitiLead = (line: BusinessLine) => (caredFor(line) ? 'Per' : 'In casa');

/**
 * Why an assistito named by the open request `requestId` of `line` cannot change its kind (only
 * asked when the new kind is a mismatch, so the service looks after people or animals only).
 */
export function dependantTypeChangeRefused(line: BusinessLine, requestId: number) {
  const who = caredFor(line)?.who ?? 'persone';
  return `Non puoi cambiarne il tipo: è nella richiesta #${requestId} e ${carerOf[line].toLowerCase()} si prende cura di ${who}.`;
}

/** The form's four kinds (spec §3): Bambino and Anziano are both PERSON. */
export const dependantKinds = [
  { value: 'CHILD', label: 'Bambino', type: 'PERSON' },
  { value: 'ELDER', label: 'Anziano', type: 'PERSON' },
  { value: 'DOG', label: 'Cane', type: 'DOG' },
  { value: 'CAT', label: 'Gatto', type: 'CAT' },
] as const satisfies readonly { value: string; label: string; type: DependantType }[];

/** The kinds of assistito the service `line` looks after (a badante: bambino, anziano). */
export const dependantKindsFor = (line: BusinessLine) =>
  dependantKinds.filter((kind) => serviceIsFor(line, kind.type));

/**
 * The kind a service is most often for: an assistito added from its request starts as that one
 * (a badante's, 'Anziano'); null when none stands out.
 */
export const usualDependantKind: Record<
  BusinessLine,
  (typeof dependantKinds)[number]['value'] | null
> = {
  BABYSITTER: 'CHILD',
  NURSE: 'ELDER',
  PETSITTER: null,
  COLF: null,
};

export const genders = ['MALE', 'FEMALE', 'OTHER'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  MALE: 'Maschio',
  FEMALE: 'Femmina',
  OTHER: 'Altro',
};

export const languages = ['italian', 'english', 'spanish', 'french', 'german'] as const;
export type Language = (typeof languages)[number];
export const languageLabels: Record<Language, string> = {
  italian: 'Italiano',
  english: 'Inglese',
  spanish: 'Spagnolo',
  french: 'Francese',
  german: 'Tedesco',
};

export const months = [
  'Gennaio',
  'Febbraio',
  'Marzo',
  'Aprile',
  'Maggio',
  'Giugno',
  'Luglio',
  'Agosto',
  'Settembre',
  'Ottobre',
  'Novembre',
  'Dicembre',
] as const;

/**
 * Spec §9: GENERIC, SUBSTITUTION for a substitution; ours: OTHER_PROFILES, the family asking for
 * other caregivers than those proposed (INVIATO CV), with why; INTERVIEW_CHANGE, the family asking
 * to move the booked interview (COLLOQUIO PRENOTATO, before it takes place), with when they can.
 */
export const assistanceTypes = [
  'GENERIC',
  'SUBSTITUTION',
  'OTHER_PROFILES',
  'INTERVIEW_CHANGE',
] as const;
export type AssistanceType = (typeof assistanceTypes)[number];

export const selectionPhases = ['SELECTED', 'CHOSEN'] as const;
export type SelectionPhase = (typeof selectionPhases)[number];

/**
 * Why a caregiver's place on a request ended: the interview went badly, the caregiver withdrew
 * before it (the interview called off, 'Annulla colloquio'), or a substitute took over after
 * their service. Rows ended before the reason was kept have none (`endedSelectionReason` infers).
 */
export const selectionEndReasons = ['INTERVIEW_FAILED', 'WITHDRAWN', 'REPLACED'] as const;
export type SelectionEndReason = (typeof selectionEndReasons)[number];

/**
 * Where a caregiver's place on a request stands (`caregiverPlace`): ended (why), confirmed, chosen
 * by the family, passed over for another's choice, proposed, or still to send.
 */
export const caregiverPlaceKinds = [
  ...selectionEndReasons,
  'confirmed',
  'chosen',
  'passedOver',
  'proposed',
  'toSend',
] as const;
export type CaregiverPlaceKind = (typeof caregiverPlaceKinds)[number];

export const serviceEventTypes = ['REPLACEMENT', 'USAGE', 'TRIAL', 'ACTIVATION'] as const;
export type ServiceEventType = (typeof serviceEventTypes)[number];
export const serviceEventTypeLabels: Record<ServiceEventType, string> = {
  REPLACEMENT: 'Sostituzione',
  USAGE: 'Utilizzo',
  TRIAL: 'Prova',
  ACTIVATION: 'Attivazione',
};

export const roundPaymentStatuses = ['TO_PAY', 'PENDING', 'PAID', 'CANCELLED', 'REFUNDED'] as const;
export type RoundPaymentStatus = (typeof roundPaymentStatuses)[number];
export const roundPaymentStatusLabels: Record<RoundPaymentStatus, string> = {
  TO_PAY: 'Da pagare',
  PENDING: 'In attesa',
  PAID: 'Pagato',
  CANCELLED: 'Cancellato',
  REFUNDED: 'Rimborso',
};

/** Quote lookup codes (spec §3). */
export const dayCodes = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type DayCode = (typeof dayCodes)[number];
export const dayLabels: Record<DayCode, string> = {
  mon: 'Lunedì',
  tue: 'Martedì',
  wed: 'Mercoledì',
  thu: 'Giovedì',
  fri: 'Venerdì',
  sat: 'Sabato',
  sun: 'Domenica',
};
export const hourCodes = ['mor', 'aft', 'eve'] as const;
export type HourCode = (typeof hourCodes)[number];
export const hourLabels: Record<HourCode, string> = {
  mor: 'mattina',
  aft: 'pomeriggio',
  eve: 'sera',
};
export const contractCodes = ['occ', 'part', 'full'] as const;
export type ContractCode = (typeof contractCodes)[number];
export const animalSizeCodes = ['dog', 'dog1', 'dog2', 'dog3', 'dog4', 'cat'] as const;
export type AnimalSizeCode = (typeof animalSizeCodes)[number];
export const animalSizeLabels: Record<AnimalSizeCode, string> = {
  dog: 'cane 0-7 kg',
  dog1: 'cane 7-15 kg',
  dog2: 'cane 15-30 kg',
  dog3: 'cane 30-45 kg',
  dog4: 'cane 45+ kg',
  cat: 'gatto',
};

/** The quote's province options (spec §3): these have their own prices; VR stands for the rest. */
export const priceProvinces = [
  'TO',
  'MI',
  'RM',
  'BO',
  'PD',
  'GE',
  'FI',
  'BS',
  'BG',
  'MB',
  'VR',
] as const;
