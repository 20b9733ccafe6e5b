import { statusDisplayTable } from '@equilibrio/contract/status-display';
import {
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  defaultVariantColorsResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from '@/config/theme';
import { statusTagColors } from './request-status';

/**
 * WCAG AA for the request status tags: the text/background pair Mantine paints for each tag
 * colour of our theme (its CSS variables resolved, translucent backgrounds laid on the white
 * page) reads at 4.5:1 or better. The NPS scale's eleven buttons are checked the same way by
 * features/nps/nps-colors.test.ts.
 */
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const css = defaultCssVariablesResolver(full);
const ours = cssVariablesResolver(full);
const variables: Record<string, string> = {
  ...css.variables,
  ...ours.variables,
  ...css.light,
  ...ours.light,
};

function resolve(value: string, depth = 0): string {
  const match = value.match(/^var\((--[\w-]+)\)$/);
  if (!match || depth > 10) return value;
  const next = variables[match[1]!];
  if (!next) throw new Error(`unknown CSS variable ${match[1]}`);
  return resolve(next, depth + 1);
}

type Rgba = [number, number, number, number];
function parse(input: string): Rgba {
  const short = input.match(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/i);
  const color = short
    ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`
    : input;
  const hex = color.match(/^#([0-9a-f]{6})$/i);
  if (hex)
    return [0, 2, 4].map((i) => Number.parseInt(hex[1]!.slice(i, i + 2), 16)).concat(1) as Rgba;
  const rgba = color.match(/^rgba?\(([^)]+)\)$/);
  if (rgba) {
    const [r, g, b, a = '1'] = rgba[1]!.split(',').map((part) => part.trim());
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`cannot read colour ${color}`);
}

/** The opaque colour a (possibly translucent) colour shows over `under`, as #rrggbb. */
function over(color: string, under = '#ffffff'): string {
  const [r, g, b, a] = parse(color);
  const [ur, ug, ub] = parse(under);
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `#${[mix(r, ur), mix(g, ug), mix(b, ub)].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, b] = parse(hex).map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgba;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('colour contrast (WCAG AA, 4.5:1 for text)', () => {
  it('measures like WCAG (and would catch a pale tag)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(over('rgba(0, 0, 0, 0.5)')).toBe('#808080');
  });

  it('every request status tag', () => {
    const used = new Set(Object.values(statusDisplayTable).map((display) => display.tagColor));
    expect(used.size).toBeGreaterThan(1);
    for (const tag of used) {
      const { color, variant } = statusTagColors[tag];
      const painted = defaultVariantColorsResolver({ color, variant, theme: full });
      const background = over(resolve(painted.background));
      const text = over(resolve(painted.color), background);
      expect(
        contrastRatio(background, text),
        `${tag}: ${text} on ${background}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("a field's placeholder, on the field's white and on a grey page", () => {
    const placeholder = resolve('var(--mantine-color-placeholder)');
    for (const under of ['#ffffff', resolve('var(--mantine-color-gray-0)')]) {
      expect(
        contrastRatio(over(placeholder, under), under),
        `${placeholder} on ${under}`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the secondary tag colour is calm: its hue is far from the danger red', () => {
    const hue = (hex: string) => {
      const [r, g, b] = parse(hex).map((v) => v / 255) as Rgba;
      const max = Math.max(r, g, b);
      const d = max - Math.min(r, g, b);
      const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
      return (h * 60 + 360) % 360;
    };
    const painted = (color: string) =>
      resolve(defaultVariantColorsResolver({ color, variant: 'filled', theme: full }).background);
    const distance = Math.abs(hue(painted('secondary')) - hue(painted('danger')));
    expect(Math.min(distance, 360 - distance)).toBeGreaterThan(90);
  });
});
