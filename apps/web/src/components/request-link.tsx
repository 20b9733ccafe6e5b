import { Anchor, type AnchorProps } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * The back office's link to request `id` in its workspace: 'Richiesta #id'; `hash`, the part of
 * it the link is about ('conversazione', 'segnalazioni'), opened there rather than at its top.
 */
export function RequestLink({
  id,
  hash,
  ...props
}: AnchorProps & { id: number; hash?: 'conversazione' | 'segnalazioni' }) {
  const to = paths.backoffice.request.href(id);
  return (
    <Anchor component={Link} to={hash ? `${to}#${hash}` : to} {...props}>
      Richiesta #{id}
    </Anchor>
  );
}

/** Requests named in running text, '#12, #15', each a link to its workspace. */
export function RequestIdLinks({ ids, ...props }: AnchorProps & { ids: readonly number[] }) {
  return ids.map((id, index) => (
    <Fragment key={id}>
      {index > 0 ? ', ' : null}
      <Anchor component={Link} to={paths.backoffice.request.href(id)} {...props}>
        #{id}
      </Anchor>
    </Fragment>
  ));
}
