import { z } from 'zod';

/**
 * The welfare programme a request is made with ('Utilizza programma wellfare' on): the company
 * (the request's own `companyId`, not the customer's company of today) and whether the quote's
 * prices are the company's reserved catalogue (a B2B service). null: a private request.
 * We know nothing of what the company covers or pays: the texts below never say it.
 */
export const welfareProgrammeSchema = z.object({
  companyName: z.string(),
  employeePrices: z.boolean(),
});
export type WelfareProgramme = z.infer<typeof welfareProgrammeSchema>;

/** The one rule: a request with the switch on and a company; its service's catalogue says the rest. */
export const welfareProgrammeOf = (request: {
  welfare: boolean;
  companyName: string | null | undefined;
  /** The quoted service's `customerType` ('B2B': the company's catalogue); null: none yet. */
  serviceCustomerType: string | null | undefined;
}): WelfareProgramme | null =>
  request.welfare && request.companyName
    ? { companyName: request.companyName, employeePrices: request.serviceCustomerType === 'B2B' }
    : null;

/**
 * Who answers about coverage: the company (we know nothing of it; the family tutor could not
 * answer). Our email confirms the payment; it is not called a receipt (no fiscal details on it).
 */
const coverageAsk =
  'Se il tuo programma welfare rimborsa questo servizio, consulta il portale welfare o chiedi all’ufficio del personale della tua azienda come fare e quali documenti servono.';

/** What every money screen and email says of the programme, near the amount. */
export const welfareTexts = {
  /** Beside the quote's amounts (quote page and email, checkout, receipt, back office). */
  programme: (p: WelfareProgramme) => {
    const said = `Richiesta con il programma welfare di ${p.companyName}${p.employeePrices ? ': prezzi del catalogo riservato ai dipendenti' : ''}`;
    // 'di Azienda Prova S.r.l.' ends the sentence already.
    return said.endsWith('.') ? said : `${said}.`;
  },
  /** The company's sign-up page, under its services: who pays ('inclusi' read as paid for). */
  atSignUp:
    'Paghi i servizi con la tua carta. Se il tuo programma welfare li rimborsa, consulta il portale welfare o chiedi all’ufficio del personale della tua azienda come fare e quali documenti servono.',
  /** Before paying (the checkout): who pays, and who answers about coverage. */
  beforePaying: `Paghi con la tua carta; la conferma del pagamento ti arriva via email. ${coverageAsk}`,
  /** The payment's email. */
  receiptEmail: `Hai pagato con la tua carta: conserva questa email, è la conferma del pagamento. ${coverageAsk}`,
  /** The portal's payment confirmation. */
  paidOnScreen: `La conferma del pagamento ti arriva via email. ${coverageAsk}`,
} as const;
