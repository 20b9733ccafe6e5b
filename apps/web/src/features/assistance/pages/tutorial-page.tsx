import { Accordion, AspectRatio, Loader, Stack, Text } from '@mantine/core';
import { IconMovie } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InfoAlert } from '@/components/notices';
import { env } from '@/config/env';
import { fileAvailable } from '@/lib/api-client';

/** The three tutorials (spec §2 "Tutorial"), each a screen recording of the real app. */
export const tutorials = [
  {
    value: 'prima-richiesta',
    title: 'Prima Richiesta',
    text: 'Come inviare la tua prima richiesta: scegli il servizio di cui hai bisogno, lascia i tuoi contatti e qualche dettaglio, poi imposta la password del tuo account. Un family tutor ti contatterà per definire insieme il servizio.',
    url: env.VITE_TUTORIAL_FIRST_REQUEST_URL,
  },
  {
    value: 'gestione-assistiti',
    title: 'Gestione Assistiti',
    text: 'Come aggiungere, modificare ed eliminare le persone e gli animali di cui ci prenderemo cura, dalla sezione Profilo › Assistiti. Gli assistiti salvati si scelgono poi in ogni nuova richiesta.',
    url: env.VITE_TUTORIAL_DEPENDANTS_URL,
  },
  {
    value: 'conferma-caregiver',
    title: 'Conferma Caregiver',
    text: 'Come consultare i profili selezionati dal family tutor, scegliere il caregiver che preferisci e completare il pagamento: il caregiver resta riservato per te per 24 ore.',
    url: env.VITE_TUTORIAL_CAREGIVER_URL,
  },
] as const;

/** The still `npm run tutorials:record` saves next to each recording. */
const posterFor = (url: string) =>
  url.endsWith('.mp4') ? url.replace(/\.mp4$/, '.jpg') : undefined;

/** Whether the video file is there, asked before showing a player (no broken player). */
function useVideoAvailable(url: string, enabled: boolean) {
  return useQuery({
    queryKey: ['tutorial-video', url],
    queryFn: ({ signal }) => fileAvailable(url, signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

function TutorialVideo({
  url,
  title,
  descriptionId,
  active,
}: {
  url: string;
  title: string;
  descriptionId: string;
  active: boolean;
}) {
  const available = useVideoAvailable(url, active);
  const [failed, setFailed] = useState(false);

  if (available.isPending) {
    return (
      <Stack align="center" py="lg">
        <Loader size="sm" aria-label={`Caricamento del video ${title}`} />
      </Stack>
    );
  }
  if (!available.data || failed) {
    return (
      <InfoAlert title="Video non ancora disponibile">
        Il video «{title}» sarà pubblicato a breve. Nel frattempo, se hai bisogno di aiuto, usa
        «Contatta assistenza» dal menu Assistenza.
      </InfoAlert>
    );
  }
  return (
    <AspectRatio ratio={16 / 10} maw={960}>
      {/* Screen recordings without speech: the text above describes what they show. */}
      {/* biome-ignore lint/a11y/useMediaCaption: silent screen recording, described by the text */}
      <video
        src={url}
        controls
        preload="metadata"
        poster={posterFor(url)}
        playsInline
        aria-label={`Video tutorial: ${title}`}
        aria-describedby={descriptionId}
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%', background: '#000', borderRadius: 8 }}
      />
    </AspectRatio>
  );
}

/** 'Video tutorial' (spec §2): an accordion with three videos and their explanatory text. */
export function TutorialPage() {
  const [opened, setOpened] = useState<string | null>(tutorials[0].value);
  return (
    <Accordion
      value={opened}
      onChange={setOpened}
      variant="separated"
      radius="md"
      chevronPosition="right"
    >
      {tutorials.map((tutorial) => (
        <Accordion.Item key={tutorial.value} value={tutorial.value} bg="white">
          <Accordion.Control icon={<IconMovie aria-hidden size={22} />}>
            <Text fw={600}>{tutorial.title}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <Text id={`tutorial-${tutorial.value}-text`}>{tutorial.text}</Text>
              <TutorialVideo
                url={tutorial.url}
                title={tutorial.title}
                descriptionId={`tutorial-${tutorial.value}-text`}
                active={opened === tutorial.value}
              />
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
