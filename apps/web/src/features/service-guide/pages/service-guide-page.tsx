import {
  Anchor,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconShieldCheck, IconUserCheck, IconUserHeart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppButton } from '@/components/app-button';
import { LogoLink } from '@/components/logo-link';
import { paths } from '@/config/paths';
import { GuideSteps } from '../components/guide-steps';
import { ServiceCards } from '../components/service-cards';
import { guideTexts } from '../messages';
import classes from './service-guide-page.module.css';

/** A titled section of the page (its heading names the landmark). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" aria-labelledby={id} gap="md">
      <Title id={id} order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Highlight({
  icon,
  title,
  id,
  lines,
}: {
  icon: ReactNode;
  title: string;
  id: string;
  lines: readonly string[];
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p="lg">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" color="primary" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={6}>
          <Title id={id} order={2} size="h4">
            {title}
          </Title>
          {lines.map((line) => (
            <Text key={line} c="gray.8">
              {line}
            </Text>
          ))}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * /come-funziona (public): what Equilibrio offers and how it works, for families who arrive from
 * an email or a partner company — the four services with their starting prices from the
 * catalogue, the three steps, the family tutor, the guarantee, and the way to sign up or log in.
 */
export function ServiceGuidePage() {
  return (
    <div className={classes.page}>
      <header className={classes.hero}>
        <Container size={1100} px="md" py={{ base: 'lg', sm: 'xl' }}>
          <Stack gap="lg">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <LogoLink size={36} inverted />
              <Link to={paths.login.href()} className={classes.heroLink}>
                {guideTexts.login}
              </Link>
            </Group>
            <Stack gap="sm" py={{ base: 0, sm: 'md' }}>
              <Title order={1} fz={{ base: 28, sm: 40 }} c="white">
                {guideTexts.title}
              </Title>
              <p className={classes.lead}>{guideTexts.lead}</p>
            </Stack>
            <Group gap="md" wrap="wrap">
              {/* White on the green band: the product's primary button, inverted. */}
              <AppButton
                component={Link}
                to={paths.signUp.href()}
                variant="white"
                color="primary.8"
                size="md"
              >
                {guideTexts.start}
              </AppButton>
            </Group>
          </Stack>
        </Container>
      </header>

      <Container component="main" size={1100} px="md" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={40}>
          <Section id="servizi" title={guideTexts.servicesTitle}>
            <ServiceCards />
            <Text size="sm" c="gray.7">
              {guideTexts.priceNote}
            </Text>
          </Section>

          <Section id="passi" title={guideTexts.stepsTitle}>
            <GuideSteps />
          </Section>

          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <Highlight
              id="verifiche"
              icon={<IconUserCheck size={26} />}
              title={guideTexts.checksTitle}
              lines={guideTexts.checks}
            />
            <Highlight
              id="tutor"
              icon={<IconUserHeart size={26} />}
              title={guideTexts.tutorTitle}
              lines={guideTexts.tutor}
            />
            <Highlight
              id="garanzia"
              icon={<IconShieldCheck size={26} />}
              title={guideTexts.guaranteeTitle}
              lines={guideTexts.guarantee}
            />
          </SimpleGrid>

          <Paper component="section" aria-labelledby="inizia" withBorder radius="lg" p="xl">
            <Stack gap="md" align="flex-start">
              <Title id="inizia" order={2} size="h3">
                {guideTexts.closingTitle}
              </Title>
              <Text c="gray.8">{guideTexts.closing}</Text>
              <Group gap="md" wrap="wrap">
                <AppButton component={Link} to={paths.signUp.href()} size="md">
                  {guideTexts.signUp}
                </AppButton>
                <Text size="sm">
                  {guideTexts.haveAccount}{' '}
                  <Anchor component={Link} to={paths.login.href()} fw={600}>
                    {guideTexts.login}
                  </Anchor>
                </Text>
              </Group>
            </Stack>
          </Paper>
        </Stack>
      </Container>

      <Container component="footer" size={1100} px="md" pb="xl">
        <Group gap="lg">
          <Anchor component={Link} to={paths.privacy.href()} size="sm" c="gray.8">
            {guideTexts.privacy}
          </Anchor>
          <Anchor component={Link} to={paths.terms.href()} size="sm" c="gray.8">
            {guideTexts.terms}
          </Anchor>
        </Group>
      </Container>
    </div>
  );
}
