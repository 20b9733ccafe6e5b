import { Card, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { OutcomeNotice } from '@/components/outcome-notice';
import { useCurrentUser } from '@/lib/current-user';
import { useNpsStatus } from '../api/get-nps-status';
import { npsMessages } from '../messages';
import { NpsForm } from './nps-form';

/** The moments the family is asked in context (issue 21 item 9). */
export type NpsMoment = 'interview' | 'month';

const intro: Record<NpsMoment, string> = {
  interview: 'Il colloquio si è svolto: come ti stai trovando con noi?',
  month: 'È passato un mese dall’inizio del servizio: come sta andando?',
};

/**
 * The NPS question asked where it makes sense — on the request page after the interview and
 * after 30 days of service — with the widget's scale. Not shown when the family answered in the
 * last 90 days (the server knows, on every device); after answering, a thank-you stays.
 */
export function NpsInlineCard({ moment }: { moment: NpsMoment }) {
  const { email, uid } = useCurrentUser();
  const status = useNpsStatus(uid);
  const [sent, setSent] = useState(false);
  const titleId = useId();

  if (sent) {
    return (
      <OutcomeNotice title="Grazie per la tua valutazione">
        Il tuo parere aiuta il family tutor e tutto il team di Equilibrio.
      </OutcomeNotice>
    );
  }
  if (!status.data?.ask) return null;
  return (
    <Card component="section" aria-labelledby={titleId} withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {intro[moment]}
          </Text>
          <Title order={2} size="h4" id={titleId}>
            {npsMessages.question}
          </Title>
        </Stack>
        <NpsForm labelledBy={titleId} email={email} onSent={() => setSent(true)} />
      </Stack>
    </Card>
  );
}
