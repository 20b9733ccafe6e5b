// What the product promises a family in time, said the same everywhere it is said.

/**
 * When a family tutor first contacts a family after a new request: the sign-up's 'Abbiamo
 * ricevuto la tua richiesta', the receipt email's first step and the service guide say it alike
 * (one said 'a breve', another 'entro un giorno lavorativo').
 */
export const FIRST_CONTACT_WITHIN = 'entro un giorno lavorativo';
