import { provinceLabel } from '@equilibrio/contract/province-names';
import { italianProvinces } from '@equilibrio/contract/provinces';

/** The Italian provinces for selects: "Torino (TO)", value the code. */
export const provinceOptions = italianProvinces.map((province) => ({
  value: province.code,
  label: provinceLabel(province.code),
}));
