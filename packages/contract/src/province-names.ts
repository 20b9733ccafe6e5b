import { italianProvinces } from './provinces';

/**
 * A province as the product names it, 'Torino (TO)' (the code alone for one it does not know):
 * the one home of the form, for selects, messages and tables alike.
 */
export function provinceLabel(code: string) {
  const province = italianProvinces.find((p) => p.code === code);
  return province ? `${province.name} (${code})` : code;
}
