import { Stack } from '@mantine/core';
import { GeneralConversation } from '@/features/conversations/components/request-conversation';
import { HomePage } from '@/features/requests/pages/home-page';

/** Home, and below it the family's conversation about no request, once the tutors have one. */
export function Component() {
  return (
    <Stack gap="xl">
      <HomePage />
      <GeneralConversation />
    </Stack>
  );
}
