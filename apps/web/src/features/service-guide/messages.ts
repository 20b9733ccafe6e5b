import { vettingCheckNames } from '@equilibrio/contract/caregiver-check-kinds';
import type { BusinessLine } from '@equilibrio/contract/enums';
import { italianList } from '@equilibrio/contract/italian-format';
import { FIRST_CONTACT_WITHIN } from '@equilibrio/contract/promises';

/** The texts of the 'Come funziona' page (ours: the spec has no such page). */
export const guideTexts = {
  title: 'Come funziona Equilibrio',
  lead: 'Troviamo con te la persona giusta per i tuoi bambini, i tuoi animali, i tuoi cari e la tua casa. Un family tutor ti segue dalla prima telefonata all’inizio del servizio.',
  start: 'Inizia con la tua prima richiesta',
  haveAccount: 'Hai già un account?',
  login: 'Accedi',
  servicesTitle: 'I nostri servizi',
  priceFrom: 'da',
  priceNote:
    'Il prezzo del servizio comprende la selezione del caregiver e la garanzia NO PROBLEM per i 30 giorni dal pagamento. Il compenso del caregiver (tariffa oraria o costo forfettario) è indicato nel preventivo.',
  priceMissing: 'Prezzo nel preventivo',
  stepsTitle: 'Come funziona, in tre passi',
  tutorTitle: 'Il tuo family tutor',
  tutor: [
    'Un family tutor di Equilibrio ti chiama dopo la tua richiesta, ascolta le tue esigenze e ti prepara il preventivo.',
    'Seleziona per te i profili più adatti, organizza il colloquio e resta il tuo riferimento anche dopo l’inizio del servizio.',
    // No cancel button in the portal: the tutor closes a request (and nothing is paid before).
    'Hai cambiato idea? Scrivilo al tuo family tutor dalla pagina della richiesta e la chiuderà: finché non scegli un profilo e completi il pagamento online, non ti costa nulla.',
  ],
  /** What a family asks first: who are these people. Only what the product records and shows. */
  checksTitle: 'Come scegliamo i caregiver',
  checks: [
    // The contract's vetting steps (zod-free: this page loads no schema); first aid is a course.
    `Per ogni caregiver registriamo le verifiche che facciamo: ${italianList(Object.values(vettingCheckNames))}. Annotiamo anche se ha seguito un corso di primo soccorso.`,
    'Sul profilo che ti proponiamo vedi quali verifiche ha superato prima di sceglierlo, e il colloquio con la persona scelta lo fai tu, prima che il servizio inizi.',
  ],
  guaranteeTitle: 'La garanzia NO PROBLEM',
  guarantee: [
    'Se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi.',
    'La garanzia dura 30 giorni dal pagamento e si rinnova ogni 30 giorni: puoi disattivare il rinnovo in qualsiasi momento, dalla pagina della richiesta.',
  ],
  closingTitle: 'Vuoi iniziare?',
  closing: `Raccontaci di cosa hai bisogno: ti ricontattiamo ${FIRST_CONTACT_WITHIN}.`,
  signUp: 'Registrati',
  privacy: 'Informativa sulla privacy',
  terms: 'Termini e condizioni',
} as const;

/** One line per business line: who it is for. */
export const serviceDescriptions: Record<BusinessLine, string> = {
  BABYSITTER: 'Per i tuoi bambini: dopo la scuola, i compiti, le serate fuori. Anche taxi-sitter.',
  PETSITTER: 'Passeggiate, visite a domicilio e cura di cani e gatti quando non ci sei.',
  NURSE: 'Assistenza e compagnia per i tuoi cari anziani, a casa loro.',
  COLF: 'Pulizie e cura della casa, con la continuità che cerchi.',
};

export const steps = [
  {
    title: 'Raccontaci di cosa hai bisogno',
    text: 'Invia la tua richiesta in pochi minuti. Un family tutor ti chiama per conoscere meglio le tue esigenze.',
  },
  {
    title: 'Ricevi il preventivo',
    text: 'Chiaro, con tutti i costi: quanto paghi ora, cosa si rinnova e il compenso del caregiver. Lo accetti online.',
  },
  {
    title: 'Scegli il profilo e inizia',
    text: 'Ti proponiamo i profili selezionati: scegli quello che preferisci, paghi online e fissiamo il colloquio.',
  },
] as const;
