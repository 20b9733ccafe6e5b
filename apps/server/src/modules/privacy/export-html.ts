import { endedSelectionLabel, requestNoteKindLabels } from '@equilibrio/contract/backoffice';
import { dependantFieldLabels, dependantKindSaid } from '@equilibrio/contract/dependant-labels';
import {
  type AnimalSizeCode,
  animalSizeLabels,
  type BusinessLine,
  businessLineLabels,
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
import { addressOneLine, fullName } from '@equilibrio/contract/people';
import {
  type AccountExport,
  consentSourceLabels,
  legalDocumentLabels,
} from '@equilibrio/contract/privacy';
import {
  costLabels,
  formatEuro,
  formatHourlyRate,
  formatMoney,
  formatQuoteWorkHours,
} from '@equilibrio/contract/quote-costs';
import {
  chosenServiceFlags,
  contractLabels,
  serviceFlagLabels,
} from '@equilibrio/contract/request-detail-labels';
import {
  formatDuration,
  formatWorkDays,
  scheduleSummary,
} from '@equilibrio/contract/request-schedule';
import { type RequestDetail, requestDetailSchema } from '@equilibrio/contract/requests';
import { reviewStatusLabels } from '@equilibrio/contract/reviews';
import { statusDisplayTable, toRequestStatus } from '@equilibrio/contract/status-display';
import { type ActorRole, assistanceTypeLabels } from '@equilibrio/contract/workflow';
import { escapeHtml } from '../../lib/html';

const ROME = 'Europe/Rome';
const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: ROME,
});
const dateOnly = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });

const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
const day = (isoDate: string | null) =>
  isoDate ? dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) : '—';
const money = formatMoney;
const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

const actorLabels: Record<ActorRole, string> = {
  customer: 'Tu',
  tutor: 'Family tutor',
  system: 'Sistema',
  provider: 'Fornitore di pagamento',
};

/** A text cell: escaped, with a dash for nothing. */
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : escapeHtml(String(value));

function facts(rows: [string, string][]) {
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

function table(headers: string[], rows: string[][], empty: string) {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`);
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table></div>`;
}

/** A table under its heading, or nothing at all when it has no rows. */
function tableIfAny(heading: 'h3' | 'h4', title: string, headers: string[], rows: string[][]) {
  return rows.length > 0
    ? `<${heading}>${escapeHtml(title)}</${heading}>${table(headers, rows, '')}`
    : '';
}

// 'Via Roma 1, 10123 Torino (TO)'
const addressLine = (a: Parameters<typeof addressOneLine>[0]) => text(addressOneLine(a));

const lineLabel = (line: string) => businessLineLabels[line as BusinessLine] ?? line;

/** A status as the family's pages name it ('In attesa', 'Sostituzione in corso'). */
const statusLabel = (status: string | null) => {
  const known = toRequestStatus(status);
  return known ? escapeHtml(statusDisplayTable[known].label) : text(status);
};

const sizes = (codes: readonly string[]) =>
  codes.map((code) => animalSizeLabels[code as AnimalSizeCode] ?? code).join(', ');

/**
 * The quote as the family's quote page words it (never the stored keys): dates, duration, costs,
 * days and hours, what it includes. A detail that cannot be read is shown as stored, escaped.
 */
function quoteFacts(line: BusinessLine, stored: Record<string, unknown>) {
  const parsed = requestDetailSchema.safeParse(stored);
  if (!parsed.success) return `<pre>${escapeHtml(JSON.stringify(stored, null, 2))}</pre>`;
  const q: RequestDetail = parsed.data;
  const rows: [string, string | null][] = [
    ['Inizio del servizio', q.serviceStart ? day(q.serviceStart) : null],
    ['Fine prevista', q.serviceEnd ? day(q.serviceEnd) : null],
    [
      'Durata',
      q.serviceStart && q.serviceEnd ? text(formatDuration(q.serviceStart, q.serviceEnd)) : null,
    ],
    ['Contratto', q.contract ? text(contractLabels[q.contract]) : null],
    [
      costLabels.hourlyRate,
      q.netHourCost != null ? text(formatHourlyRate(q.netHourCost, q.taxisitter)) : null,
    ],
    [
      costLabels.flatCost,
      q.packageFlatCost != null ? text(formatEuro(Math.round(q.packageFlatCost * 100))) : null,
    ],
    ['Giorni', q.workDays ? text(formatWorkDays(q.workDays)) : null],
    ['Orari', q.workHours ? text(formatQuoteWorkHours(q)) : null],
    [
      'Lingue richieste',
      q.requiredLanguage.length > 0
        ? text(q.requiredLanguage.map((l) => languageLabels[l]).join(', '))
        : null,
    ],
    ['Esperienza richiesta', q.requestedExp != null ? text(`${q.requestedExp} anni`) : null],
    ['Bambini', q.numberOfChildren != null ? text(q.numberOfChildren) : null],
    ['Animali', q.animals.length > 0 ? text(sizes(q.animals)) : null],
    ['Cure per il cane', q.dogHealing.length > 0 ? text(sizes(q.dogHealing)) : null],
    ['Ospitalità per il cane', q.dogHosting.length > 0 ? text(sizes(q.dogHosting)) : null],
    ['Cure per il gatto', q.catHealing ? 'Sì' : null],
    ['Ospitalità per il gatto', q.catHosting ? 'Sì' : null],
    [
      'Compreso nel servizio',
      text(
        chosenServiceFlags(line, q)
          .map((flag) => serviceFlagLabels[flag])
          .join(', ') || null,
      ),
    ],
  ];
  return facts(rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '—'));
}

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
      ['Identificativo', text(account.uid)],
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
        text(c.type),
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
    `<section><h2>Messaggi all’assistenza</h2>${table(
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
        // A payment that could not be applied to its request: whether it was refunded yet.
        p.refundRequired
          ? `${paymentStatusLabels[p.status]}, ${p.refundedAt ? `rimborsato (${when(p.refundedAt)})` : 'da rimborsare'}`
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
<p>Copia generata ${withDayArticle('il', when(data.generatedAt))}. Il file JSON scaricato insieme contiene gli stessi dati in formato leggibile da un computer.</p>
</header>
${sections.join('\n')}
</main>
</body>
</html>`;
}
