import { describe, expect, it } from 'vitest';
import { type EmailContent, linkedText, renderEmail } from './email-layout';

/** An email of the layout with these paragraphs (and anything else told). */
const email = (paragraphs: string[], more: Partial<EmailContent> = {}) =>
  renderEmail({ subject: 'Prova', title: 'Prova', paragraphs, ...more });

describe('the emails’ layout', () => {
  it('makes the addresses in a paragraph clickable, the sentence’s punctuation outside', () => {
    expect(linkedText('Scegli qui: https://equilibrio.it/dashboard#notifiche (sempre).')).toBe(
      'Scegli qui: <a href="https://equilibrio.it/dashboard#notifiche" style="color:#1f6f5c">https://equilibrio.it/dashboard#notifiche</a> (sempre).',
    );
    expect(linkedText('Videochiamata: https://meet.example.it/abc?x=1&y=2')).toBe(
      'Videochiamata: <a href="https://meet.example.it/abc?x=1&amp;y=2" style="color:#1f6f5c">https://meet.example.it/abc?x=1&amp;y=2</a>',
    );
  });

  it('links nothing but web addresses, and escapes everything else', () => {
    expect(linkedText('<b>javascript:alert(1)</b> mailto:a@b.it «https://x.it»')).toBe(
      '&lt;b&gt;javascript:alert(1)&lt;/b&gt; mailto:a@b.it «<a href="https://x.it" style="color:#1f6f5c">https://x.it</a>»',
    );
    expect(linkedText('"https://x.it/"onmouseover="a"')).toBe(
      '&quot;<a href="https://x.it/" style="color:#1f6f5c">https://x.it/</a>&quot;onmouseover=&quot;a&quot;',
    );
  });

  it('links the footer’s address too; the text part stays plain', () => {
    const mail = email(['Ciao,', 'apri https://equilibrio.it/a.'], {
      footer: 'Scegli le email qui: https://equilibrio.it/b',
    });
    expect(mail.html).toContain('<a href="https://equilibrio.it/a" style="color:#1f6f5c">');
    expect(mail.html).toContain('<a href="https://equilibrio.it/b" style="color:#1f6f5c">');
    expect(mail.text).toContain('apri https://equilibrio.it/a.');
    expect(mail.text).not.toContain('<a');
  });

  it('breaks only the long address of the button’s fallback, never the sentence’s words', () => {
    const mail = email(['Ciao,'], {
      action: { label: 'Apri', url: 'https://equilibrio.it/dashboard/request-detail/12' },
    });
    expect(mail.html).toContain(
      '<p style="font-size:13px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser: <span style="word-break:break-all">https://equilibrio.it/dashboard/request-detail/12</span></p>',
    );
  });

  it('fits a phone’s width: the viewport is the device’s, not a desktop page’s', () => {
    expect(email(['Ciao,']).html).toContain(
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    );
  });

  it('never splits an amount from its euro sign, nor a phone number, across lines', () => {
    const mail = email([
      'Importo pagato: 1.196,00 € — Babysitter.',
      'Se hai un imprevisto; all’ultimo momento chiama il +39 02 0000 0000.',
      'Ti chiamiamo allo 02 0000 0000: vedi https://equilibrio.it/a.',
    ]);
    expect(mail.html).toContain('Importo pagato: 1.196,00&nbsp;€ — Babysitter.');
    expect(mail.html).toContain('all’ultimo momento chiama il +39&nbsp;02&nbsp;0000&nbsp;0000.');
    expect(mail.html).toContain('Ti chiamiamo allo 02&nbsp;0000&nbsp;0000: vedi <a href=');
    // The email quoting others' words too; the text part keeps plain spaces.
    expect(email(['Costa 12,50 € l’ora'], { links: false }).html).toContain('12,50&nbsp;€');
    expect(mail.text).toContain('1.196,00 € — Babysitter.');
    expect(mail.text).toContain('chiama il +39 02 0000 0000.');
  });

  it('writes the text part’s paragraphs apart, with a blank line, their own lines as they are', () => {
    const mail = email(
      ['Ciao Anna,', 'abbiamo ricevuto il pagamento.', 'Prima riga\nseconda riga'],
      {
        action: { label: 'Apri', url: 'https://equilibrio.it/a' },
        footer: 'Piè di pagina',
      },
    );
    expect(mail.text).toBe(
      'Prova\n\nCiao Anna,\n\nabbiamo ricevuto il pagamento.\n\nPrima riga\nseconda riga\n\nApri: https://equilibrio.it/a\n\nPiè di pagina',
    );
  });

  it('links nothing in an email quoting what someone else wrote (links: false)', () => {
    const mail = email(['Ultimo messaggio:', 'Guarda qui https://esempio-sospetto.it/login <b>'], {
      links: false,
    });
    expect(mail.html).not.toContain('<a href="https://esempio-sospetto.it');
    expect(mail.html).toContain('Guarda qui https://esempio-sospetto.it/login &lt;b&gt;');
  });
});
