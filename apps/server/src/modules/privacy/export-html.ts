import { endedSelectionLabel, requestNoteKindLabels } from '@equilibrio/contract/backoffice';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import { conversationTitle } from '@equilibrio/contract/conversations';
import { dependantFieldLabels, dependantKindSaid } from '@equilibrio/contract/dependant-labels';
import {
  type CaregiverType,
  type ContactPreference,
  contactPreferenceLabels,
  genderLabels,
  type Language,
  languageLabels,
  roundPaymentStatusLabels,
  serviceEventTypeLabels,
} from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { paymentStatusLabels } from '@equilibrio/contract/payments';
import { fullName } from '@equilibrio/contract/people';
import {
  type AccountExport,
  consentSourceLabels,
  legalDocumentLabels,
} from '@equilibrio/contract/privacy';
import { scheduleSummary } from '@equilibrio/contract/request-schedule';
import { reviewStatusLabels } from '@equilibrio/contract/reviews';
import { type ActorRole, assistanceTypeLabels } from '@equilibrio/contract/workflow';
import { escapeHtml, LIGHT_ONLY_META } from '../../lib/html';
import {
  addressLine,
  day,
  facts,
  lineLabel,
  money,
  statusLabel,
  table,
  tableIfAny,
  text,
  when,
  yesNo,
} from './export-html-format';
import { quoteFacts } from './export-html-quote';

const actorLabels: Record<ActorRole, string> = {
  customer: 'Tu',
  tutor: 'Family tutor',
  system: 'Sistema',
  provider: 'Fornitore di pagamento',
};

/**
 * The readable summary of the export: a self-contained Italian HTML page (no script, no external
 * resource) that opens in any browser and prints well. Every value is escaped.
 */
export function renderExportHtml(data: AccountExport): string {
  const { account, profile } = data;
  const name = fullName(profile.name, profile.surname);
  const sections: string[] = [];

  sections.push(
    `<section><h2>Account</h2>${facts([
      // Of no use to the family but to name the account to the support.
      ['Codice cliente (da citare all’assistenza)', text(account.uid)],
      ['Email', text(account.email)],
      ['Email verificata', yesNo(account.emailVerified)],
      ['Registrazione completata', yesNo(!account.anonymous)],
      ['Creato il', when(account.createdAt)],
      ['Ultimo accesso', when(account.lastSignInAt)],
    ])}${tableIfAny(
      'h3',
      'Disattivazioni e riattivazioni',
      ['Data', 'Operazione', 'Da chi', 'Motivo'],
      account.statusHistory.map((h) => [
        when(h.at),
        h.action === 'disabled' ? 'Account disattivato' : 'Account riattivato',
        h.by === 'tutor' ? 'Family tutor' : 'Amministratore',
        text(h.reason),
      ]),
    )}</section>`,
  );

  sections.push(
    `<section><h2>Profilo</h2>${facts([
      ['Nome', text(profile.name)],
      ['Cognome', text(profile.surname)],
      ['Email', text(profile.email)],
      ['Telefono', text(profile.phone)],
      [
        'Preferenza di contatto',
        text(
          profile.contactPreference
            ? contactPreferenceLabels[profile.contactPreference as ContactPreference]
            : null,
        ),
      ],
      ['Codice fiscale', text(profile.fiscalCode)],
      ['Partita IVA', text(profile.vatNumber)],
      [
        'Indirizzo di fatturazione',
        profile.useDefaultAddress
          ? 'L’indirizzo predefinito'
          : profile.billingAddress
            ? addressLine(profile.billingAddress)
            : '—',
      ],
      ['Azienda (welfare)', text(profile.company?.name)],
    ])}</section>`,
  );

  sections.push(
    `<section><h2>Assistiti</h2>${table(
      [
        dependantFieldLabels.name,
        dependantFieldLabels.type,
        'Nato/a',
        // The family's form's words for the same fields.
        dependantFieldLabels.gender,
        dependantFieldLabels.handicap,
        'Stato',
      ],
      data.dependants.map((d) => [
        text(d.name),
        // As the family's cards say it on the day of the copy ('Bambina', 'Adulto', 'Cane').
        dependantKindSaid(d, new Date(data.generatedAt)),
        day(d.birthDate).replace(/^\d+ /, ''),
        genderLabels[d.gender],
        yesNo(d.handicap),
        d.archivedAt ? `Archiviato ${withDayArticle('il', when(d.archivedAt))}` : 'Attivo',
      ]),
      'Nessun assistito.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Indirizzi salvati</h2>${table(
      ['Indirizzo', 'Predefinito', 'Aggiunto il'],
      data.addresses.map((a) => [addressLine(a), yesNo(a.isDefault), when(a.createdAt)]),
      'Nessun indirizzo salvato.',
    )}</section>`,
  );

  const requests = data.requests.map((r) => {
    const details = facts([
      ['Servizio', text(lineLabel(r.businessLine))],
      ['Esigenza indicata', text(r.needs)],
      ['Stato', statusLabel(r.status)],
      ['Messaggio', text(r.message)],
      ['Lingue', text(r.languages.map((l) => languageLabels[l as Language] ?? l).join(', '))],
      ['Indirizzo', addressLine(r.address)],
      ['Quando', text(r.schedule ? scheduleSummary(r.schedule) : null)],
      ['Programma welfare', r.welfare ? text(r.company?.name ?? 'Sì') : 'No'],
      ['Servizio a catalogo', text(r.service?.name)],
      ['Creata il', when(r.createdAt)],
    ]);
    const quote = r.quote ? `<h4>Preventivo</h4>${quoteFacts(r.businessLine, r.quote)}` : '';
    const history = table(
      ['Data', 'Da', 'A', 'Chi', 'Nota'],
      r.history.map((h) => [
        when(h.at),
        statusLabel(h.fromStatus),
        statusLabel(h.toStatus),
        actorLabels[h.by],
        text(h.note),
      ]),
      'Nessun cambio di stato.',
    );
    const tutorNotes = tableIfAny(
      'h4',
      'Note del family tutor',
      ['Data', 'Tipo', 'Nota'],
      r.tutorNotes.map((n) => [
        when(n.at),
        requestNoteKindLabels[n.kind],
        text(n.callBackAt ? `${n.text} (da richiamare: ${when(n.callBackAt)})` : n.text),
      ]),
    );
    const caregivers = tableIfAny(
      'h4',
      'Caregiver proposti',
      ['Nome', 'Tipo', 'Scelto il', 'Pagato il', 'Esito'],
      r.caregivers.map((c) => [
        text(c.name),
        text(caregiverTypeLabels[c.type as CaregiverType] ?? c.type),
        when(c.chosenAt),
        when(c.acceptedAt),
        text(endedSelectionLabel(c)),
      ]),
    );
    const interviews = tableIfAny(
      'h4',
      'Colloqui',
      ['Quando', 'Luogo', 'Videochiamata', 'Note'],
      r.interviews.map((i) => [
        when(i.scheduledAt),
        text(i.place),
        text(i.videoLink),
        text(i.notes),
      ]),
    );
    const rounds = tableIfAny(
      'h4',
      'Registro degli interventi',
      ['Evento', 'Caregiver', 'Dal', 'Al', 'Ore', 'Pagamento'],
      r.serviceRounds.map((s) => [
        serviceEventTypeLabels[s.eventType],
        text(s.caregiverName),
        day(s.startDate),
        day(s.endDate),
        text(s.hoursWorked),
        roundPaymentStatusLabels[s.paymentStatus],
      ]),
    );
    return `<article><h3>Richiesta #${r.id} — ${text(lineLabel(r.businessLine))}</h3>${details}${quote}<h4>Storico</h4>${history}${tutorNotes}${caregivers}${interviews}${rounds}</article>`;
  });
  sections.push(
    `<section><h2>Richieste</h2>${requests.length ? requests.join('') : '<p class="empty">Nessuna richiesta.</p>'}</section>`,
  );

  sections.push(
    `<section><h2>${escapeHtml(conversationTitle)}</h2>${table(
      ['Data', 'Richiesta', 'Da', 'Tipo', 'Messaggio'],
      data.assistanceMessages.map((m) => [
        when(m.createdAt),
        m.requestId ? `#${m.requestId}` : '—',
        m.author === 'tutor' ? 'Family tutor' : 'Tu',
        assistanceTypeLabels[m.type],
        m.attachment
          ? `${text(m.message)} (allegato: ${text(m.attachment.name)})`
          : text(m.message),
      ]),
      'Nessun messaggio.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Valutazioni</h2>${table(
      ['Data', 'Punteggio', 'Suggerimenti'],
      data.npsScores.map((n) => [when(n.createdAt), text(n.score), text(n.notes)]),
      'Nessuna valutazione.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Recensioni dei caregiver</h2>${table(
      ['Data', 'Richiesta', 'Caregiver', 'Stelle', 'Commento', 'Stato'],
      data.caregiverReviews.map((r) => [
        when(r.createdAt),
        `#${r.requestId}`,
        text(r.caregiverName),
        `${r.rating}/5`,
        text(r.comment),
        r.hideReason
          ? `${reviewStatusLabels[r.status]}: ${text(r.hideReason)}`
          : reviewStatusLabels[r.status],
      ]),
      'Nessuna recensione.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Pagamenti</h2>${table(
      ['Data', 'Richiesta', 'Importo', 'Stato', 'Riferimento'],
      data.payments.map((p) => [
        when(p.paidAt ?? p.createdAt),
        `#${p.requestId}`,
        money(p.amountCents, p.currency),
        // A payment that could not be applied to its request: whether it was refunded yet, and
        // how much when only part goes back (`refundAmountCents`, null: the whole).
        p.refundRequired
          ? `${paymentStatusLabels[p.status]}, ${p.refundedAt ? 'rimborsato' : 'da rimborsare'}${
              p.refundAmountCents !== null
                ? ` ${money(p.refundAmountCents, p.currency)} di ${money(p.amountCents, p.currency)}`
                : ''
            }${p.refundedAt ? ` (${when(p.refundedAt)})` : ''}`
          : paymentStatusLabels[p.status],
        text(p.providerRef),
      ]),
      'Nessun pagamento.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Accettazioni di informativa e termini</h2>${table(
      ['Data', 'Documento', 'Versione', 'Dove', 'Richiesta'],
      data.consents.map((c) => [
        when(c.acceptedAt),
        escapeHtml(legalDocumentLabels[c.document]),
        text(c.version),
        escapeHtml(consentSourceLabels[c.source]),
        c.requestId ? `#${c.requestId}` : '—',
      ]),
      'Nessuna accettazione registrata.',
    )}</section>`,
  );

  sections.push(
    `<section><h2>Email che ti abbiamo inviato</h2>${table(
      ['Data', 'Oggetto'],
      data.emails.map((e) => [when(e.sentAt ?? e.createdAt), text(e.subject)]),
      'Nessuna email.',
    )}</section>`,
  );

  const title = 'I tuoi dati su Equilibrio';
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${LIGHT_ONLY_META}
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;background:#f4f6f5;color:#1f2a37;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:960px;margin:0 auto;padding:32px 20px}
header p{color:#4b5563;margin:4px 0}
h1{color:#1f6f5c;font-size:28px;margin:0 0 8px}
h2{font-size:20px;margin:0 0 12px;color:#1f6f5c}
h3{font-size:17px;margin:16px 0 8px}
h4{font-size:15px;margin:16px 0 6px}
section{background:#fff;border-radius:12px;padding:20px 24px;margin:20px 0;box-shadow:0 1px 2px rgba(0,0,0,.06)}
article{border-top:1px solid #e5e7eb;padding-top:8px;margin-top:8px}
dl{display:grid;grid-template-columns:minmax(140px,220px) 1fr;gap:4px 16px;margin:0}
dt{color:#4b5563}dd{margin:0;overflow-wrap:anywhere}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;min-width:560px;font-size:14px}
th,td{border-bottom:1px solid #e5e7eb;padding:6px 8px;text-align:left;vertical-align:top;overflow-wrap:break-word}
th{background:#f0f5f3}
pre{background:#f8faf9;border-radius:8px;padding:12px;font-size:13px;white-space:pre-wrap;overflow-wrap:anywhere}
.empty{color:#4b5563;margin:0}
@media (max-width:600px){main{padding:20px 12px}section{padding:16px}dl{grid-template-columns:1fr;gap:0}dt{font-weight:600;margin-top:8px}h1{font-size:24px}}
@media print{table{min-width:0}body{background:#fff}section{box-shadow:none;border:1px solid #d1d5db;break-inside:avoid-page}main{padding:0}}
</style>
</head>
<body>
<main>
<header>
<h1>${escapeHtml(title)}</h1>
<p>${name ? `${escapeHtml(name)} — ` : ''}${text(account.email ?? profile.email)}</p>
<p>Copia generata ${withDayArticle('il', when(data.generatedAt))}. La copia per un altro servizio, che scarichi da Dati personali nella tua area, contiene gli stessi dati in un file (JSON) che un altro servizio può importare.</p>
</header>
${sections.join('\n')}
</main>
</body>
</html>`;
}
