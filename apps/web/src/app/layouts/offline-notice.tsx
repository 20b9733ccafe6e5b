import { IconWifiOff } from '@tabler/icons-react';
import { useOnline } from '@/lib/use-online';
import classes from './offline-notice.module.css';

const offlineNoticeText =
  'Sei offline: quello che vedi potrebbe non essere aggiornato. Appena torni online, la pagina si aggiorna da sola.';

/**
 * The signed-in pages' one word on a lost connection (the dashboard's and the back office's
 * frames). Offline the data cache holds its calls until the connection is back (TanStack Query's
 * network mode), and then makes them: without this a page showed what it had, or a skeleton, with
 * no word of why nothing changed. Polite: said once, not over what the family is doing.
 */
export function OfflineNotice() {
  const online = useOnline();
  return (
    <div role="status" className={classes.place}>
      {online ? null : (
        <p className={classes.notice}>
          <IconWifiOff size={18} aria-hidden />
          <span>{offlineNoticeText}</span>
        </p>
      )}
    </div>
  );
}
