import { HAND_OVER_PAGE } from '@equilibrio/contract/privacy';

/**
 * Every route of the app, once (spec §2). `path` is the router pattern; `href(...)` builds a link.
 * Links, redirects and tests use these, never hand-written strings.
 */
const withQuery = (base: string, query: Record<string, string | number | boolean | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${base}?${qs}` : base;
};

/** The caregiver page's 'Verifiche' section, as its address names it. */
export const caregiverChecksAnchor = 'verifiche';

/** The login page's query parameter naming the dashboard address to return to. */
export const loginReturnParam = 'next';

export const paths = {
  root: { path: '/', href: () => '/' },
  login: {
    path: '/login',
    /** `next`: the dashboard address to return to after signing in (lib/return-path.ts). */
    href: (next?: string) => withQuery('/login', { [loginReturnParam]: next }),
  },
  signUp: {
    path: '/sign-up/:companyId?',
    href: (companyId?: string) =>
      companyId ? `/sign-up/${encodeURIComponent(companyId)}` : '/sign-up',
  },
  /** Addresses people type for the sign-up ('/signup', '/registrati'): they lead to it. */
  signUpAliases: ['/signup', '/registrati'],
  emailHandler: { path: '/email-handler', href: () => '/email-handler' },
  emailConfirmed: { path: '/email-confirmed', href: () => '/email-confirmed' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  terms: { path: '/termini', href: () => '/termini' },
  /** 'Lavora con noi': a caregiver applies (public). */
  apply: { path: '/lavora-con-noi', href: () => '/lavora-con-noi' },
  /** The privacy notice applicants accept. */
  applicantPrivacy: { path: '/privacy-candidati', href: () => '/privacy-candidati' },
  /** What the service is and how it works (public). */
  serviceGuide: { path: '/come-funziona', href: () => '/come-funziona' },
  dashboard: {
    root: { path: '/dashboard', href: () => '/dashboard/home' },
    firstRequest: { path: '/dashboard/request', href: () => '/dashboard/request' },
    home: {
      path: '/dashboard/home',
      href: (payment?: { requestId: number; status: string }) =>
        withQuery('/dashboard/home', {
          payment: payment?.requestId,
          redirect_status: payment?.status,
        }),
    },
    requestList: { path: '/dashboard/request-list', href: () => '/dashboard/request-list' },
    /** The link emailed to an account for a request sent without signing in (contract). */
    handOver: { path: HAND_OVER_PAGE, href: () => HAND_OVER_PAGE },
    requestDetail: {
      path: '/dashboard/request-detail/:requestId',
      href: (requestId: number | string) => `/dashboard/request-detail/${requestId}`,
    },
    requestQuote: {
      path: '/dashboard/request-quote/:requestId',
      href: (requestId: number | string) => `/dashboard/request-quote/${requestId}`,
    },
    requestCreation: {
      path: '/dashboard/request-creation',
      href: (options?: { id?: number | string; duplicate?: boolean }) =>
        withQuery('/dashboard/request-creation', {
          id: options?.id,
          duplicate: options?.duplicate ? true : undefined,
        }),
    },
    tutorial: {
      path: '/dashboard/assistenza/tutorial',
      href: () => '/dashboard/assistenza/tutorial',
    },
    dependants: {
      path: '/dashboard/personal-area/dependant',
      href: () => '/dashboard/personal-area/dependant',
    },
    personalInfo: {
      path: '/dashboard/personal-area/personal-info',
      href: () => '/dashboard/personal-area/personal-info',
    },
    addresses: {
      path: '/dashboard/personal-area/addresses',
      href: () => '/dashboard/personal-area/addresses',
    },
  },
  /** The family tutors' back office (its own lazily loaded bundle). */
  backoffice: {
    root: { path: '/backoffice', href: () => '/backoffice' },
    requests: {
      path: '/backoffice/requests',
      href: (filters?: Record<string, string | number | undefined>) =>
        withQuery('/backoffice/requests', filters ?? {}),
    },
    /** Also the link of the tutors' emails. */
    request: {
      path: '/backoffice/requests/:requestId',
      href: (requestId: number | string) => `/backoffice/requests/${requestId}`,
    },
    assistance: { path: '/backoffice/assistance', href: () => '/backoffice/assistance' },
    caregivers: { path: '/backoffice/caregivers', href: () => '/backoffice/caregivers' },
    caregiverNew: { path: '/backoffice/caregivers/new', href: () => '/backoffice/caregivers/new' },
    applications: {
      path: '/backoffice/applications',
      href: () => '/backoffice/applications',
    },
    application: {
      path: '/backoffice/applications/:applicationId',
      href: (id: number | string) => `/backoffice/applications/${id}`,
    },
    caregiver: {
      path: '/backoffice/caregivers/:docRef',
      href: (docRef: string) => `/backoffice/caregivers/${encodeURIComponent(docRef)}`,
      /** The same page opened at its 'Verifiche' (the criminal record to register, say). */
      checksHref: (docRef: string) =>
        `/backoffice/caregivers/${encodeURIComponent(docRef)}#${caregiverChecksAnchor}`,
    },
    catalog: { path: '/backoffice/catalog', href: () => '/backoffice/catalog' },
    companies: {
      path: '/backoffice/catalog/companies',
      href: () => '/backoffice/catalog/companies',
    },
    nps: { path: '/backoffice/nps', href: () => '/backoffice/nps' },
    reviews: { path: '/backoffice/reviews', href: () => '/backoffice/reviews' },
  },
} as const;
