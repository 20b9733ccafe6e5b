import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Select } from '@/components/lists';
import { useMedia } from '@/lib/media-query';

/**
 * One choice among a few: segmented buttons where there is room, a select on narrow screens
 * (where the buttons would not fit). Labelled either way. Room is from 62em: the back office's
 * menu (232 px) stays open from 48em, and a tablet upright (768 px) cut the last button
 * («Non pubblic…») of the reviews' filter.
 */
export function ChoiceControl<T extends string>({
  label,
  value,
  onChange,
  data,
  hideLabel = false,
}: {
  label: string;
  value: T;
  onChange: (value: T) => void;
  data: { value: T; label: string }[];
  hideLabel?: boolean;
}) {
  const id = useId();
  const roomy = useMedia('(min-width: 62em)');
  if (!roomy) {
    return (
      <Select
        label={label}
        allowDeselect={false}
        data={data}
        value={value}
        onChange={(next) => next && onChange(next as T)}
        w="100%"
      />
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={id} hidden={hideLabel}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={id}
        value={value}
        onChange={(next) => onChange(next as T)}
        data={data}
      />
    </Stack>
  );
}
