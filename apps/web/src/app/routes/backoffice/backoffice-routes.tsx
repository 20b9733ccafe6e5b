import { latestCheckDays } from '@equilibrio/contract/caregiver-checks';
import { vettingAtAGlance } from '@equilibrio/contract/criminal-record';
import type { Session } from '@equilibrio/contract/session';
import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useOutletContext, useParams } from 'react-router';
import { BackofficeLayout } from '@/app/layouts/backoffice-layout';
import { Redirect } from '@/app/routes/redirect';
import { caregiverChecksAnchor, paths } from '@/config/paths';
import { useCaregiverChecks } from '@/features/backoffice-applications/api/caregiver-checks';
import { caregiverSubject } from '@/features/backoffice-applications/api/data-rights';
import { CaregiverChecksSection } from '@/features/backoffice-applications/components/caregiver-checks-section';
import { DataRightsPanel } from '@/features/backoffice-applications/components/data-rights-panel';
import { ApplicationPage } from '@/features/backoffice-applications/pages/application-page';
import { ApplicationsPage } from '@/features/backoffice-applications/pages/applications-page';
import { useCaregiver } from '@/features/backoffice-caregivers/api/get-caregiver';
import { caregiverQueriesRoot } from '@/features/backoffice-caregivers/api/keys';
import { CaregiverPickerPanel } from '@/features/backoffice-caregivers/components/caregiver-picker-panel';
import { CaregiverFormPage } from '@/features/backoffice-caregivers/pages/caregiver-form-page';
import { CaregiversPage } from '@/features/backoffice-caregivers/pages/caregivers-page';
import { useCompanyOptions } from '@/features/backoffice-catalog/api/get-companies';
import { CatalogPage } from '@/features/backoffice-catalog/pages/catalog-page';
import { NpsPage } from '@/features/backoffice-nps/pages/nps-page';
import { assistanceQueriesRoot } from '@/features/backoffice-requests/api/get-assistance';
import { requestQueriesRoot } from '@/features/backoffice-requests/api/keys';
import { AssistanceInboxPage } from '@/features/backoffice-requests/pages/assistance-inbox-page';
import { InboxPage } from '@/features/backoffice-requests/pages/inbox-page';
import { RequestWorkspacePage } from '@/features/backoffice-requests/pages/request-workspace-page';
import { CaregiverReviewsPanel } from '@/features/backoffice-reviews/components/caregiver-reviews-panel';
import { ReviewsPage } from '@/features/backoffice-reviews/pages/reviews-page';
import { TutorConversation } from '@/features/conversations/components/tutor-conversation';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

/**
 * The back office's route components, in one module: the router loads it lazily as a single
 * chunk, which the customer portal never downloads. Pages needing two features are composed here.
 */

export const Layout = BackofficeLayout;

export function Inbox() {
  const session = useOutletContext<Session>();
  const companies = useCompanyOptions();
  return <InboxPage companies={companies.data ?? []} myUid={session.uid} />;
}

export function RequestWorkspace() {
  const session = useOutletContext<Session>();
  const { requestId } = useParams();
  const id = Number(requestId);
  if (!Number.isInteger(id) || id <= 0) return <Redirect to={paths.backoffice.requests.href()} />;
  return (
    <RequestWorkspacePage
      key={id}
      requestId={id}
      myUid={session.uid}
      CaregiverPicker={CaregiverPickerPanel}
      Conversation={RequestConversationForTutor}
    />
  );
}

/** After a tutor's reply: the inbox, its counter and the request pages (messages handled). */
function useRefreshAfterReply() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assistanceQueriesRoot }),
      queryClient.invalidateQueries({ queryKey: requestQueriesRoot }),
    ]);
}

function RequestConversationForTutor({
  requestId,
  openMessages,
  openAsks,
  familyFirstName,
}: {
  requestId: number;
  openMessages: number;
  openAsks: number;
  familyFirstName: string | null;
}) {
  const refresh = useRefreshAfterReply();
  return (
    <TutorConversation
      target={{ requestId }}
      openMessages={openMessages}
      openAsks={openAsks}
      onReplied={refresh}
      familyFirstName={familyFirstName}
    />
  );
}

function MessageConversationForTutor({
  messageId,
  openMessages,
  openAsks,
  onDirtyChange,
  familyFirstName,
}: {
  messageId: number;
  openMessages: number;
  openAsks: number;
  onDirtyChange: (dirty: boolean) => void;
  familyFirstName: string | null;
}) {
  const refresh = useRefreshAfterReply();
  return (
    <TutorConversation
      target={{ messageId }}
      openMessages={openMessages}
      openAsks={openAsks}
      onReplied={refresh}
      onDirtyChange={onDirtyChange}
      familyFirstName={familyFirstName}
      // Shown by the card's 'Rispondi': the keyboard goes on into the box, not past it.
      focusOnOpen
    />
  );
}

export const Assistance = () => <AssistanceInboxPage Conversation={MessageConversationForTutor} />;
export const Caregivers = CaregiversPage;
// A new caregiver has no check yet: switched on at once, the form asks first.
export const NewCaregiver = () => <CaregiverFormPage docRef={null} recordedChecks={[]} />;

/** The caregiver's record, then the agency's checks and their data rights (issue 23). */
export function EditCaregiver() {
  const { docRef = '' } = useParams();
  const navigate = useNavigate();
  // Opened at its 'Verifiche' (a request's 'registralo nella sua scheda'): shown there at once.
  const { hash } = useLocation();
  // The same queries as the form and the checks panel: switching the caregiver on asks while a
  // check is missing; the panels below are for a caregiver that exists (none for a deleted one).
  const checks = useCaregiverChecks(docRef);
  const caregiver = useCaregiver(docRef || null);
  const queryClient = useQueryClient();
  // A check recorded or removed: the request pages (their candidates' checks, 'Invia profili'
  // held back without the criminal record) and the directory's lists (the picker's warnings)
  // read them anew when next shown; the form above keeps what it holds.
  const checksChanged = () => {
    void queryClient.invalidateQueries({ queryKey: requestQueriesRoot });
    void queryClient.invalidateQueries({ queryKey: [...caregiverQueriesRoot, 'list'] });
  };
  const saved = docRef !== '' && caregiver.isSuccess;
  return (
    <Stack gap="md">
      <CaregiverFormPage
        key={docRef}
        docRef={docRef}
        recordedChecks={checks.data}
        vetting={
          checks.data && caregiver.data
            ? vettingAtAGlance(
                caregiver.data.type,
                latestCheckDays(checks.data),
                italianDay(pageNow()),
              )
            : undefined
        }
        aside={
          saved ? (
            <>
              <CaregiverChecksSection
                docRef={docRef}
                onChanged={checksChanged}
                revealed={hash === `#${caregiverChecksAnchor}`}
              />
              <CaregiverReviewsPanel key={`reviews-${docRef}`} docRef={docRef} />
            </>
          ) : null
        }
      />
      {/* The rare, irreversible one last, under both columns: as wide as the two (from 1200 px,
          RecordColumns), or as the form's one column below that. */}
      {saved ? (
        <Stack maw={{ base: 920, lg: '100%' }}>
          <DataRightsPanel
            subject={caregiverSubject(docRef)}
            who="questo caregiver"
            heldOn={caregiver.data?.busyOn}
            onErased={() => navigate(paths.backoffice.caregivers.href())}
          />
        </Stack>
      ) : null}
    </Stack>
  );
}

export const Applications = ApplicationsPage;

export function Application() {
  const { applicationId } = useParams();
  const id = Number(applicationId);
  if (!Number.isInteger(id) || id <= 0)
    return <Redirect to={paths.backoffice.applications.href()} />;
  return <ApplicationPage key={id} id={id} />;
}

export const Catalog = () => <CatalogPage tab="services" />;
export const Companies = () => <CatalogPage tab="companies" />;
export const Nps = NpsPage;
export const Reviews = ReviewsPage;
