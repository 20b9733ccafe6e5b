import { escapeHtml } from '../../lib/html';

/** One Italian layout for every email: a title, paragraphs, an optional button. */
/** The emails' one greeting: 'Ciao Anna,' with a first name, 'Ciao,' without one. */
export const greeting = (firstName?: string | null) => {
  const name = firstName?.trim();
  return name ? `Ciao ${name},` : 'Ciao,';
};

export type EmailContent = {
  subject: string;
  title: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string;
  /**
   * false: the addresses in the text stay plain — an email quoting what a family or a stranger
   * wrote (the tutors'): a link drawn in our layout would lend it our trust.
   */
  links?: false;
};

/** An amount's space before (or after) its euro sign: '196,00 €' never split by a line break. */
const EURO_SPACE = /(?<=\d) (?=€)|(?<=€) (?=\d)/g;
/** A phone number as the config takes it (SUPPORT_URGENT_PHONE): digits in groups, optionally +. */
const PHONE = /\+?\d+(?: \d+)+/g;

/**
 * Escaped text whose amounts and phone numbers a narrow screen does not split across lines
 * ('196,00 / €', '02 / 0000 0000'): their spaces are non-breaking (the text part keeps plain
 * spaces). Digit groups longer than a phone number wrap as written.
 */
const keptWhole = (html: string) =>
  html
    .replace(EURO_SPACE, '&nbsp;')
    .replace(PHONE, (digits) => (digits.length <= 20 ? digits.replaceAll(' ', '&nbsp;') : digits));

/** Text as HTML in an email: escaped, its amounts and phone numbers kept whole. */
const emailText = (text: string) => keptWhole(escapeHtml(text));

/** An address written in a paragraph: http(s) only, up to a space, a quote or a guillemet. */
const ADDRESS_IN_TEXT = /https?:\/\/[^\s<>"'«»]+/g;

/**
 * A paragraph's text as HTML: escaped, its addresses clickable (a reader on a phone cannot copy
 * a long address out of a sentence). The sentence's closing punctuation stays outside the link.
 */
export function linkedText(text: string) {
  let html = '';
  let from = 0;
  for (const match of text.matchAll(ADDRESS_IN_TEXT)) {
    const url = match[0].replace(/[.,;:!?)]+$/, '');
    html += `${emailText(text.slice(from, match.index))}<a href="${escapeHtml(url)}" style="color:#1f6f5c">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + emailText(text.slice(from));
}

export function renderEmail(content: EmailContent): {
  subject: string;
  html: string;
  text: string;
} {
  const footer =
    content.footer ?? 'Equilibrio — il sistema innovativo per gestire l’equilibrio quotidiano.';
  const paragraphs = content.paragraphs
    .map(
      (p) =>
        `<p style="margin:0 0 16px;line-height:1.5">${content.links === false ? emailText(p) : linkedText(p)}</p>`,
    )
    .join('');
  const button = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1f6f5c;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600;display:inline-block">${emailText(content.action.label)}</a></p><p style="font-size:13px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser: <span style="word-break:break-all">${escapeHtml(content.action.url)}</span></p>`
    : '';
  const html = `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2a37"><div style="max-width:560px;margin:0 auto;padding:32px 24px"><div style="font-size:22px;font-weight:700;color:#1f6f5c;margin-bottom:24px">Equilibrio</div><div style="background:#ffffff;border-radius:12px;padding:28px"><h1 style="font-size:20px;margin:0 0 16px">${emailText(content.title)}</h1>${paragraphs}${button}</div><p style="font-size:12px;color:#6b7280;margin-top:24px">${linkedText(footer)}</p></div></body></html>`;
  // A blank line between paragraphs, as the HTML's spacing: a long email does not read as one
  // block (a paragraph's own lines stay as written).
  const text = [
    content.title,
    ...content.paragraphs,
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    footer,
  ].join('\n\n');
  return { subject: content.subject, html, text };
}
