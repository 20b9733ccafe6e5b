/**
 * A required field of the customer's forms whose label carries its own '*' ('Nome*', spec §5):
 * required for assistive technology, without Mantine's second asterisk.
 */
export const requiredMark = { required: true, withAsterisk: false } as const;
