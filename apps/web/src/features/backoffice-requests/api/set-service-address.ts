import type { ServiceAddressInput } from '@equilibrio/contract/backoffice-moves';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** PUT /v1/backoffice/requests/{id}/address: the service's address told on the phone. */
export const setServiceAddress = ({
  requestId,
  ...address
}: ServiceAddressInput & { requestId: number }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/address`, { method: 'PUT', body: address });

export const useSetServiceAddress = () => useRequestMutation(setServiceAddress);
