import { SIGN_IN_LINK_LABEL } from '@equilibrio/contract/sign-in';
import { assistanceMails } from './assistance.mail';
import { closingMails } from './closing.mail';
import { guaranteeMails } from './guarantee.mail';
import { interviewMails } from './interview.mail';
import { caregiverInterviewMails } from './interview-caregiver.mail';
import type { MailTemplate } from './mail-facts';
import { paymentMails } from './payment.mail';
import { requestMails } from './request.mail';

/**
 * Emails of the workflow, by recipient, one file per use case. Texts are Italian; links open the
 * right page.
 */
export const mailTemplates = {
  ...guaranteeMails,
  ...requestMails,
  ...paymentMails,
  ...interviewMails,
  ...caregiverInterviewMails,
  ...closingMails,
  ...assistanceMails,
} satisfies Record<string, MailTemplate>;

/**
 * The family's emails to an account with no password yet (a sign-up never finished): its links
 * open the login page, which asks for a password it never set — the way in is the emailed link.
 * Said as a condition: the email written at sign-up's first step may leave after the second
 * (the password chosen seconds later), where 'Non hai ancora scelto' read as a failed step.
 */
export const signInWithoutPasswordParagraph = `Se non hai ancora scelto una password, per entrare nella tua area riservata, nella pagina di accesso scrivi questo indirizzo email e scegli «${SIGN_IN_LINK_LABEL}». Ti invieremo un link per accedere.`;

/** An email's content with, for an account with no password, how to get in. */
export const withSignInHelp = <T extends { paragraphs: string[] }>(
  content: T,
  noPassword: boolean,
): T =>
  noPassword
    ? { ...content, paragraphs: [...content.paragraphs, signInWithoutPasswordParagraph] }
    : content;
