import { italianList } from '@equilibrio/contract/italian-format';
import { welfareTexts } from '@equilibrio/contract/welfare';
import { Alert, Box, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';

/**
 * The partner company of a `/sign-up/{companyId}` page: its logo and name, a loading line, or
 * why its services could not be shown.
 */
export function CompanyBanner({
  loading,
  name,
  logoUrl,
  problem,
  services = [],
}: {
  loading: boolean;
  name: string | null;
  logoUrl: string | null;
  problem: string | null;
  /** The services the company's programme includes, by name (the list below offers only these). */
  services?: readonly string[];
}) {
  if (loading) {
    return (
      <Group gap="sm" aria-live="polite">
        <Loader size="sm" />
        <Text size="sm" c="gray.7">
          Caricamento dell’azienda…
        </Text>
      </Group>
    );
  }
  if (problem) {
    return (
      <Alert color="sun" variant="light" icon={<IconBuildingCommunity aria-hidden="true" />}>
        <Text size="sm">{problem}</Text>
      </Alert>
    );
  }
  if (!name) return null;
  return (
    <Box
      p="md"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-primary-0)',
      }}
    >
      <Stack gap="xs" align="flex-start">
        {logoUrl ? (
          <Image src={logoUrl} alt={`Logo di ${name}`} h={48} w="auto" maw="100%" fit="contain" />
        ) : (
          <IconBuildingCommunity size={40} aria-hidden="true" />
        )}
        <Text size="sm">
          Programma welfare di <strong>{name}</strong>
        </Text>
        {services.length > 0 ? (
          <Text size="sm">Servizi del programma: {italianList(services)}.</Text>
        ) : null}
        <Text size="sm">{welfareTexts.atSignUp}</Text>
      </Stack>
    </Box>
  );
}
