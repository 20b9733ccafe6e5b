import { Text } from '@mantine/core';

/** 'Passo 1 di 2 · La tua richiesta': where the visitor is in the sign-up. */
export function StepLabel({ step, of, label }: { step: number; of: number; label: string }) {
  return (
    <Text size="sm" fw={700} c="primary.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
      Passo {step} di {of} · {label}
    </Text>
  );
}
