/**
 * NPS scale colours (spec §9): red for 0 to green for 10, each with black or white text —
 * whichever reads better (WCAG contrast ratio, checked in the tests to be at least 4.5:1).
 */
function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

const toHex = (rgb: [number, number, number]) =>
  `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: [number, number, number]) {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string) {
  const parse = (hex: string) =>
    [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const [hi, lo] = [luminance(parse(a)), luminance(parse(b))].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

export type NpsColor = { background: string; text: '#000000' | '#ffffff' };

export function npsColor(score: number): NpsColor {
  const hue = (Math.max(0, Math.min(10, score)) / 10) * 125;
  const background = toHex(hslToRgb(hue, 0.72, 0.42));
  const text =
    contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000')
      ? '#ffffff'
      : '#000000';
  return { background, text };
}
