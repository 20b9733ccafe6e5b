import { tutorListSchema } from '@equilibrio/contract/backoffice';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/backoffice/tutors: who requests can be assigned to. */
export const getTutors = () => apiRequest('/v1/backoffice/tutors', { schema: tutorListSchema });

export const tutorsQueryOptions = () =>
  queryOptions({ queryKey: ['backoffice', 'tutors'], queryFn: getTutors, staleTime: 5 * 60_000 });

export const useTutors = () => useQuery(tutorsQueryOptions());
