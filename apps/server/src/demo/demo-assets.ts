import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import type { DemoCaregiver, PortraitLook } from './demo-caregivers';

/**
 * Generators of the demo caregivers' files: an illustrated SVG portrait (no photo of a real
 * person) and a one-page PDF CV written by a minimal PDF writer (standard Helvetica fonts).
 */

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Darkens a #rrggbb colour by a factor (0..1). */
function shade(hex: string, factor: number) {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => Math.round(((n >> shift) & 0xff) * (1 - factor));
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function hairBack(look: PortraitLook) {
  switch (look.hairStyle) {
    case 'long':
      return `<path d="M70 100 C70 50 170 50 170 100 L178 190 C150 205 90 205 62 190 Z" fill="${look.hair}"/>`;
    case 'curly':
      return [
        [78, 96, 26],
        [162, 96, 26],
        [84, 132, 22],
        [156, 132, 22],
        [120, 64, 34],
      ]
        .map(([cx, cy, r]) => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${look.hair}"/>`)
        .join('');
    case 'bob':
      return `<path d="M72 104 C66 52 174 52 168 104 L170 146 C150 152 90 152 70 146 Z" fill="${look.hair}"/>`;
    default:
      return '';
  }
}

function hairFront(look: PortraitLook) {
  switch (look.hairStyle) {
    case 'short':
      return `<path d="M76 100 C70 34 170 30 164 98 C150 78 120 70 96 78 C86 84 80 92 76 100 Z" fill="${look.hair}"/>`;
    case 'buzz':
      return `<path d="M80 98 C78 38 162 38 160 98 C146 76 96 76 80 98 Z" fill="${look.hair}"/>`;
    case 'bun':
      return `<circle cx="120" cy="52" r="18" fill="${look.hair}"/><path d="M78 100 C72 36 168 36 162 100 C150 78 92 78 78 100 Z" fill="${look.hair}"/>`;
    case 'curly':
      return [96, 112, 128, 144]
        .map((cx) => `<circle cx="${cx}" cy="66" r="16" fill="${look.hair}"/>`)
        .join('');
    case 'long':
    case 'bob':
      return `<path d="M76 102 C70 32 170 32 164 102 C150 74 110 70 96 82 C88 88 80 94 76 102 Z" fill="${look.hair}"/>`;
  }
}

/** An illustrated, friendly portrait (240×240) in the caregiver's colours. */
export function caregiverPortraitSvg(caregiver: Pick<DemoCaregiver, 'name' | 'surname' | 'look'>) {
  const { look } = caregiver;
  const label = escapeXml(`Ritratto illustrato di ${caregiver.name} ${caregiver.surname}`);
  const skinShade = shade(look.skin, 0.12);
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-label="${label}">`,
    `<title>${label}</title>`,
    `<rect width="240" height="240" rx="120" fill="${look.background}"/>`,
    hairBack(look),
    `<path d="M36 240 C36 184 78 166 120 166 C162 166 204 184 204 240 Z" fill="${look.shirt}"/>`,
    `<path d="M100 168 L120 196 L140 168 Z" fill="${shade(look.shirt, 0.25)}"/>`,
    `<rect x="106" y="138" width="28" height="34" rx="12" fill="${skinShade}"/>`,
    `<ellipse cx="78" cy="112" rx="9" ry="13" fill="${skinShade}"/>`,
    `<ellipse cx="162" cy="112" rx="9" ry="13" fill="${skinShade}"/>`,
    `<ellipse cx="120" cy="106" rx="42" ry="50" fill="${look.skin}"/>`,
    look.beard
      ? `<path d="M80 110 C82 174 158 174 160 110 C152 128 138 132 120 132 C102 132 88 128 80 110 Z" fill="${look.hair}" opacity="0.85"/>`
      : '',
    hairFront(look),
    `<path d="M96 96 Q104 91 112 96" stroke="${shade(look.hair, 0.1)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M128 96 Q136 91 144 96" stroke="${shade(look.hair, 0.1)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<circle cx="104" cy="108" r="4.5" fill="#2b2b2b"/>`,
    `<circle cx="136" cy="108" r="4.5" fill="#2b2b2b"/>`,
    `<circle cx="105.5" cy="106.5" r="1.3" fill="#ffffff"/>`,
    `<circle cx="137.5" cy="106.5" r="1.3" fill="#ffffff"/>`,
    look.glasses
      ? `<g stroke="#3a3a3a" stroke-width="2.5" fill="none"><circle cx="104" cy="108" r="12"/><circle cx="136" cy="108" r="12"/><path d="M116 108 L124 108"/></g>`
      : '',
    `<path d="M120 112 Q116 124 121 126" stroke="${shade(look.skin, 0.25)}" stroke-width="2.5" fill="none" stroke-linecap="round"/>`,
    `<circle cx="94" cy="126" r="7" fill="#e76f51" opacity="0.18"/>`,
    `<circle cx="146" cy="126" r="7" fill="#e76f51" opacity="0.18"/>`,
    `<path d="M106 134 Q120 146 134 134" stroke="#8c3b3b" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    '</svg>',
  ];
  return `${parts.filter(Boolean).join('\n')}\n`;
}

// ── A minimal PDF writer ───────────────────────────────────────────────────────────────────

type TextLine = {
  text: string;
  size: number;
  bold?: boolean;
  color?: [number, number, number];
  gapBefore?: number;
};

/** Text as PDF string bytes in WinAnsi (Latin-1 plus a few typographic characters). */
function pdfString(text: string) {
  const normalised = text
    .replaceAll('’', "'")
    .replaceAll('‘', "'")
    .replaceAll('–', '-')
    .replaceAll('—', '-');
  return `(${normalised.replaceAll('\\', '\\\\').replaceAll('(', '\\(').replaceAll(')', '\\)')})`;
}

/** Splits a paragraph into lines of at most `width` characters. */
function wrap(text: string, width: number) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A one-page A4 PDF with a coloured header and lines of text. */
export function writePdf(title: string, header: string, lines: TextLine[]) {
  const content: string[] = [
    '0.122 0.435 0.361 rg 0 770 595 72 re f',
    `BT /F2 22 Tf 1 1 1 rg 56 796 Td ${pdfString(header)} Tj ET`,
  ];
  let y = 730;
  for (const line of lines) {
    y -= line.gapBefore ?? 0;
    const [r, g, b] = line.color ?? [0.12, 0.16, 0.22];
    content.push(
      `BT /${line.bold ? 'F2' : 'F1'} ${line.size} Tf ${r} ${g} ${b} rg 56 ${y} Td ${pdfString(line.text)} Tj ET`,
    );
    y -= line.size * 1.45;
  }
  content.push(
    `BT /F1 8 Tf 0.42 0.45 0.5 rg 56 40 Td ${pdfString('Documento dimostrativo generato da Equilibrio: persona e dati sono di fantasia.')} Tj ET`,
  );
  const stream = Buffer.from(content.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null,
    `<< /Title ${pdfString(title)} /Producer (Equilibrio) >>`,
  ];
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${index + 1} 0 obj\n<< /Length ${stream.length} >>\nstream\n`, 'latin1'),
            stream,
            Buffer.from('\nendstream\nendobj\n', 'latin1'),
          ])
        : Buffer.from(`${index + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

const languageNames: Record<string, string> = {
  italian: 'Italiano',
  english: 'Inglese',
  spanish: 'Spagnolo',
  french: 'Francese',
  german: 'Tedesco',
};

/** The caregiver's CV as a one-page PDF. */
export function caregiverCvPdf(caregiver: DemoCaregiver) {
  const muted: [number, number, number] = [0.35, 0.38, 0.43];
  const lines: TextLine[] = [
    { text: `${caregiver.name} ${caregiver.surname}`, size: 20, bold: true },
    {
      text: `${caregiverTypeLabels[caregiver.type]} - ${caregiver.city} (${caregiver.province}) - ${caregiver.yearsOfExperience} anni di esperienza`,
      size: 11,
      color: muted,
    },
    { text: 'Chi sono', size: 13, bold: true, gapBefore: 14 },
    ...wrap(caregiver.description, 88).map((text) => ({ text, size: 11 })),
    { text: 'Esperienze', size: 13, bold: true, gapBefore: 14 },
    ...caregiver.experience.flatMap((item, index) => [
      { text: `${item.period}  ${item.role}`, size: 11, bold: true, gapBefore: index ? 6 : 0 },
      { text: item.where, size: 11, color: muted },
    ]),
    { text: 'Competenze', size: 13, bold: true, gapBefore: 14 },
    ...caregiver.skills.map((skill) => ({ text: `- ${skill}`, size: 11 })),
    { text: 'Lingue', size: 13, bold: true, gapBefore: 14 },
    { text: caregiver.languages.map((l) => languageNames[l] ?? l).join(', '), size: 11 },
    { text: 'Formazione', size: 13, bold: true, gapBefore: 14 },
    { text: caregiver.education, size: 11 },
  ];
  return writePdf(`CV ${caregiver.name} ${caregiver.surname}`, 'Curriculum vitae', lines);
}
