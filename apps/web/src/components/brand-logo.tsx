import { Group, Text } from '@mantine/core';

type BrandLogoProps = {
  /** Height of the mark in px; the wordmark scales with it. */
  size?: number;
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  /** Show the mark only (the name is then the image's accessible name). */
  markOnly?: boolean;
};

/**
 * The Equilibrio mark (a person with open arms, balanced on a point) and wordmark. The arms curve
 * up: curved down under the head, with the sun beside it, the mark read as a frowning face.
 */
export function BrandLogo({ size = 40, inverted = false, markOnly = false }: BrandLogoProps) {
  const mark = (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={markOnly ? 'img' : undefined}
      aria-label={markOnly ? 'Equilibrio' : undefined}
      aria-hidden={markOnly ? undefined : true}
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill={inverted ? '#ffffff' : '#1f7a66'} />
      <circle cx="32" cy="17" r="7" fill={inverted ? '#1f7a66' : '#ffffff'} />
      <path
        d="M13 27c5 15 33 15 38 0"
        stroke={inverted ? '#1f7a66' : '#ffffff'}
        strokeWidth="6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="32" cy="50" r="4" fill="#f2b705" />
    </svg>
  );
  if (markOnly) return mark;
  return (
    <Group gap={10} wrap="nowrap" align="center">
      {mark}
      <Text
        component="span"
        fw={800}
        fz={size * 0.6}
        lh={1}
        c={inverted ? 'white' : 'ink.6'}
        style={{ letterSpacing: '-0.02em' }}
      >
        Equilibrio
      </Text>
    </Group>
  );
}
