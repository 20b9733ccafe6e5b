import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { DashboardNotFound, NotFoundRoute, notFoundHandle } from './routes/not-found';
import { PageLoader } from './routes/page-loader';
import { Redirect } from './routes/redirect';
import { RouteError } from './routes/route-error';

/** Every back-office page comes from one lazily loaded module (one chunk). */
const backoffice = () => import('./routes/backoffice/backoffice-routes');
const backofficePage =
  (name: Exclude<keyof Awaited<ReturnType<typeof backoffice>>, 'Layout'>) => async () => ({
    Component: (await backoffice())[name],
  });

/**
 * The route table (spec §2). Every page is its own lazy chunk; features provide the pages and
 * this file composes them.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // Shown while the first page's code and data load.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: paths.root.path, element: <Redirect to={paths.dashboard.home.href()} /> },
      { path: paths.login.path, lazy: () => import('./routes/login') },
      { path: paths.signUp.path, lazy: () => import('./routes/sign-up') },
      ...paths.signUpAliases.map((path) => ({
        path,
        element: <Redirect to={paths.signUp.href()} />,
      })),
      { path: paths.emailHandler.path, lazy: () => import('./routes/email-handler') },
      { path: paths.emailConfirmed.path, lazy: () => import('./routes/email-confirmed') },
      { path: paths.privacy.path, lazy: () => import('./routes/privacy') },
      { path: paths.terms.path, lazy: () => import('./routes/terms') },
      { path: paths.apply.path, lazy: () => import('./routes/apply') },
      { path: paths.applicantPrivacy.path, lazy: () => import('./routes/applicant-privacy') },
      { path: paths.serviceGuide.path, lazy: () => import('./routes/service-guide') },
      {
        // Guarded parent of every dashboard route (spec §2).
        path: paths.dashboard.root.path,
        lazy: () => import('./routes/require-auth'),
        children: [
          {
            // The dashboard shell: sidebar, top bar, banner, NPS, help modal.
            lazy: () => import('./routes/dashboard/layout'),
            children: [
              {
                // A page that fails shows the error inside the shell, menu still usable.
                errorElement: <RouteError />,
                children: [
                  { index: true, element: <Redirect to={paths.dashboard.home.href()} /> },
                  {
                    path: paths.dashboard.home.path,
                    lazy: () => import('./routes/dashboard/home'),
                  },
                  {
                    path: paths.dashboard.requestList.path,
                    lazy: () => import('./routes/dashboard/request-list'),
                  },
                  {
                    path: paths.dashboard.handOver.path,
                    lazy: () => import('./routes/dashboard/hand-over'),
                  },
                  {
                    path: paths.dashboard.requestDetail.path,
                    lazy: () => import('./routes/dashboard/request-detail'),
                  },
                  {
                    path: paths.dashboard.requestQuote.path,
                    lazy: () => import('./routes/dashboard/request-quote'),
                  },
                  {
                    path: paths.dashboard.requestCreation.path,
                    lazy: () => import('./routes/dashboard/request-creation'),
                  },
                  {
                    path: paths.dashboard.firstRequest.path,
                    lazy: () => import('./routes/dashboard/first-request'),
                  },
                  {
                    path: paths.dashboard.tutorial.path,
                    lazy: () => import('./routes/dashboard/tutorial'),
                  },
                  {
                    path: paths.dashboard.dependants.path,
                    lazy: () => import('./routes/personal-area/dependants'),
                  },
                  {
                    path: paths.dashboard.personalInfo.path,
                    lazy: () => import('./routes/personal-area/personal-info'),
                  },
                  {
                    path: paths.dashboard.addresses.path,
                    lazy: () => import('./routes/personal-area/addresses'),
                  },
                  { path: '*', element: <DashboardNotFound />, handle: notFoundHandle },
                ],
              },
            ],
          },
        ],
      },
      {
        // The family tutors' back office (tutors only; its own sign-in when signed out).
        path: paths.backoffice.root.path,
        lazy: async () => ({ Component: (await backoffice()).Layout }),
        children: [
          {
            errorElement: <RouteError />,
            children: [
              { index: true, element: <Redirect to={paths.backoffice.requests.href()} /> },
              { path: paths.backoffice.requests.path, lazy: backofficePage('Inbox') },
              { path: paths.backoffice.request.path, lazy: backofficePage('RequestWorkspace') },
              { path: paths.backoffice.assistance.path, lazy: backofficePage('Assistance') },
              { path: paths.backoffice.caregivers.path, lazy: backofficePage('Caregivers') },
              { path: paths.backoffice.caregiverNew.path, lazy: backofficePage('NewCaregiver') },
              { path: paths.backoffice.caregiver.path, lazy: backofficePage('EditCaregiver') },
              { path: paths.backoffice.applications.path, lazy: backofficePage('Applications') },
              { path: paths.backoffice.application.path, lazy: backofficePage('Application') },
              { path: paths.backoffice.catalog.path, lazy: backofficePage('Catalog') },
              { path: paths.backoffice.companies.path, lazy: backofficePage('Companies') },
              { path: paths.backoffice.nps.path, lazy: backofficePage('Nps') },
              { path: paths.backoffice.reviews.path, lazy: backofficePage('Reviews') },
              { path: '*', element: <NotFoundRoute within="backoffice" />, handle: notFoundHandle },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute />, handle: notFoundHandle },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
