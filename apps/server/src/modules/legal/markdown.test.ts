import { describe, expect, it } from 'vitest';
import { parseInline, parseLegalMarkdown, safeHref, splitFrontMatter } from './markdown';

describe('the legal texts’ Markdown', () => {
  it('reads headings, paragraphs, lists and rules', () => {
    const blocks = parseLegalMarkdown(
      [
        '## 1. Chi siamo',
        'Prima riga',
        'seconda riga.',
        '',
        '- uno',
        '- due',
        '  continua',
        '1. primo',
        '2. secondo',
        '',
        '---',
        '### Dettagli',
      ].join('\n'),
    );
    expect(blocks).toEqual([
      { type: 'heading', level: 2, content: [{ text: '1. Chi siamo' }] },
      { type: 'paragraph', content: [{ text: 'Prima riga seconda riga.' }] },
      { type: 'list', ordered: false, items: [[{ text: 'uno' }], [{ text: 'due continua' }]] },
      { type: 'list', ordered: true, items: [[{ text: 'primo' }], [{ text: 'secondo' }]] },
      { type: 'rule' },
      { type: 'heading', level: 3, content: [{ text: 'Dettagli' }] },
    ]);
  });

  it('reads bold, italic and links, leaving lone markers and word underscores alone', () => {
    expect(
      parseInline('Il **titolare** è *Equilibrio* — [scrivici](mailto:privacy@example.it).'),
    ).toEqual([
      { text: 'Il ' },
      { text: 'titolare', bold: true },
      { text: ' è ' },
      { text: 'Equilibrio', italic: true },
      { text: ' — ' },
      { text: 'scrivici', href: 'mailto:privacy@example.it' },
      { text: '.' },
    ]);
    expect(parseInline('2 * 3 = 6, user_name, **aperto')).toEqual([
      { text: '2 * 3 = 6, user_name, **aperto' },
    ]);
    expect(parseInline('\\*non corsivo\\*')).toEqual([{ text: '*non corsivo*' }]);
  });

  it('keeps HTML as text and drops links that are not web, email or site paths', () => {
    const blocks = parseLegalMarkdown(
      '<script>alert(1)</script> [clic](javascript:alert(1)) [ok](/termini)',
    );
    expect(blocks).toEqual([
      {
        type: 'paragraph',
        content: [
          // The unsafe link loses its address (its text stays, as plain text).
          { text: '<script>alert(1)</script> clic) ' },
          { text: 'ok', href: '/termini' },
        ],
      },
    ]);
    expect(safeHref('https://www.garanteprivacy.it')).toBe('https://www.garanteprivacy.it');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('data:text/html,x')).toBeUndefined();
    expect(safeHref('JAVASCRIPT:alert(1)')).toBeUndefined();
  });

  it('splits the front matter from the body', () => {
    expect(splitFrontMatter('---\ntitle: "Informativa"\nversion: 2.1\n---\n\nTesto')).toEqual({
      meta: { title: 'Informativa', version: '2.1' },
      body: '\nTesto',
    });
    expect(splitFrontMatter('Solo testo')).toEqual({ meta: {}, body: 'Solo testo' });
  });
});
