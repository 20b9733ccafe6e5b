/** The root of every application query: any change refreshes the inbox and the pages. */
export const applicationQueriesRoot = ['backoffice', 'applications'] as const;
/** A caregiver's checks (the caregiver page's section). */
export const caregiverChecksRoot = ['backoffice', 'caregiver-checks'] as const;
