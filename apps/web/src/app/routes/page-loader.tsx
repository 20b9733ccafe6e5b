import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's code and guard load. */
export function PageLoader() {
  return (
    <Center mih="100dvh">
      <Loader aria-label="Caricamento in corso" />
    </Center>
  );
}
