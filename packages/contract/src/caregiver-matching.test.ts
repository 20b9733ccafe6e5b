import { describe, expect, it } from 'vitest';
import { availabilityGapWarning, formatAvailability, formatDayRuns } from './availability-words';
import {
  commitmentNote,
  committedCells,
  languageGapWarning,
  matchReasons,
  type RequestWants,
  requestedCells,
  requestedLanguages,
  requestedLanguagesLabel,
  requestWants,
} from './caregiver-matching';

const base = {
  type: 'babysitter' as const,
  needs: null,
  languages: ['italian'],
  requestDetail: null,
  schedule: null,
  dependants: [],
  today: '2026-11-28',
};

describe('what a request asks of a caregiver', () => {
  it('reads the service choice, the dependants, the languages and the schedule', () => {
    const wants = requestWants({
      ...base,
      needs: 'Taxi-sitter',
      languages: ['italian', 'english'],
      requestDetail: {
        requiredLanguage: ['french'],
        requestedExp: 3,
        workDays: 'mon-wed',
        workHours: 'eve',
      },
      schedule: { days: ['tue', 'thu'], timeSlots: ['aft'] },
      dependants: [
        { type: 'PERSON', birthDate: '2026-05-15', handicap: false },
        { type: 'PERSON', birthDate: '2018-05-15', handicap: true },
      ],
    });
    expect(wants).toEqual({
      skills: ['taxi-sitter', 'newborns', 'special-needs'],
      // The tutor's languages once set (the request's page shows those, not the family's).
      languages: ['french'],
      askedLanguages: ['french'],
      // The quote's days and hours once written, as its languages (the family's page shows
      // the quote's terms in place of their 'Quando').
      cells: ['mon-eve', 'wed-eve'],
      minExperience: 3,
    });
  });

  it('asks the family’s languages until the tutor sets the quote’s, and never Italian', () => {
    expect(requestWants({ ...base, languages: ['italian', 'english'] }).languages).toEqual([
      'english',
    ]);
    // Italian tells no caregiver apart, but the family asked it: their card marks it.
    expect(requestWants({ ...base, languages: ['italian', 'english'] }).askedLanguages).toEqual([
      'italian',
      'english',
    ]);
    expect(
      requestWants({
        ...base,
        languages: ['italian', 'french'],
        requestDetail: { requiredLanguage: ['italian'] },
      }).languages,
    ).toEqual([]);
    expect(
      requestWants({ ...base, languages: ['german'], requestDetail: { requiredLanguage: [] } })
        .languages,
    ).toEqual(['german']);
  });

  it('takes a pet sitter request’s animals, and any dog size for a dog of unknown size', () => {
    expect(
      requestWants({
        ...base,
        type: 'pet-sitter',
        dependants: [{ type: 'DOG', birthDate: '2020-01-15', handicap: false }],
      }).skills,
    ).toEqual(['dog', 'dog1', 'dog2', 'dog3', 'dog4']);
    expect(
      requestWants({
        ...base,
        type: 'pet-sitter',
        requestDetail: { animals: ['dog2', 'cat'] },
        dependants: [{ type: 'DOG', birthDate: '2020-01-15', handicap: false }],
      }).skills,
    ).toEqual(['dog2', 'cat']);
  });

  it('asks a colf for the household duties the quote names, and a badante for none of them', () => {
    const requestDetail = { cleaning: true, ironing: true, shopping: true, dayShift: true };
    expect(requestWants({ ...base, type: 'colf', requestDetail }).skills).toEqual([
      'cleaning',
      'ironing',
      'shopping',
    ]);
    expect(requestWants({ ...base, type: 'badante', requestDetail }).skills).toEqual([]);
  });

  it('takes every slot of the days when the time slots are to be defined', () => {
    expect(requestWants({ ...base, schedule: { days: ['sat'], timeSlots: [] } }).cells).toEqual([
      'sat-mor',
      'sat-aft',
      'sat-eve',
    ]);
  });
});

describe('the reasons and the availability in words', () => {
  it('writes runs of days as ranges and groups days by their slots', () => {
    expect(formatDayRuns(['mon', 'tue', 'wed', 'thu', 'fri'])).toBe('lun–ven');
    expect(formatDayRuns(['mon', 'tue', 'thu'])).toBe('lun, mar, gio');
    expect(
      formatAvailability(['mon-aft', 'tue-aft', 'wed-aft', 'sat-mor', 'sat-aft', 'sat-eve']),
    ).toBe('lun–mer pomeriggio · sab tutto il giorno');
  });

  it('says why, in the order the ranking weighs it', () => {
    const wants = {
      skills: ['homework-help' as const],
      languages: ['english' as const],
      askedLanguages: ['italian' as const, 'english' as const],
      cells: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'] as const,
      minExperience: 2,
    };
    const candidate = {
      sameComune: false,
      sameProvince: true,
      skills: ['homework-help', 'newborns'],
      languages: ['italian', 'english'],
      availability: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft', 'sat-mor'],
      yearsOfExperience: 5,
    };
    expect(matchReasons({ ...wants, cells: [...wants.cells] }, candidate)).toEqual([
      'Stessa provincia',
      'Aiuto compiti',
      'Parla inglese',
      'Disponibile lun–ven pomeriggio',
      '5 anni di esperienza',
    ]);
    expect(
      matchReasons(
        { ...wants, cells: [...wants.cells] },
        { ...candidate, availability: ['mon-aft'], yearsOfExperience: 1 },
      ),
    ).toEqual([
      'Stessa provincia',
      'Aiuto compiti',
      'Parla inglese',
      'Disponibile lun pomeriggio (1 fascia su 5)',
    ]);
  });
});

describe('a caregiver committed elsewhere', () => {
  const wants: RequestWants = {
    skills: [],
    languages: [],
    askedLanguages: [],
    cells: ['mon-aft', 'wed-aft', 'fri-aft'],
    minExperience: null,
  };
  const candidate = {
    sameComune: true,
    sameProvince: true,
    skills: [],
    languages: ['italian'],
    availability: ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'],
    yearsOfExperience: null,
  };
  const onSix = { requestId: 6, cells: ['mon-aft', 'wed-aft', 'fri-aft'] };

  it('is not said free at the times another request holds them', () => {
    const committed = committedCells([onSix]);
    expect(matchReasons(wants, { ...candidate, committed })).toEqual(['Stesso comune']);
    expect(commitmentNote(wants.cells, [onSix])).toBe(
      'Orari richiesti già occupati su #6: lun, mer, ven pomeriggio',
    );
  });

  it('is said free at the times asked that no other request holds', () => {
    const onEight = { requestId: 8, cells: ['mon-aft', 'tue-aft', 'sat-mor'] };
    const committed = committedCells([onEight]);
    expect(committed).toEqual(['mon-aft', 'tue-aft', 'sat-mor']);
    expect(matchReasons(wants, { ...candidate, committed })).toEqual([
      'Stesso comune',
      'Disponibile mer, ven pomeriggio (2 fasce su 3)',
    ]);
    // Only the times this request asks; one request after the other.
    expect(commitmentNote(wants.cells, [onEight])).toBe(
      'Orari richiesti già occupati su #8: lun pomeriggio',
    );
    expect(
      commitmentNote(wants.cells, [onEight, { requestId: 9, cells: ['fri-aft', 'fri-eve'] }]),
    ).toBe('Orari richiesti già occupati su #8: lun pomeriggio; su #9: ven pomeriggio');
  });

  it('without commitments, or none at the times asked, reads as before', () => {
    const before = matchReasons(wants, candidate);
    expect(before).toEqual(['Stesso comune', 'Disponibile lun, mer, ven pomeriggio']);
    expect(matchReasons(wants, { ...candidate, committed: committedCells([]) })).toEqual(before);
    const elsewhere = [{ requestId: 8, cells: ['tue-aft', 'sat-mor'] }];
    expect(matchReasons(wants, { ...candidate, committed: committedCells(elsewhere) })).toEqual(
      before,
    );
    expect(commitmentNote(wants.cells, [])).toBeNull();
    expect(commitmentNote(wants.cells, elsewhere)).toBeNull();
  });
});

describe('requestedLanguagesLabel', () => {
  it('names the quote’s languages once set, else the family’s; nothing when none', () => {
    expect(requestedLanguagesLabel([], ['italian'])).toBe('Italiano');
    expect(requestedLanguagesLabel(['italian', 'english'], [])).toBe('Italiano, Inglese');
    expect(requestedLanguagesLabel(['german'], null)).toBe('Tedesco');
    expect(requestedLanguagesLabel([], undefined)).toBe('');
  });
});

describe('languageGapWarning', () => {
  it('names the languages asked that the caregiver does not speak, in the agency’s order', () => {
    expect(languageGapWarning(['italian', 'english'], ['italian'])).toBe(
      'Non parla inglese, richiesto dalla famiglia',
    );
    expect(languageGapWarning(['french', 'english'], ['italian', 'spanish'])).toBe(
      'Non parla inglese né francese, richiesti dalla famiglia',
    );
    expect(languageGapWarning(['german', 'french', 'english'], [])).toBe(
      'Non parla inglese, francese né tedesco, richiesti dalla famiglia',
    );
  });

  it('says nothing when they speak them all, nor for Italian, which everyone speaks here', () => {
    expect(languageGapWarning(['italian', 'english'], ['english', 'french'])).toBeNull();
    expect(languageGapWarning(['italian'], ['english'])).toBeNull();
    expect(languageGapWarning([], [])).toBeNull();
  });

  it('reads the languages the request asks now: the quote’s once set, else the family’s', () => {
    const asked = (family: string[], quote: string[]) => requestedLanguages(family, quote);
    expect(languageGapWarning(asked(['english'], ['italian']), ['italian'])).toBeNull();
    expect(languageGapWarning(asked(['italian'], ['spanish']), ['italian'])).toBe(
      'Non parla spagnolo, richiesto dalla famiglia',
    );
  });
});

describe('availabilityGapWarning', () => {
  const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
  const mornings = requestedCells({ days: [...weekdays], timeSlots: ['mor', 'aft'] }, null);
  const every = (slot: string, days: readonly string[] = weekdays) =>
    days.map((day) => `${day}-${slot}`);

  it('says when a caregiver is free at none of the times the request asks', () => {
    expect(availabilityGapWarning(mornings, every('eve', [...weekdays, 'sat', 'sun']))).toBe(
      'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio',
    );
    expect(availabilityGapWarning(mornings, every('mor', ['sat', 'sun']))).toBe(
      'Disponibile solo sab, dom mattina: la richiesta chiede lun–ven mattina e pomeriggio',
    );
    expect(availabilityGapWarning(mornings, ['mon-eve'])).toBe(
      'Disponibile solo lun sera: la richiesta chiede lun–ven mattina e pomeriggio',
    );
  });

  it('names the times asked they are not free at', () => {
    const notWednesdayAfternoon = [...every('mor'), ...every('aft')].filter(
      (cell) => cell !== 'wed-aft',
    );
    expect(availabilityGapWarning(mornings, notWednesdayAfternoon)).toBe(
      'Non disponibile mer pomeriggio: la richiesta chiede lun–ven mattina e pomeriggio',
    );
  });

  it('says when the caregiver has not given their availability', () => {
    expect(availabilityGapWarning(mornings, [])).toBe(
      'Disponibilità non indicata: la richiesta chiede lun–ven mattina e pomeriggio',
    );
  });

  it('says nothing when they are free whenever asked, or the request names no days', () => {
    expect(availabilityGapWarning(mornings, [...every('mor'), ...every('aft')])).toBeNull();
    expect(availabilityGapWarning(requestedCells(null, null), ['mon-eve'])).toBeNull();
  });

  it('reads the quote’s days and hours over the family’s schedule once written', () => {
    const requoted = requestedCells(
      { days: ['mon'], timeSlots: ['mor'] },
      { workDays: 'sat', workHours: 'eve' },
    );
    expect(requoted).toEqual(['sat-eve']);
  });

  it('reads the quote’s days and hours when the family gave no schedule', () => {
    const quoted = requestedCells(null, { workDays: 'sat-sun', workHours: 'eve' });
    expect(availabilityGapWarning(quoted, every('mor', ['sat', 'sun']))).toBe(
      'Disponibile solo la mattina: la richiesta chiede sera',
    );
  });
});
