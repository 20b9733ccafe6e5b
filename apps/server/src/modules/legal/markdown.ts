import type { LegalBlock, LegalInline } from '@equilibrio/contract/privacy';

/**
 * The Markdown subset of the legal texts, parsed into blocks the web app renders as React
 * elements: headings (## to ####), paragraphs, bullet and numbered lists, rules (---), and inside
 * them **bold**, *italic* or _italic_, [links](https://…) and backslash escapes. Anything else —
 * raw HTML included — stays literal text, so an edited file can never inject markup.
 */
export function parseLegalMarkdown(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };
  const flushList = () => {
    if (list) {
      blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
      list = null;
    }
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      // The page title comes from the front matter: a '#' heading in the body is a section.
      const level = Math.min(4, Math.max(2, heading[1]!.length)) as 2 | 3 | 4;
      blocks.push({ type: 'heading', level, content: parseInline(heading[2]!) });
      continue;
    }
    if (/^(-{3,}|\*{3,}|_{3,})$/.test(line)) {
      flushParagraph();
      flushList();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d{1,3}[.)]\s+(.*)$/.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      flushParagraph();
      const ordered = numbered !== null && bullet === null;
      if (list && list.ordered !== ordered) flushList();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!);
      continue;
    }
    if (list && /^\s{2,}\S/.test(raw)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    flushList();
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

type Style = { bold: boolean; italic: boolean };

/** Inline runs of one block. Unclosed markers are kept as the characters they are. */
export function parseInline(text: string): LegalInline[] {
  const runs: LegalInline[] = [];
  const push = (value: string, style: Style, href?: string) => {
    if (value === '') return;
    const last = runs.at(-1);
    const sameStyle =
      last &&
      !last.href &&
      !href &&
      Boolean(last.bold) === style.bold &&
      Boolean(last.italic) === style.italic;
    if (sameStyle) {
      last.text += value;
      return;
    }
    runs.push({
      text: value,
      ...(style.bold ? { bold: true } : {}),
      ...(style.italic ? { italic: true } : {}),
      ...(href ? { href } : {}),
    });
  };
  parseSpan(text, { bold: false, italic: false }, push);
  return runs;
}

function parseSpan(
  text: string,
  style: Style,
  push: (value: string, style: Style, href?: string) => void,
) {
  let plain = '';
  let i = 0;
  const emit = () => {
    push(plain, style);
    plain = '';
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\' && i + 1 < text.length && /[\\`*_[\]()#+\-.!<>]/.test(text[i + 1]!)) {
      plain += text[i + 1];
      i += 2;
      continue;
    }
    if (char === '[') {
      const link = /^\[([^\]]+)\]\(([^)\s]+)\)/.exec(text.slice(i));
      if (link) {
        emit();
        const href = safeHref(link[2]!);
        if (href) push(unescapeMarkdown(link[1]!), style, href);
        else push(unescapeMarkdown(link[1]!), style);
        i += link[0].length;
        continue;
      }
    }
    if (text.startsWith('**', i) || text.startsWith('__', i)) {
      const marker = text.slice(i, i + 2);
      const end = text.indexOf(marker, i + 2);
      if (end > i + 2) {
        emit();
        parseSpan(text.slice(i + 2, end), { ...style, bold: true }, push);
        i = end + 2;
        continue;
      }
    }
    if (char === '*' || char === '_') {
      const end = text.indexOf(char, i + 1);
      // `_` inside a word (snake_case, e-mail addresses) is not emphasis.
      const wordInside = char === '_' && /\w/.test(text[i - 1] ?? '');
      if (end > i + 1 && !wordInside && text[i + 1] !== ' ') {
        emit();
        parseSpan(text.slice(i + 1, end), { ...style, italic: true }, push);
        i = end + 1;
        continue;
      }
    }
    plain += char;
    i += 1;
  }
  emit();
}

const unescapeMarkdown = (value: string) => value.replace(/\\([\\`*_[\]()#+\-.!<>])/g, '$1');

/** Only web links, email links and paths of this site; anything else (javascript:…) is dropped. */
export function safeHref(raw: string): string | undefined {
  const href = raw.trim();
  if (/^https?:\/\/[^\s]+$/i.test(href)) return href;
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return href;
  if (/^\/(?!\/)[^\s]*$/.test(href)) return href;
  return undefined;
}

/**
 * Front matter: `---` lines around `key: value` pairs at the top of the file. Answers the pairs
 * and the body after them.
 */
export function splitFrontMatter(source: string): { meta: Record<string, string>; body: string } {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { meta: {}, body: text };
  const meta: Record<string, string> = {};
  for (const line of match[1]!.split('\n')) {
    const pair = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/.exec(line.trim());
    if (pair) meta[pair[1]!.toLowerCase()] = pair[2]!.replace(/^(['"])(.*)\1$/, '$2').trim();
  }
  return { meta, body: text.slice(match[0].length) };
}
