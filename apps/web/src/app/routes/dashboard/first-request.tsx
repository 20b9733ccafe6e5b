import { needsChoices } from '@equilibrio/contract/enums';
import { Alert, Loader, Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import {
  FirstRequestForm,
  type FirstRequestValues,
} from '@/features/auth/components/first-request-form';
import { useCreateFirstRequest } from '@/features/requests/api/create-first-request';
import { requestMessages } from '@/features/requests/messages';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useCompanyServices } from '@/resources/company-services';
import { profileQueryOptions } from '@/resources/profile';

type ServerError = { message: string; fields: Partial<Record<keyof FirstRequestValues, string>> };

/**
 * 'Prima richiesta' (`/dashboard/request`): the sign-up page's first-request form for a
 * customer who is already signed in — prefilled from the profile, the email locked to the
 * account — sent to POST /v2/requests/first-request. Employees of a partner company choose
 * among their company's services.
 */
export function Component() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<ServerError | null>(null);
  const profile = useQuery({
    ...profileQueryOptions(user.uid),
    meta: { errorToast: requestMessages.userInfoError },
  });
  const company = profile.data?.workInfo.b2bCompany ?? null;
  const services = useCompanyServices(company?.id);
  const create = useCreateFirstRequest(user.uid);

  if (profile.isPending) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label="Caricamento del modulo" />
      </Stack>
    );
  }

  const choices = needsChoices(company ? services.data : null);

  const onSubmit = async (values: FirstRequestValues) => {
    setServerError(null);
    try {
      await create.mutateAsync({
        ...values,
        conditions: true,
        uid: user.uid,
        companyId: choices.fromCompany ? company!.id : null,
      });
      toast.success(requestMessages.saveSuccess);
      navigate(paths.dashboard.home.href());
    } catch (error) {
      toast.error(requestMessages.saveError);
      const fields: ServerError['fields'] = {};
      if (error instanceof ApiError) {
        for (const [key, message] of Object.entries(error.fields ?? {})) {
          fields[key.replace(/^body\./, '') as keyof FirstRequestValues] = message;
        }
      }
      setServerError({ message: requestMessages.saveError, fields });
    }
  };

  return (
    <Stack gap="md" maw={720}>
      <Text>
        Raccontaci di cosa hai bisogno: un family tutor ti contatterà per definire insieme il
        servizio più adatto.
      </Text>
      {company && services.isError ? (
        <Alert color="sun" variant="light">
          Non è stato possibile caricare i servizi della tua azienda: puoi scegliere tra tutti i
          servizi.
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FirstRequestForm
          emailReadOnly
          needsChoices={choices}
          needsLoading={company !== null && services.isPending}
          defaultValues={{
            name: profile.data?.name ?? '',
            surname: profile.data?.surname ?? '',
            email: profile.data?.email ?? user.email ?? '',
            phone: profile.data?.phone ?? '',
          }}
          onSubmit={onSubmit}
          serverError={serverError}
        />
      </Paper>
    </Stack>
  );
}
