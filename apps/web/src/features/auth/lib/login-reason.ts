import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

const dashboard = paths.dashboard;

/**
 * Why the login page is open, from the dashboard page it leads to (`?next=`, checked already by
 * lib/return-path.ts): the page an email's link was for, said in a line under the welcome. Only
 * the pages the emails link to; any other page, no line.
 */
export function loginReason(next: string | null): string | null {
  if (!next) return null;
  const [pathname = '', hash = ''] = next.split('#');
  const path = pathname.split('?')[0] ?? '';
  const detail = matchPath(dashboard.requestDetail.path, path)?.params.requestId;
  if (detail && /^\d+$/.test(detail)) {
    return hash === 'messaggi'
      ? `Accedi per leggere i messaggi della richiesta #${detail}.`
      : `Accedi per aprire la richiesta #${detail}.`;
  }
  const quote = matchPath(dashboard.requestQuote.path, path)?.params.requestId;
  if (quote && /^\d+$/.test(quote))
    return `Accedi per aprire il preventivo della richiesta #${quote}.`;
  if (matchPath(dashboard.requestList.path, path)) return 'Accedi per vedere le tue richieste.';
  if (matchPath(dashboard.personalInfo.path, path)) {
    return hash === 'notifiche'
      ? 'Accedi per scegliere le email che ricevi.'
      : 'Accedi per aprire i tuoi dati personali.';
  }
  return null;
}
