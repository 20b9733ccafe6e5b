import { type Address, addressOneLine } from '@equilibrio/contract/people';

/** 'Via Po 12, 10123 Torino (TO)'. */
export const formatAddress = (a: Pick<Address, 'street' | 'city' | 'province' | 'postalCode'>) =>
  addressOneLine(a);
