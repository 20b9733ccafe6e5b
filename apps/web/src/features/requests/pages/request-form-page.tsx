import { type BusinessLine, businessLines } from '@equilibrio/contract/enums';
import { addressOneLine } from '@equilibrio/contract/people';
import type { RequestForm as RequestFormPayload } from '@equilibrio/contract/requests';
import { toRequestStatus } from '@equilibrio/contract/status-display';
import { Loader, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ChangedMeanwhile,
  ReloadedNotice,
  recordChangedMeanwhile,
} from '@/components/changed-meanwhile';
import { FormError } from '@/components/form/form-error';
import { ProblemAlert } from '@/components/notices';
import type { AddressPicker, DependantPicker } from '@/components/pickers';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { ApiError, isNetworkError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { readDraft, saveDraft } from '@/lib/drafts';
import { addressesQueryOptions, defaultAddressId } from '@/resources/addresses';
import { companyServicesQueryOptions } from '@/resources/company-services';
import { profileQueryOptions } from '@/resources/profile';
import { getRequestQueryOptions } from '../api/get-request';
import type { ClientRequest } from '../api/request-schemas';
import { useSaveRequest } from '../api/save-request';
import { RequestForm } from '../components/request-form';
import {
  ContactNotice,
  DraftNotice,
  DuplicateNotice,
  LockedNotice,
  RequestFormNotFound,
  TermsNotice,
} from '../components/request-form-notices';
import {
  emptyRequestForm,
  type RequestFormValues,
  requestDraftSchema,
} from '../components/request-form-values';
import { emptySchedule } from '../components/schedule-fields';
import { requestMessages } from '../messages';

/** "Aggiungi Info" is possible only while NUOVA or DA RICHIAMARE (WORKFLOW.md). */
const isEditable = (status: string) => {
  const stored = toRequestStatus(status);
  return stored === 'NUOVA' || stored === 'DA RICHIAMARE';
};

export type RequestFormPageProps = {
  DependantPicker: DependantPicker;
  AddressPicker: AddressPicker;
};

/**
 * Where a new request not sent yet is kept in the tab (`@/lib/drafts`): a copy of request `from`
 * has its own. An edit keeps none (the request may change meanwhile).
 */
const newRequestDraft = (from: number | null) =>
  from === null ? 'new-request' : `new-request-from-${from}`;

/** `?id=` edits a request, `&duplicate=true` copies it into a new one (spec §2). */
export function useRequestFormMode() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const duplicate = id !== null && params.get('duplicate') === 'true';
  return {
    id,
    duplicate,
    editing: id !== null && !duplicate,
    invalidId: raw !== null && id === null,
  };
}

function valuesFromRequest(request: ClientRequest, hasCompany: boolean): RequestFormValues {
  return {
    businessline: request.businessLine,
    dependant: request.dependantIds,
    addressID: request.address?.id ?? null,
    languages: request.businessLine === 'PETSITTER' ? [] : request.languages,
    notes: request.message ?? '',
    welfare: hasCompany && request.welfare,
    schedule: request.schedule ?? emptySchedule,
  };
}

/**
 * The request form page (`/dashboard/request-creation`): new, edit ("Aggiungi Info") or
 * duplicate. Loads the request, the profile (welfare company) and the company's services,
 * then saves with PUT (edit) or POST (new and copies).
 */
export function RequestFormPage({ DependantPicker, AddressPicker }: RequestFormPageProps) {
  const { uid } = useCurrentUser();
  const navigate = useNavigate();
  const { id, duplicate, editing, invalidId } = useRequestFormMode();
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  /** The request saved (its id): the page it goes to once the guard has seen it saved. */
  const [saved, setSaved] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [serverErrors, setServerErrors] =
    useState<Partial<Record<FieldPath<RequestFormValues>, string>>>();
  // A new request typed in this tab and not sent (a reload, the session ended on another
  // device, the phone's browser dropping the page): the form starts again from it. Read once the
  // page is taken over, not while it is drawn: the server has no tab's memory (the page drawn
  // empty, then told apart from the browser's, was drawn again).
  // A copy too: leaving it for the personal data (a number to change) takes it up on return.
  const [restored, setRestored] = useState<RequestFormValues | null>(null);
  const draft = editing ? null : newRequestDraft(id);
  useEffect(() => {
    if (draft !== null) setRestored(readDraft(uid, draft, requestDraftSchema));
  }, [uid, draft]);
  const keepDraft = useCallback(
    (values: RequestFormValues | null) => {
      if (draft !== null) saveDraft(uid, draft, values);
    },
    [uid, draft],
  );

  const request = useQuery({
    ...getRequestQueryOptions(uid, id ?? 0),
    enabled: id !== null,
    meta: { errorToast: requestMessages.requestLoadError },
  });
  // The version the form was opened on (a save from it checks nothing changed since), and what a
  // refused save said: the request changed meanwhile (the tutor's correction, another tab).
  const version = useRef<string | undefined>(undefined);
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** The request as saved now, once reloaded: the form's untouched fields take it. */
  const [current, setCurrent] = useState<RequestFormValues | null>(null);
  const profile = useQuery({
    ...profileQueryOptions(uid),
    meta: { errorToast: requestMessages.userInfoError },
  });
  // A request without an address (a new one, or one saved without it) starts at the family's
  // default address; an address the request has, saved or typed, stays. A failed read leaves
  // the field empty.
  const lacksAddress = id === null || (request.data !== undefined && request.data.address === null);
  const addresses = useQuery({ ...addressesQueryOptions(uid), enabled: lacksAddress });
  const profileCompany = profile.data?.workInfo.b2bCompany ?? null;
  const services = useQuery({
    ...companyServicesQueryOptions(profileCompany?.id ?? ''),
    enabled: profileCompany !== null,
    meta: { errorToast: requestMessages.welfareServicesError },
  });
  const companyLines = useMemo<BusinessLine[]>(
    () =>
      businessLines.filter((line) =>
        (services.data ?? []).some((service) => service.businessLine === line),
      ),
    [services.data],
  );
  // The welfare switch needs the company's services: without them (none, or not readable)
  // the form offers every line without welfare, and the server checks again anyway.
  const company = profileCompany && companyLines.length > 0 ? profileCompany : null;
  const save = useSaveRequest(uid);

  // 'Annulla': back where the family came from, the request it edits or the list.
  const backTo =
    editing && id !== null
      ? paths.dashboard.requestDetail.href(id)
      : paths.dashboard.requestList.href();
  // Once saved, to the request (after the guard has seen `saved`): the one edited, or the new one
  // (a copy too) — its page says what happens next; the list left the family guessing which it was.
  useEffect(() => {
    // In place of the form: Back from the request does not reopen the form just sent.
    if (saved !== null) navigate(paths.dashboard.requestDetail.href(saved), { replace: true });
  }, [saved, navigate]);

  if (
    invalidId ||
    (request.isError && request.error instanceof ApiError && request.error.status === 404)
  ) {
    return <RequestFormNotFound />;
  }
  // A failed read of a request already shown (a reload, a live update) keeps the form and what
  // was typed in it: only a request never read is replaced by the message.
  if (request.isError && !request.data) {
    return <ProblemAlert>{requestMessages.requestLoadError}</ProblemAlert>;
  }

  const waitingFor =
    (id !== null && !request.data) ||
    profile.isPending ||
    (lacksAddress && addresses.isPending) ||
    (profileCompany !== null && services.isPending);
  if (waitingFor) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Caricamento del modulo" />
      </Stack>
    );
  }

  // The version of the terms the form opens on: read in the render that gives it its values.
  if (request.data && version.current === undefined) version.current = request.data.termsUpdatedAt;
  const locked = editing && request.data && !isEditable(request.data.status);
  // The request's address when it is none of the saved ones (typed by the tutor on the first
  // call): kept, edited or copied, until a saved one is chosen.
  const kept = request.data?.address?.id === null ? request.data.address : null;
  const keptAddress = addressOneLine(kept) || null;
  const hasCompany = company !== null;
  // The family's default, where the request names no address — not for a badante's, whose home is
  // the assisted person's (request-form takes it out again when the service becomes badante).
  const startAddress =
    lacksAddress && request.data?.businessLine !== 'NURSE'
      ? defaultAddressId(addresses.data ?? [])
      : null;
  const defaultValues = request.data
    ? {
        ...valuesFromRequest(request.data, hasCompany),
        // Read-only (past NUOVA): the form shows the request as it is.
        ...(locked ? {} : { addressID: request.data.address?.id ?? startAddress }),
      }
    : { ...emptyRequestForm, welfare: hasCompany, addressID: startAddress };

  /** «Ricarica la richiesta»: the request as it is now, what the family changed kept. */
  const reloadRequest = async () => {
    setReloading(true);
    try {
      const read = await request.refetch();
      const fresh = read.data;
      // Not read (the network): the alert stays, and so does what was typed.
      if (read.isError || !fresh) return;
      version.current = fresh.termsUpdatedAt;
      setCurrent({
        ...valuesFromRequest(fresh, hasCompany),
        addressID: fresh.address?.id ?? startAddress,
      });
      setChangedMeanwhile(null);
    } finally {
      setReloading(false);
    }
  };

  const onSubmit = async (payload: RequestFormPayload) => {
    setSaveError(null);
    setServerErrors(undefined);
    setChangedMeanwhile(null);
    setCurrent(null);
    try {
      const result = await save.mutateAsync({
        id: editing && id !== null ? id : undefined,
        form: {
          ...payload,
          ...(payload.addressID == null && kept && keptAddress
            ? {
                address: kept.street,
                city: kept.city,
                province: kept.province as RequestFormPayload['province'],
                postalCode: kept.postalCode,
              }
            : {}),
          // A new request is sent under the terms shown next to the button (`conditions`).
          ...(editing ? {} : { conditions: true }),
        },
        idempotencyKey: editing ? undefined : idempotencyKey,
        version: editing ? version.current : undefined,
      });
      keepDraft(null);
      toast.success(requestMessages.saveSuccess);
      setSaved(result.id);
    } catch (error) {
      if (recordChangedMeanwhile(error)) {
        setChangedMeanwhile(error.message);
        return;
      }
      // 409: no longer editable; 429: too many in an hour (the message says when to try again) —
      // the server's words alone, not beside a toast telling to retry later.
      if (error instanceof ApiError && (error.status === 409 || error.status === 429)) {
        setSaveError(error.message);
        return;
      }
      // Offline: the connection is the matter (the spec's text for every other failure).
      const failed = isNetworkError(error) ? NETWORK_ERROR_MESSAGE : requestMessages.saveError;
      toast.error(failed);
      if (error instanceof ApiError && error.fields) {
        const fields: Partial<Record<FieldPath<RequestFormValues>, string>> = {};
        for (const [key, message] of Object.entries(error.fields)) {
          // 'body.schedule.days.0' → 'schedule.days': the message goes under its field.
          const path = key.replace(/^body\./, '').replace(/\.\d+$/, '');
          if (path.split('.')[0]! in emptyRequestForm) {
            fields[path as FieldPath<RequestFormValues>] = message;
          }
        }
        setServerErrors(fields);
      }
      setSaveError(failed);
    }
  };

  return (
    <Stack gap="md">
      {duplicate && request.data ? <DuplicateNotice id={request.data.id} /> : null}
      {restored ? (
        <DraftNotice
          onStartAgain={() => {
            keepDraft(null);
            setRestored(null);
          }}
        />
      ) : null}
      {locked && request.data ? (
        <LockedNotice id={request.data.id} status={request.data.status} />
      ) : null}
      <RequestForm
        key={`${id ?? 'new'}-${duplicate}-${restored ? 'draft' : ''}`}
        defaultValues={defaultValues}
        company={company}
        companyLines={companyLines}
        DependantPicker={DependantPicker}
        AddressPicker={AddressPicker}
        submitLabel={editing ? 'Salva modifiche' : 'Invia richiesta'}
        onSubmit={onSubmit}
        // 'Annulla' leaves, once the leave question is answered; what was typed stays in the
        // tab's draft, offered again with «Ricomincia da capo» (thrown away at once, a «No» to the
        // question lost it all the same), as when the page is left any other way.
        onCancel={() => navigate(backTo)}
        restored={restored}
        onValuesChange={keepDraft}
        serverErrors={serverErrors}
        disabled={Boolean(locked)}
        saved={saved !== null}
        footnote={
          editing ? null : (
            <>
              {/* Where the family tutor will call: a number changed since is told here. */}
              {profile.data ? (
                <ContactNotice
                  phone={profile.data.phone}
                  email={profile.data.email}
                  preference={profile.data.contactSettings.contactPreference}
                />
              ) : null}
              <TermsNotice />
            </>
          )
        }
        keptAddress={
          keptAddress
            ? // A copy names the request it comes from; an edit, the request's own.
              `${keptAddress} (${duplicate ? `dalla richiesta #${id}` : 'indirizzo attuale della richiesta'})`
            : null
        }
        notesCopiedFrom={duplicate ? id : null}
        // Put in by the form itself only where the request names no address of its own.
        presetAddressId={request.data?.address ? null : startAddress}
        current={current}
        error={
          changedMeanwhile ? (
            <ChangedMeanwhile
              title={requestMessages.changedMeanwhileTitle}
              message={changedMeanwhile}
              reloadLabel={requestMessages.reloadRequest}
              reloading={reloading}
              onReload={() => void reloadRequest()}
            />
          ) : (
            <>
              {current ? <ReloadedNotice what="Richiesta" saveLabel="Salva modifiche" /> : null}
              <FormError message={saveError} icon={<IconAlertTriangle aria-hidden />} />
            </>
          )
        }
      />
    </Stack>
  );
}
