/** A phone number as a link that dials it: 'tel:' with its digits and '+' only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
