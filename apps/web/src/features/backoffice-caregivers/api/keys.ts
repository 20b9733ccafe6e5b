/** The root of every caregiver query: any change refreshes the directory and the profiles. */
export const caregiverQueriesRoot = ['backoffice', 'caregivers'] as const;
