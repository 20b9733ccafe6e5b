import { dayMonthYear, isoDateParts, withDayArticle } from '@equilibrio/contract/italian-format';
import { type LegalDocumentId, legalDocumentLabels } from '@equilibrio/contract/privacy';
import {
  Alert,
  Anchor,
  Box,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { LogoLink } from '@/components/logo-link';
import { paths } from '@/config/paths';
import { useLegalDocument } from '../api/get-legal-document';
import { LegalContent } from '../components/legal-content';
import { legalMessages } from '../messages';

const formatDay = (isoDate: string) => dayMonthYear(isoDateParts(isoDate));

const otherDocument: Record<LegalDocumentId, { id: LegalDocumentId; href: string }> = {
  privacy: { id: 'terms', href: paths.terms.href() },
  terms: { id: 'privacy', href: paths.privacy.href() },
  'applicant-privacy': { id: 'privacy', href: paths.privacy.href() },
};

/** /privacy and /termini: a legal text the operator maintains, readable by anyone. */
export function LegalPage({ id }: { id: LegalDocumentId }) {
  const document = useLegalDocument(id);
  const other = otherDocument[id];

  return (
    <Box mih="100dvh" bg="gray.0">
      <Container size={820} px="md" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          {/* The page's top (a banner landmark): nothing of the page lies outside a landmark. */}
          <Group component="header" justify="space-between" wrap="wrap" gap="sm">
            <LogoLink size={36} />
            <Anchor component={Link} to={other.href} size="sm" fw={600}>
              {legalDocumentLabels[other.id]}
            </Anchor>
          </Group>
          <Paper component="main" withBorder radius="lg" shadow="xs" p={{ base: 'md', sm: 'xl' }}>
            {document.isPending ? (
              <Group justify="center" py="xl">
                <Loader aria-label={legalMessages.loading} />
              </Group>
            ) : document.isError ? (
              <Stack gap="md" align="flex-start">
                <Title order={1} size="h2">
                  {legalDocumentLabels[id]}
                </Title>
                <Alert color="danger" variant="light" role="alert" w="100%">
                  {legalMessages.loadError}
                </Alert>
                <AppButton look="dark-outline" onClick={() => document.refetch()}>
                  Riprova
                </AppButton>
              </Stack>
            ) : (
              <Stack gap="sm">
                <Title order={1} size="h2">
                  {document.data.title}
                </Title>
                <Text size="sm" c="gray.7">
                  Versione {document.data.version}
                  {document.data.updatedOn
                    ? ` · aggiornata ${withDayArticle('il', formatDay(document.data.updatedOn))}`
                    : ''}
                </Text>
                <LegalContent blocks={document.data.blocks} />
              </Stack>
            )}
          </Paper>
        </Stack>
      </Container>
    </Box>
  );
}
