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

/** The receipt's use, and who answers about coverage (we know nothing of it). */
const receiptUse =
  'Se il tuo programma welfare prevede il rimborso di questo servizio, puoi usarla per chiederlo. Per dubbi sulla copertura, scrivi al tuo family tutor.';

/** What every money screen and email says of the programme, near the amount. */
export const welfareTexts = {
  /** Beside the quote's amounts (quote page and email, checkout, receipt, back office). */
  programme: (p: WelfareProgramme) => {
    const said = `Richiesta con il programma welfare di ${p.companyName}${p.employeePrices ? ': prezzi del catalogo riservato ai dipendenti' : ''}`;
    // 'di Azienda Prova S.r.l.' ends the sentence already.
    return said.endsWith('.') ? said : `${said}.`;
  },
  /** Before paying (the checkout): who pays, and what the receipt is for. */
  beforePaying: `Paghi con la tua carta; la ricevuta ti arriva via email. ${receiptUse}`,
  /** The receipt email. */
  receiptEmail: `Hai pagato con la tua carta: conserva questa email, è la tua ricevuta. ${receiptUse}`,
  /** The portal's payment confirmation. */
  paidOnScreen: `La ricevuta ti arriva via email. ${receiptUse}`,
} as const;
