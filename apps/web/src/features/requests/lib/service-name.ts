import { askedServiceName } from '@equilibrio/contract/enums';
import type { ClientRequest } from '../api/request-schemas';

/**
 * The service a request is for, as its pages name it (the line at the top and 'Dettagli della
 * richiesta' alike): the quoted service's name once there is one, else the service asked for,
 * with the family's own choice ('Babysitter (Taxi-sitter)').
 */
export const serviceNameOf = (request: ClientRequest) =>
  askedServiceName(request, request.serviceLinked?.name ?? request.type);
