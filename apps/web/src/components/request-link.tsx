import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The back office's link to request `id` in its workspace: 'Richiesta #id'. */
export function RequestLink({ id, ...props }: AnchorProps & { id: number }) {
  return (
    <Anchor component={Link} to={paths.backoffice.request.href(id)} {...props}>
      Richiesta #{id}
    </Anchor>
  );
}
