import {
  type ApplicationForm,
  applicationFormSchema,
  applicationMessages,
} from '@equilibrio/contract/caregiver-applications';
import { caregiverSkills, skillLabels } from '@equilibrio/contract/caregiver-profile';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { type CaregiverType, caregiverTypes } from '@equilibrio/contract/enums';
import { acceptOf, uploadPolicies } from '@equilibrio/contract/uploads';
import { Box, Container, FileInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import { AvailabilityGridField } from '@/components/form/availability-grid-field';
import { CheckboxField } from '@/components/form/check-field';
import { ChipsField } from '@/components/form/chips-field';
import { ComuniField } from '@/components/form/comune-field';
import { ConsentField, DocumentLink } from '@/components/form/consent-field';
import { birthDateCalendar, DateField } from '@/components/form/date-field';
import { FormError } from '@/components/form/form-error';
import { maxLengthOf } from '@/components/form/max-length';
import { MultiSelectField } from '@/components/form/multi-select-field';
import { NumberField } from '@/components/form/number-field';
import { emailInput, TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { LogoLink } from '@/components/logo-link';
import { OutcomeNotice } from '@/components/outcome-notice';
import { PlaceAutocomplete } from '@/components/place-autocomplete';
import { WithArticle } from '@/components/with-article';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { languageOptions, optionsOf } from '@/lib/options';
import { provinceOptions } from '@/lib/provinces';
import { useReadyToUpload } from '@/lib/shrink-photo';
import { useSubmitApplication } from '../api/submit-application';
import { applyTexts } from '../messages';

const GAZETTEER_PREFIX = 'istat:';

const emptyForm: ApplicationForm = {
  name: '',
  surname: '',
  email: '',
  phone: '',
  birthDate: '',
  comune: '',
  workComuni: [],
  workProvinces: [],
  types: [],
  skills: [],
  languages: [],
  yearsOfExperience: null,
  availability: [],
  liveIn: false,
  presentation: '',
  privacyConsent: false as true,
};

const skillOptionsOf = (types: readonly CaregiverType[]) =>
  [...new Set(types.flatMap((type) => caregiverSkills[type] as readonly string[]))].map(
    (value) => ({ value, label: skillLabels[value] ?? value }),
  );

type FileKey = 'photo' | 'cv';

/** The two files an application attaches, each with its field and what the server accepts. */
const fileFields = [
  {
    key: 'photo',
    label: applyTexts.photoLabel,
    description: applyTexts.photoHint,
    policy: uploadPolicies.applicantPhoto,
    placeholder: 'Scegli una foto',
  },
  { key: 'cv', label: applyTexts.cvLabel, policy: uploadPolicies.cv, placeholder: 'Scegli il PDF' },
] as const;

/** 'Lavora con noi': a caregiver applies (public page, no account). */
export function ApplyPage() {
  const form = useSchemaForm(applicationFormSchema, { defaultValues: emptyForm });
  const { control, handleSubmit, setValue, setError, formState } = form;
  const submit = useSubmitApplication();
  const prepare = useReadyToUpload();
  const [comuneText, setComuneText] = useState('');
  const [files, setFiles] = useState<Record<FileKey, File | null>>({ photo: null, cv: null });
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileKey, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [sent, setSent] = useState<{ to: string; before: boolean } | null>(null);
  const types = useWatch({ control, name: 'types' }) as CaregiverType[];

  // The files are asked for at every try, with the other fields (not in a second round). A file
  // refused when chosen (too large, not a PDF) keeps its reason until another one is chosen.
  const checkFiles = () =>
    setFileErrors((errors) => ({
      ...(files.photo ? {} : { photo: errors.photo ?? applicationMessages.photo }),
      ...(files.cv ? {} : { cv: errors.cv ?? applicationMessages.cv }),
    }));
  const onSubmit = handleSubmit(async (values) => {
    const { photo, cv } = files;
    checkFiles();
    if (!photo || !cv) return;
    setFailure(undefined);
    try {
      // Skills of a service unticked afterwards are not sent.
      const allowed = new Set(skillOptionsOf(values.types).map((option) => option.value));
      await submit.mutateAsync({
        form: { ...values, skills: values.skills.filter((skill) => allowed.has(skill)) },
        photo,
        cv,
      });
      setSent({ to: values.email, before: false });
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (!(error instanceof ApiError)) {
        setFailure(applyTexts.failed);
        return;
      }
      // An application of hers is already being read: said as the news it is.
      if (error.code === 'CONFLICT' && error.fields?.email) {
        setSent({ to: values.email, before: true });
        window.scrollTo({ top: 0 });
        return;
      }
      const fields = error.fields ?? {};
      setFileErrors({ photo: fields.photo, cv: fields.cv });
      for (const [key, message] of Object.entries(fields)) {
        const name = key.split('.')[0] as FieldPath<ApplicationForm>;
        if (name !== ('photo' as string) && name !== ('cv' as string)) {
          setError(name, { message });
        }
      }
      setFailure(Object.keys(fields).length ? applyTexts.failed : error.message);
    }
  }, checkFiles);

  if (sent) {
    return (
      <Frame>
        <OutcomeNotice
          title={sent.before ? applyTexts.alreadyTitle : applyTexts.sentTitle}
          takeFocus
        >
          <Stack gap="xs">
            <Text size="sm">
              {sent.before ? applyTexts.alreadyBody(sent.to) : applyTexts.sentBody(sent.to)}
            </Text>
            <Text size="sm">{applyTexts.sentPrepare}</Text>
          </Stack>
        </OutcomeNotice>
      </Frame>
    );
  }

  return (
    <Frame>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {applyTexts.title}
        </Title>
        <Text c="gray.7">{applyTexts.intro}</Text>
      </Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          <Section title={applyTexts.aboutYou}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField
                control={control}
                name="name"
                label="Nome"
                required
                autoComplete="given-name"
              />
              <TextField
                control={control}
                name="surname"
                label="Cognome"
                required
                autoComplete="family-name"
              />
              <TextField control={control} name="email" {...emailInput} required />
              <TextField
                control={control}
                name="phone"
                label="Telefono"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
              />
              <DateField
                control={control}
                name="birthDate"
                label="Data di nascita"
                empty=""
                required
                {...birthDateCalendar()}
              />
            </SimpleGrid>
          </Section>

          <Section title={applyTexts.where}>
            <PlaceAutocomplete
              label={applyTexts.comuneLabel}
              description={applyTexts.comuneHint}
              required
              value={comuneText}
              onChange={(text) => {
                setComuneText(text);
                setValue('comune', '', { shouldValidate: false });
              }}
              onPlaceSelected={(place) => {
                if (!place.placeId.startsWith(GAZETTEER_PREFIX)) return;
                setComuneText(`${place.city}${place.province ? ` (${place.province})` : ''}`);
                setValue('comune', place.placeId.slice(GAZETTEER_PREFIX.length), {
                  shouldValidate: true,
                });
              }}
              error={formState.errors.comune?.message}
            />
            <ComuniField
              control={control}
              name="workComuni"
              label={applyTexts.workComuniLabel}
              description={applyTexts.workComuniHint}
              current={[]}
              maxValues={50}
            />
            <MultiSelectField
              control={control}
              name="workProvinces"
              label={applyTexts.workProvincesLabel}
              data={provinceOptions}
              searchable
              placeholder="Scegli una o più province"
            />
          </Section>

          <Section title={applyTexts.what}>
            <ChipsField
              control={control}
              name="types"
              label={applyTexts.typesLabel}
              required
              options={optionsOf(caregiverTypes, caregiverTypeLabels)}
            />
            {types.length > 0 ? (
              <ChipsField
                control={control}
                name="skills"
                label="Competenze"
                options={skillOptionsOf(types)}
              />
            ) : null}
            <ChipsField
              control={control}
              name="languages"
              label="Lingue che parli"
              required
              options={languageOptions}
            />
            <NumberField
              control={control}
              name="yearsOfExperience"
              label="Anni di esperienza"
              min={0}
              max={60}
              allowDecimal={false}
              maw={200}
            />
            <TextareaField
              control={control}
              name="presentation"
              label={applyTexts.presentationLabel}
              description={applyTexts.presentationHint}
              autosize
              minRows={4}
              maxLength={maxLengthOf(applicationFormSchema.shape.presentation)}
              required
            />
          </Section>

          <Section title={applyTexts.when}>
            <AvailabilityGridField
              control={control}
              name="availability"
              label="Giorni e fasce orarie"
            />
            <CheckboxField control={control} name="liveIn" label={applyTexts.liveIn} />
          </Section>

          <Section title={applyTexts.files}>
            {fileFields.map(({ key, policy, ...field }) => (
              <FileInput
                key={key}
                {...field}
                accept={acceptOf(policy)}
                value={files[key]}
                onChange={async (picked) => {
                  // A phone's photo (3–6 MB) made small enough to send; the limits told at once.
                  const ready = await prepare(key, picked, policy);
                  if (!ready) return;
                  const { file, problem } = ready;
                  setFiles((chosen) => ({ ...chosen, [key]: file }));
                  setFileErrors((errors) => ({ ...errors, [key]: problem ?? undefined }));
                }}
                clearable
                required
                error={fileErrors[key]}
              />
            ))}
          </Section>

          <ConsentField
            control={control}
            name="privacyConsent"
            required
            label={applyTexts.consentLabel}
            documents={
              <>
                {applyTexts.consentRead}
                <WithArticle article={applyTexts.consentArticle}>
                  <DocumentLink href={paths.applicantPrivacy.href()}>
                    {applyTexts.consentLink}
                  </DocumentLink>
                </WithArticle>
              </>
            }
          />
          <FormError message={failure} />
          <AppButton type="submit" size="md" loading={formState.isSubmitting}>
            {applyTexts.submit}
          </AppButton>
        </Stack>
      </form>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <Box mih="100dvh" bg="gray.0">
      <Container size={760} px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {/* The page's top (a banner landmark): nothing of the page lies outside a landmark. */}
          <Box component="header">
            <LogoLink size={36} />
          </Box>
          <Paper component="main" withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            <Stack gap="lg">{children}</Stack>
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    // A fieldset is at least as wide as its content by default (min-inline-size: min-content):
    // on a 320px phone the availability grid widened it, and the whole page scrolled sideways.
    <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Title order={2} size="h4" component="legend" mb={4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
