import type { Caregiver, CaregiverDetail } from '@equilibrio/contract/caregivers';
import { fullName } from '@equilibrio/contract/people';
import { provinceOfComune } from '@equilibrio/contract/provinces';
import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  ChangedMeanwhile,
  ReloadedNotice,
  recordChangedMeanwhile,
} from '@/components/changed-meanwhile';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { RecordColumns } from '@/components/record-columns';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { backToRequest } from '@/lib/back-link';
import { errorMessage, showSubmitError } from '@/lib/form-errors';
import { useListReturn } from '@/lib/list-return';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUploadCaregiverFile } from '../api/caregiver-files';
import { useCaregiver } from '../api/get-caregiver';
import { useSaveCaregiver } from '../api/save-caregiver';
import {
  activationAsked,
  deactivationAsked,
  type RecordedChecks,
} from '../components/activation-questions';
import { type CaregiverFiles, CaregiverFilesFields } from '../components/caregiver-files-fields';
import {
  caregiverFormSchema,
  caregiverFormValues,
  toCaregiverInput,
} from '../components/caregiver-form-values';
import { CaregiverHeader, type Vetting } from '../components/caregiver-header';
import { CaregiverProfileFields } from '../components/caregiver-profile-fields';
import { CaregiverRequestsSection } from '../components/caregiver-requests-section';
import { CaregiverWorkFields } from '../components/caregiver-work-fields';
import { DeleteCaregiver } from '../components/delete-caregiver';

/**
 * New caregiver (`docRef` null) or edit one: profile, photo, CV, deactivate, delete.
 * `recordedChecks`: the agency's checks on record (undefined while unknown): switching the
 * caregiver on with one not in force (`checksInForce`: missing, or a criminal record older than
 * six months) asks first, as accepting an application does.
 * `vetting`: those checks at a glance, in the header (a badante whose profile waits for the
 * criminal record reads 'Casellario da registrare' before anything else).
 */
export function CaregiverFormPage({
  docRef,
  recordedChecks,
  vetting,
  aside,
}: {
  docRef: string | null;
  recordedChecks?: RecordedChecks;
  vetting?: Vetting;
  /**
   * The panels of a saved caregiver beside the form from 1200 px (under it below), after the
   * caregiver's requests: the checks, the reviews.
   */
  aside?: ReactNode;
}) {
  const query = useCaregiver(docRef);
  const name = query.data ? fullName(query.data.name, query.data.surname) : 'Caregiver';
  useDocumentTitle(`${docRef ? name : 'Nuovo caregiver'} | Back office Equilibrio`);
  if (docRef && query.isPending) {
    return (
      <Center p="xl">
        <Loader aria-label="Caricamento del caregiver" />
      </Center>
    );
  }
  if (docRef && query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert color="danger" variant="light" role="alert">
        {missing ? 'Caregiver non trovato.' : errorMessage(query.error)}
      </Alert>
    );
  }
  return (
    <CaregiverForm
      key={docRef ?? 'new'}
      caregiver={query.data}
      recordedChecks={recordedChecks}
      vetting={vetting}
      aside={aside}
      reload={async () => (await query.refetch()).data}
    />
  );
}

const noFiles = { photo: null, cv: null };

/**
 * The answers to 'switch on without checks?': not switching on is the safe one, so it is the
 * filled button; going ahead is the knowing exception, in the risky look.
 */
/** The later of two versions (`updatedAt`), either possibly unknown. */
const laterVersion = (a: string | undefined, b: string | undefined) =>
  a === undefined || (b !== undefined && Date.parse(b) > Date.parse(a)) ? b : a;

function CaregiverForm({
  caregiver,
  recordedChecks,
  vetting,
  aside,
  reload,
}: {
  caregiver: CaregiverDetail | undefined;
  recordedChecks: RecordedChecks | undefined;
  vetting: Vetting | undefined;
  aside: ReactNode;
  /** Reads the record again (the version saved meanwhile). */
  reload: () => Promise<CaregiverDetail | undefined>;
}) {
  const navigate = useNavigate();
  // Opened from a request (a candidate's name): back to that request, else to the directory.
  const [search] = useSearchParams();
  const directory = useListReturn(paths.backoffice.caregivers.href());
  const back = backToRequest(search) ?? { href: directory, label: 'Caregiver' };
  const save = useSaveCaregiver();
  const upload = useUploadCaregiverFile();
  const [files, setFiles] = useState<CaregiverFiles<File | null>>(noFiles);
  const [fileErrors, setFileErrors] = useState<CaregiverFiles<string | null>>(noFiles);
  const form = useSchemaForm(caregiverFormSchema, {
    values: caregiverFormValues(caregiver),
    resetOptions: { keepDirtyValues: true },
  });
  // A comune chosen with no province yet gives its own (the directory's filter reads it).
  useEffect(() => {
    const watching = form.watch((values, { name }) => {
      const ofComune = name === 'comune' && values.comune ? provinceOfComune(values.comune) : null;
      if (ofComune && !values.province) form.setValue('province', ofComune, { shouldDirty: true });
    });
    return () => watching.unsubscribe();
  }, [form]);
  const { errors, isSubmitting, isDirty } = form.formState;
  const pendingFiles = files.photo !== null || files.cv !== null;
  /**
   * The version of the record the tutor's changes start from, sent with the save: it follows the
   * record read again while nothing is typed, and stays put once the tutor types (a save made
   * meanwhile elsewhere is then refused, not overwritten unseen).
   */
  const version = useRef(caregiver?.updatedAt);
  if (!isDirty && !pendingFiles)
    version.current = laterVersion(version.current, caregiver?.updatedAt);
  /** Refused as saved meanwhile elsewhere: the server's words (null: not refused). */
  const [changedMeanwhile, setChangedMeanwhile] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** Refused as a second record of someone in the directory: theirs, to open (the API's `existing`). */
  const [existing, setExisting] = useState<string | null>(null);
  const [reloaded, setReloaded] = useState(false);

  /**
   * 'Ricarica la scheda': the record as saved now. The fields the tutor did not touch show it;
   * the ones typed keep the tutor's text (nothing typed is lost unseen), to check and save again.
   */
  const reloadRecord = async () => {
    setReloading(true);
    try {
      const fresh = await reload();
      if (!fresh) return;
      version.current = fresh.updatedAt;
      setChangedMeanwhile(null);
      setReloaded(true);
    } finally {
      setReloading(false);
    }
  };

  /** Uploads the chosen files, each on its own; answers whether one failed. */
  const uploadFiles = async (docRef: string) => {
    let failed = false;
    for (const slot of ['photo', 'cv'] as const) {
      const file = files[slot];
      if (!file) continue;
      try {
        await upload.mutateAsync({ docRef, slot, file });
        setFiles((all) => ({ ...all, [slot]: null }));
      } catch (error) {
        failed = true;
        setFileErrors((all) => ({
          ...all,
          [slot]:
            error instanceof ApiError ? (error.fields?.file ?? error.message) : errorMessage(error),
        }));
      }
    }
    return failed;
  };

  /** Switched on now with checks not in force: the tutor says so knowingly (false: not saved). */
  const activationConfirmed = (active: boolean) =>
    !active || caregiver?.active ? true : activationAsked(caregiver, recordedChecks);

  /**
   * The tutor answered 'not on' (Annulla, Escape): nothing was saved, and the switch says so —
   * left on, it read as an active caregiver. Any other change is still there, to save.
   */
  const keepSwitchedOff = () => {
    form.setValue('active', false, { shouldDirty: true });
    // Compared now, with the switch back off (formState is the last render's, switch still on).
    const changed =
      pendingFiles ||
      JSON.stringify(form.getValues()) !== JSON.stringify(caregiverFormValues(caregiver));
    form.setError('root', {
      message: !caregiver
        ? 'Il caregiver non è stato creato e «Attivo» è di nuovo spento: premi «Crea caregiver» per crearlo disattivato.'
        : changed
          ? 'Nulla è stato salvato e «Attivo» è di nuovo spento: le altre modifiche sono ancora da salvare.'
          : 'Nulla è stato salvato: il caregiver resta disattivato.',
    });
  };

  const submit = form.handleSubmit(async (values) => {
    if (!(await activationConfirmed(values.active))) {
      keepSwitchedOff();
      return;
    }
    if (!values.active && caregiver?.active && !(await deactivationAsked(caregiver))) {
      form.setValue('active', true, { shouldDirty: true });
      return;
    }
    let current: Caregiver;
    setExisting(null);
    try {
      current = await save.mutateAsync({
        docRef: caregiver?.docRef ?? null,
        input: toCaregiverInput(values),
        version: caregiver ? version.current : undefined,
      });
    } catch (error) {
      if (recordChangedMeanwhile(error)) {
        setReloaded(false);
        setChangedMeanwhile((error as ApiError).message);
        return;
      }
      showSubmitError(error, form.setError, Object.keys(caregiverFormSchema.shape));
      if (error instanceof ApiError && error.existing) setExisting(error.existing);
      return;
    }
    version.current = current.updatedAt;
    setChangedMeanwhile(null);
    setReloaded(false);
    // The profile is saved; now the chosen files.
    const uploadFailed = await uploadFiles(current.docRef);
    // Saved: nothing is pending any more (render that before leaving the page).
    flushSync(() => form.reset(form.getValues()));
    if (uploadFailed) {
      toast.warning('Profilo salvato, ma un file non è stato caricato: controlla e riprova.');
    } else {
      toast.success(caregiver ? 'Caregiver aggiornato' : 'Caregiver creato');
    }
    if (!caregiver) navigate(paths.backoffice.caregiver.href(current.docRef), { replace: true });
  });

  const recordForm = (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={920}>
        <CaregiverProfileFields control={form.control} isNew={!caregiver} />
        <CaregiverWorkFields
          control={form.control}
          comune={
            caregiver?.comune && caregiver.comuneName
              ? { code: caregiver.comune, name: caregiver.comuneName }
              : null
          }
          workComuni={caregiver?.workComuniLabels ?? []}
        />
        <CaregiverFilesFields
          caregiver={caregiver}
          files={files}
          errors={fileErrors}
          onFile={(slot, file) => setFiles((all) => ({ ...all, [slot]: file }))}
          onError={(slot, message) => setFileErrors((all) => ({ ...all, [slot]: message }))}
          // Removing a photo or CV saves the record at once: the tutor's own change, which the
          // next save must not take for someone else's.
          onRemoved={(saved) => {
            version.current = laterVersion(version.current, saved.updatedAt);
          }}
        />
        {changedMeanwhile ? (
          <ChangedMeanwhile
            title="Scheda modificata nel frattempo"
            message={changedMeanwhile}
            reloadLabel="Ricarica la scheda"
            reloading={reloading}
            onReload={() => void reloadRecord()}
          />
        ) : null}
        {reloaded ? <ReloadedNotice what="Scheda" saveLabel="Salva modifiche" /> : null}
        <FormError
          message={
            errors.root?.message && existing ? (
              <Stack gap={4} align="flex-start">
                <span>{errors.root.message}</span>
                <Anchor
                  component={Link}
                  to={paths.backoffice.caregiver.href(existing)}
                  fw={600}
                  underline="always"
                >
                  Apri il profilo già nella rubrica
                </Anchor>
              </Stack>
            ) : (
              errors.root?.message
            )
          }
        />
        <FormActions
          loading={isSubmitting}
          submitLabel={caregiver ? 'Salva modifiche' : 'Crea caregiver'}
          start={caregiver ? <DeleteCaregiver caregiver={caregiver} /> : null}
        />
      </Stack>
    </form>
  );

  return (
    <>
      <UnsavedChangesGuard when={(isDirty || pendingFiles) && !isSubmitting} />
      <CaregiverHeader caregiver={caregiver} vetting={vetting} back={back} />
      {caregiver ? (
        <RecordColumns
          main={recordForm}
          aside={
            <>
              <CaregiverRequestsSection places={caregiver.places} />
              {aside}
            </>
          }
          // One column: what the caregiver is doing first, then the record and the panels.
          narrow={
            <Stack gap="md" maw={920}>
              <CaregiverRequestsSection places={caregiver.places} />
              {recordForm}
              {aside}
            </Stack>
          }
        />
      ) : (
        <Stack gap="md" maw={920}>
          {recordForm}
          {aside}
        </Stack>
      )}
    </>
  );
}
