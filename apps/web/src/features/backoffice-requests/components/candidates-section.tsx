import {
  availabilityConfirmableStatuses,
  type BackofficeCandidate,
  caregiverPlace,
} from '@equilibrio/contract/backoffice';
import { confirmBusyQuestion } from '@equilibrio/contract/backoffice-moves';
import {
  distinguishingLanguages,
  requestedCells,
  requestedLanguages,
} from '@equilibrio/contract/caregiver-matching';
import {
  caregiverTypeLabels,
  type TakenElsewhere as TakenElsewhereHold,
} from '@equilibrio/contract/caregivers';
import { caregiverTypeByLine, languageLabels } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { ActionIcon, Anchor, Badge, Divider, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { AvailabilityGapWarning } from '@/components/availability-gap-warning';
import { BusyBadge } from '@/components/busy-badge';
import { CaregiverPlaceBadge } from '@/components/caregiver-place-badge';
import { CaregiverRow } from '@/components/caregiver-row';
import { confirm } from '@/components/confirm';
import { Hint } from '@/components/hint';
import { OutOfAreaBadge } from '@/components/out-of-area-badge';
import { PhoneLink } from '@/components/phone-link';
import type { CaregiverPicker } from '@/components/pickers';
import { PlainList } from '@/components/plain-list';
import { RequestIdLinks } from '@/components/request-link';
import { SectionCard } from '@/components/section-card';
import { SideDrawer } from '@/components/side-drawer';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { openedFromRequest } from '@/lib/back-link';
import { errorMessage } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format-datetime';
import { busyQuestion, useAddCandidate } from '../api/add-candidate';
import { useConfirmAvailability } from '../api/confirm-availability';
import type { RequestWorkspace } from '../api/get-request';
import { useRemoveCandidate } from '../api/remove-candidate';
import { heldBack, isToSend, vettedAs } from '../lib/candidates-to-send';
import { CandidateReason } from './candidate-reason';
import { CriminalRecordWarning } from './criminal-record-warning';
import { LanguageGapWarning } from './language-gap-warning';
import { ReferencesWarning } from './references-warning';
import { ReplacementAskedWarning } from './replacement-asked-warning';
import { SuggestionsPanel } from './suggestions-panel';

/** The caregivers of the request: candidates, the chosen one, substitutes. */
export function CandidatesSection({
  request,
  Picker,
}: {
  request: RequestWorkspace;
  Picker: CaregiverPicker;
}) {
  // A caregiver's page and its 'Verifiche', with the way back to the request's caregivers.
  const fromHere = (href: string) => openedFromRequest(href, request.id, 'caregiver');
  const [pickerOpen, picker] = useDisclosure(false);
  const addCandidate = useAddCandidate();
  const removeCandidate = useRemoveCandidate();
  const confirmAvailability = useConfirmAvailability();
  const availabilityConfirmable = availabilityConfirmableStatuses.includes(request.status);
  const editable = request.candidatesEditable;
  const askedLanguages = requestedLanguages(
    request.languages,
    request.requestDetail?.requiredLanguage,
  );
  const wantedCells = requestedCells(request.schedule, request.requestDetail);

  /**
   * Adds a candidate; a caregiver held elsewhere only after the tutor confirms — asked before the
   * call when the row listed where (`busyOn`), else on the add's 409 (held since the list was
   * read). `announce`: a toast says it, except in the picker, whose row turns into 'già aggiunto'
   * in place — a toast there would stack over the dialog's filters while the tutor adds several
   * in a row.
   */
  const propose = async (
    docRef: string,
    { announce = true, busyOn = [] }: { announce?: boolean; busyOn?: readonly number[] } = {},
  ) => {
    const add = (confirmBusy: boolean) =>
      addCandidate.mutateAsync({ requestId: request.id, docRef, confirmBusy });
    const confirmed = (question: string) =>
      confirm({
        title: 'Profilo già impegnato',
        message: question,
        confirmLabel: 'Proponi comunque',
        cancelLabel: 'Annulla',
      });
    try {
      const elsewhere = busyOn.filter((id) => id !== request.id);
      if (elsewhere.length > 0 && !(await confirmed(confirmBusyQuestion(elsewhere)))) return;
      let added: Awaited<ReturnType<typeof add>>;
      try {
        added = await add(elsewhere.length > 0);
      } catch (error) {
        const question = busyQuestion(error);
        if (!question) throw error;
        if (!(await confirmed(question))) return;
        added = await add(true);
      }
      if (announce) {
        toast.success(
          `Profilo di ${fullName(added.caregiver.name, added.caregiver.surname)} aggiunto ai candidati`,
        );
      }
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };

  const remove = async (candidate: BackofficeCandidate) => {
    const name = fullName(candidate.caregiver.name, candidate.caregiver.surname);
    const ok = await confirm({
      title: 'Rimuovere il candidato?',
      message: `${name} non sarà più tra i profili di questa richiesta.`,
      confirmLabel: 'Rimuovi',
      cancelLabel: 'Annulla',
      confirmLook: 'danger',
    });
    if (!ok) return;
    removeCandidate.mutate(
      { requestId: request.id, docRef: candidate.caregiver.docRef },
      {
        // Said without a gender: most caregivers are women, and the list does not say which.
        onSuccess: () => toast.success(`${name} non è più tra i candidati`),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  /** 'Conferma disponibilità': the caregiver another family chose can follow this one too. */
  const vouch = async (candidate: BackofficeCandidate) => {
    const name = fullName(candidate.caregiver.name, candidate.caregiver.surname);
    const ok = await confirm({
      title: 'Confermare la disponibilità?',
      message: `Conferma solo se hai verificato che ${name} può seguire anche questa famiglia: la famiglia potrà di nuovo sceglierne il profilo.`,
      confirmLabel: 'Conferma disponibilità',
      cancelLabel: 'Annulla',
    });
    if (!ok) return;
    confirmAvailability.mutate(
      { requestId: request.id, docRef: candidate.caregiver.docRef },
      {
        onSuccess: () =>
          toast.success(
            `Disponibilità di ${name} confermata: la famiglia può sceglierne il profilo`,
          ),
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  return (
    <SectionCard
      title="Caregiver"
      id="caregiver"
      actions={
        editable ? (
          <AppButton
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={picker.open}
          >
            Aggiungi candidati
          </AppButton>
        ) : null
      }
    >
      {request.candidates.length === 0 ? (
        <Text size="sm" c="ink.5">
          {editable
            ? 'Nessun candidato ancora: aggiungi i profili adatti dalla rubrica dei caregiver.'
            : 'Nessun caregiver proposto.'}
        </Text>
      ) : (
        <PlainList gap="xs" aria-label="Candidati">
          {request.candidates.map((candidate) => {
            const { caregiver } = candidate;
            const place = caregiverPlace(candidate, request.candidates);
            // Switched off since it was put on the request: the family no longer sees nor can
            // choose them, so it is no longer 'Proposto alla famiglia' (nor 'Da inviare').
            const switchedOff =
              !caregiver.active &&
              candidate.phase === 'SELECTED' &&
              (place === 'proposed' || place === 'toSend');
            return (
              <CaregiverRow
                // One caregiver may be on the request twice: dropped after an interview, proposed anew.
                key={`${caregiver.docRef}-${candidate.selectedAt}`}
                caregiver={caregiver}
                avatarSize={44}
                actions={
                  <Group gap={6} wrap="nowrap">
                    {switchedOff ? (
                      <Badge color="danger" variant="light" tt="none">
                        Disattivato
                      </Badge>
                    ) : (
                      <CaregiverPlaceBadge place={place} />
                    )}
                    {editable && candidate.phase === 'SELECTED' ? (
                      <Hint label="Rimuovi">
                        <ActionIcon
                          variant="subtle"
                          color="danger"
                          aria-label={`Rimuovi ${fullName(caregiver.name, caregiver.surname)}`}
                          onClick={() => void remove(candidate)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Hint>
                    ) : null}
                  </Group>
                }
              >
                {/* A target 24px high, kept 4px above the phone number on the line under it:
                    the two links touched, and a finger meant for one opened the other (WCAG 2.2
                    target size). */}
                <Anchor
                  component={Link}
                  to={fromHere(paths.backoffice.caregiver.href(caregiver.docRef))}
                  fw={600}
                  size="sm"
                  lh="24px"
                  mb={4}
                >
                  {caregiver.name} {caregiver.surname}
                </Anchor>
                <Text size="xs" c="ink.5">
                  {caregiverTypeLabels[caregiver.type]}
                  {caregiver.province ? ` · ${caregiver.province}` : ''}
                  {caregiver.languages.length
                    ? ` · ${caregiver.languages.map((l) => languageLabels[l]).join(', ')}`
                    : ''}
                  {/* At hand to call them: to ask if they are free, to arrange the interview. */}
                  {caregiver.phone ? (
                    <>
                      {' · '}
                      <PhoneLink phone={caregiver.phone} inherit underline="always" />
                    </>
                  ) : null}
                </Text>
                {/* Not for a caregiver whose place ended or who was not chosen: nobody is
                    sending them any more. What weighs on a choice (area, languages, hours) only
                    while it is to make: once the family has paid, what is left is a clash with
                    their other requests. */}
                {candidate.endedAt || place === 'passedOver' ? null : (
                  <>
                    <Group gap={4}>
                      {switchedOff ? (
                        <Badge size="xs" color="danger" variant="light" tt="none" w="fit-content">
                          La famiglia non vede il profilo
                        </Badge>
                      ) : null}
                      <BusyBadge requestIds={busyBeyondTaken(candidate)} size="xs" />
                      {place === 'confirmed' ? null : (
                        <OutOfAreaBadge caregiver={caregiver} requestProvince={request.province} />
                      )}
                    </Group>
                    <ReplacementAskedWarning requestIds={candidate.replacementAskedOn} />
                    {place === 'confirmed' ? null : (
                      <LanguageGapWarning asked={askedLanguages} spoken={caregiver.languages} />
                    )}
                    <AvailabilityGapWarning
                      wanted={wantedCells}
                      availability={caregiver.availability}
                      commitments={candidate.commitments}
                      clashOnly={place === 'confirmed'}
                    />
                  </>
                )}
                {heldBack(candidate) ? (
                  <CriminalRecordWarning
                    caregiver={vettedAs(candidate)}
                    link={{
                      href: fromHere(paths.backoffice.caregiver.checksHref(caregiver.docRef)),
                      label: 'Registralo nella sua scheda',
                    }}
                    then="per inviare il profilo."
                  />
                ) : isToSend(candidate) ? (
                  <ReferencesWarning
                    caregiver={caregiver}
                    checkKinds={candidate.checkKinds}
                    checksHref={fromHere(paths.backoffice.caregiver.checksHref(caregiver.docRef))}
                  />
                ) : null}
                {candidate.endedAt ? null : (
                  <CandidateReason
                    requestId={request.id}
                    candidate={candidate}
                    editable={editable && candidate.phase === 'SELECTED'}
                  />
                )}
                {candidate.takenElsewhere ? (
                  <TakenElsewhere
                    taken={candidate.takenElsewhere}
                    name={fullName(caregiver.name, caregiver.surname)}
                    // Another family's hold waits for its payment: vouching here cannot lift it.
                    onConfirm={
                      availabilityConfirmable && candidate.takenElsewhere.kind === 'chosen'
                        ? () => void vouch(candidate)
                        : undefined
                    }
                    confirming={
                      confirmAvailability.isPending &&
                      confirmAvailability.variables?.docRef === caregiver.docRef
                    }
                  />
                ) : null}
                {candidate.holdExpiresAt && !candidate.acceptedAt && !candidate.endedAt ? (
                  <Text size="xs" c="secondary.8">
                    Riservato fino {withDayArticle('a', formatDateTime(candidate.holdExpiresAt))}
                  </Text>
                ) : null}
              </CaregiverRow>
            );
          })}
        </PlainList>
      )}
      {editable ? (
        <>
          <Divider my="md" />
          <SuggestionsPanel
            requestId={request.id}
            proposed={request.candidates.some((candidate) => !candidate.endedAt)}
            askedLanguages={askedLanguages}
            wantedCells={wantedCells}
            checksHrefOf={(docRef) => fromHere(paths.backoffice.caregiver.checksHref(docRef))}
            onPropose={(suggestion) =>
              propose(suggestion.caregiver.docRef, { busyOn: suggestion.caregiver.busyOn })
            }
            onSearchAll={picker.open}
          />
        </>
      ) : null}
      <SideDrawer
        opened={pickerOpen}
        onClose={picker.close}
        title={<Text fw={700}>Aggiungi candidati alla richiesta #{request.id}</Text>}
      >
        <Picker
          caregiverType={caregiverTypeByLine[request.businessLine]}
          province={request.province}
          language={distinguishingLanguages(askedLanguages)[0] ?? null}
          wantedCells={wantedCells}
          excluded={request.candidates.filter((c) => !c.endedAt).map((c) => c.caregiver.docRef)}
          onPick={(docRef, busyOn) => propose(docRef, { announce: false, busyOn })}
        />
      </SideDrawer>
    </SectionCard>
  );
}

/**
 * A candidate another family chose since it was proposed here ('Scelto da un'altra famiglia
 * (#N)', a link to that request): this family cannot accept them until the tutor confirms
 * their availability (`onConfirm`, where the request allows it).
 */
/**
 * The other requests a candidate is held on ('Scelto su #…'), less those the card already names
 * as holding them against this family ('Scelto/Riservato da un’altra famiglia (#N)').
 */
const busyBeyondTaken = (candidate: BackofficeCandidate) =>
  candidate.busyOn.filter((id) => !candidate.takenElsewhere?.requestIds.includes(id));

function TakenElsewhere({
  taken,
  name,
  onConfirm,
  confirming,
}: {
  taken: TakenElsewhereHold;
  name: string;
  onConfirm?: () => void;
  confirming: boolean;
}) {
  return (
    <Group gap="xs" mt={4} wrap="wrap" align="center">
      <Text size="xs" c="secondary.8" fw={600}>
        {taken.kind === 'reserved' ? 'Riservato' : 'Scelto'} da un’altra famiglia (
        <RequestIdLinks ids={taken.requestIds} size="xs" fw={600} />)
        {taken.until ? ` fino ${withDayArticle('a', formatDateTime(taken.until))}` : ''}
      </Text>
      {onConfirm ? (
        <AppButton
          size="xs"
          look="dark-outline"
          onClick={onConfirm}
          loading={confirming}
          aria-label={`Conferma disponibilità di ${name}`}
        >
          Conferma disponibilità
        </AppButton>
      ) : null}
    </Group>
  );
}
