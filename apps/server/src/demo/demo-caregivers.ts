import type { CaregiverType, Language } from '@equilibrio/contract/enums';

/** How a demo caregiver's illustrated portrait looks (no photos of real people). */
export type PortraitLook = {
  skin: string;
  hair: string;
  hairStyle: 'short' | 'long' | 'bun' | 'curly' | 'bob' | 'buzz';
  shirt: string;
  background: string;
  glasses?: boolean;
  beard?: boolean;
};

export type DemoCaregiver = {
  docRef: string;
  type: CaregiverType;
  name: string;
  surname: string;
  province: string;
  city: string;
  phone: string;
  languages: Language[];
  description: string;
  yearsOfExperience: number;
  experience: { period: string; role: string; where: string }[];
  skills: string[];
  education: string;
  /** false: no CV on file ('CV non disponibile per questo profilo'). */
  hasCv: boolean;
  resumeHidden?: boolean;
  look: PortraitLook;
};

const skin = {
  light: '#f6d2b8',
  fair: '#efc3a0',
  medium: '#d9a066',
  olive: '#c68b59',
  tan: '#a8724a',
  deep: '#7a4b2e',
};

/**
 * Fictitious caregivers of the demo data: four types, several provinces and languages. Their
 * portraits (public-files/caregivers) and CVs (private-files/cv) are generated from this list by
 * `scripts/generate-caregiver-assets.ts`.
 */
export const demoCaregivers: DemoCaregiver[] = [
  {
    docRef: 'cg-martina-rossi',
    type: 'babysitter',
    name: 'Martina',
    surname: 'Rossi',
    province: 'TO',
    city: 'Torino',
    phone: '+39 347 210 4581',
    languages: ['italian', 'english'],
    description:
      'Laureata in Scienze dell’educazione, da sei anni seguo bambini dai 6 mesi ai 10 anni. Propongo giochi creativi, letture in inglese e tanta pazienza con i compiti.',
    yearsOfExperience: 6,
    experience: [
      {
        period: '2021 - oggi',
        role: 'Babysitter a tempo parziale',
        where: 'Famiglia a Torino (due gemelli di 4 anni)',
      },
      { period: '2018 - 2021', role: 'Educatrice', where: 'Asilo nido comunale, Moncalieri' },
    ],
    skills: ['Primo soccorso pediatrico', 'Attività in lingua inglese', 'Aiuto compiti'],
    education: 'Laurea in Scienze dell’educazione, Università di Torino',
    hasCv: true,
    look: {
      skin: skin.light,
      hair: '#6b3e26',
      hairStyle: 'long',
      shirt: '#4f8a8b',
      background: '#dff3ef',
    },
  },
  {
    docRef: 'cg-chiara-esposito',
    type: 'babysitter',
    name: 'Chiara',
    surname: 'Esposito',
    province: 'MI',
    city: 'Milano',
    phone: '+39 333 918 2270',
    languages: ['italian', 'spanish'],
    description:
      'Solare e organizzata, accompagno i bambini a scuola e alle attività sportive con la mia auto. Parlo spagnolo e adoro i lavoretti manuali.',
    yearsOfExperience: 4,
    experience: [
      { period: '2022 - oggi', role: 'Taxi-sitter', where: 'Due famiglie a Milano Città Studi' },
      { period: '2020 - 2022', role: 'Animatrice', where: 'Centri estivi, Sesto San Giovanni' },
    ],
    skills: ['Patente B e auto propria', 'Lingua spagnola', 'Laboratori creativi'],
    education: 'Diploma di liceo linguistico',
    hasCv: true,
    look: {
      skin: skin.olive,
      hair: '#2b1a12',
      hairStyle: 'curly',
      shirt: '#e07a5f',
      background: '#fde8df',
    },
  },
  {
    docRef: 'cg-sofia-ricci',
    type: 'babysitter',
    name: 'Sofia',
    surname: 'Ricci',
    province: 'TO',
    city: 'Torino',
    phone: '+39 340 552 7719',
    languages: ['italian', 'english', 'french'],
    description:
      'Studentessa di lingue, cresciuta tra Torino e Lione. Aiuto nei compiti di inglese e francese e preparo merende sane per i più piccoli.',
    yearsOfExperience: 3,
    experience: [
      { period: '2023 - oggi', role: 'Babysitter serale', where: 'Famiglia a Torino San Salvario' },
      {
        period: '2021 - 2023',
        role: 'Ripetizioni di lingue',
        where: 'Doposcuola parrocchiale, Torino',
      },
    ],
    skills: ['Inglese C1, francese madrelingua', 'Aiuto compiti', 'Cucina per bambini'],
    education: 'Laurea triennale in Lingue, Università di Torino',
    hasCv: true,
    look: {
      skin: skin.fair,
      hair: '#c98b3c',
      hairStyle: 'bob',
      shirt: '#6d597a',
      background: '#ece4f5',
    },
  },
  {
    docRef: 'cg-luca-marino',
    type: 'babysitter',
    name: 'Luca',
    surname: 'Marino',
    // Lives in Monza (MB), works in Milano too (his profile's work provinces).
    province: 'MB',
    city: 'Monza',
    phone: '+39 349 630 1184',
    languages: ['italian', 'english'],
    description:
      'Istruttore di minibasket, porto i bambini al parco e allo sport con energia e attenzione. Disponibile anche nei fine settimana.',
    yearsOfExperience: 5,
    experience: [
      { period: '2020 - oggi', role: 'Istruttore di minibasket', where: 'Polisportiva di Monza' },
      { period: '2019 - oggi', role: 'Babysitter nel weekend', where: 'Famiglie in Brianza' },
    ],
    skills: ['Attività sportive', 'Primo soccorso', 'Patente B'],
    education: 'Laurea in Scienze motorie, Università di Milano',
    hasCv: true,
    look: {
      skin: skin.medium,
      hair: '#3a2418',
      hairStyle: 'short',
      shirt: '#3d5a80',
      background: '#e0ecf8',
    },
  },
  {
    docRef: 'cg-davide-greco',
    type: 'pet-sitter',
    name: 'Davide',
    surname: 'Greco',
    province: 'TO',
    city: 'Torino',
    phone: '+39 351 274 9903',
    languages: ['italian'],
    description:
      'Educatore cinofilo, mi occupo di passeggiate, pensione a casa mia (con giardino) e cani di taglia grande anche reattivi.',
    yearsOfExperience: 8,
    experience: [
      { period: '2017 - oggi', role: 'Educatore cinofilo', where: 'Centro cinofilo, Collegno' },
      { period: '2015 - 2017', role: 'Volontario', where: 'Canile municipale di Torino' },
    ],
    skills: ['Cani di taglia grande', 'Pensione con giardino', 'Somministrazione farmaci'],
    education: 'Attestato di educatore cinofilo ENCI',
    hasCv: true,
    look: {
      skin: skin.light,
      hair: '#4a3426',
      hairStyle: 'buzz',
      shirt: '#588157',
      background: '#e3f1de',
      beard: true,
    },
  },
  {
    docRef: 'cg-elena-bruno',
    type: 'pet-sitter',
    name: 'Elena',
    surname: 'Bruno',
    province: 'BO',
    city: 'Bologna',
    phone: '+39 338 415 6620',
    languages: ['italian', 'german'],
    description:
      'Veterinaria in formazione, seguo gatti e cani anziani a domicilio: terapie, pulizia della lettiera e tanta compagnia.',
    yearsOfExperience: 4,
    experience: [
      { period: '2022 - oggi', role: 'Pet sitter a domicilio', where: 'Bologna e provincia' },
      {
        period: '2021 - 2022',
        role: 'Tirocinio',
        where: 'Clinica veterinaria, Casalecchio di Reno',
      },
    ],
    skills: ['Gatti e cani anziani', 'Terapie e iniezioni', 'Lingua tedesca'],
    education: 'Studentessa di Medicina veterinaria, Università di Bologna',
    hasCv: true,
    look: {
      skin: skin.fair,
      hair: '#8a4b2a',
      hairStyle: 'bun',
      shirt: '#f2a541',
      background: '#fdf1dc',
      glasses: true,
    },
  },
  {
    docRef: 'cg-giorgia-gallo',
    type: 'pet-sitter',
    name: 'Giorgia',
    surname: 'Gallo',
    province: 'MI',
    city: 'Milano',
    phone: '+39 345 780 3316',
    languages: ['italian', 'english'],
    description:
      'Dog walker in zona Isola e Porta Nuova: passeggiate di gruppo o individuali, foto e aggiornamenti dopo ogni uscita.',
    yearsOfExperience: 3,
    experience: [
      { period: '2022 - oggi', role: 'Dog walker', where: 'Milano Isola e Porta Nuova' },
      { period: '2020 - 2022', role: 'Addetta', where: 'Negozio di toelettatura, Milano' },
    ],
    skills: ['Passeggiate di gruppo', 'Toelettatura di base', 'Inglese'],
    education: 'Corso di pet sitting professionale',
    hasCv: true,
    look: {
      skin: skin.tan,
      hair: '#1f140d',
      hairStyle: 'long',
      shirt: '#2a9d8f',
      background: '#dcf3f0',
    },
  },
  {
    docRef: 'cg-ana-popescu',
    type: 'badante',
    name: 'Ana',
    surname: 'Popescu',
    province: 'TO',
    city: 'Torino',
    phone: '+39 328 644 0192',
    languages: ['italian'],
    description:
      'Assistente familiare con attestato OSS, da dodici anni in Italia. Esperienza con Alzheimer, mobilizzazione e convivenza.',
    yearsOfExperience: 12,
    experience: [
      { period: '2016 - 2024', role: 'Badante convivente', where: 'Signora di 91 anni, Torino' },
      { period: '2012 - 2016', role: 'OSS', where: 'RSA di Rivoli' },
    ],
    skills: ['Alzheimer e demenze', 'Mobilizzazione', 'Misurazione glicemia'],
    education: 'Attestato di Operatore socio-sanitario (OSS)',
    hasCv: true,
    look: {
      skin: skin.light,
      hair: '#b5651d',
      hairStyle: 'bun',
      shirt: '#84a59d',
      background: '#e6f0ec',
    },
  },
  {
    docRef: 'cg-rosa-conti',
    type: 'badante',
    name: 'Rosa',
    surname: 'Conti',
    province: 'RM',
    city: 'Roma',
    phone: '+39 339 207 5548',
    languages: ['italian'],
    description:
      'Calma e affidabile, assisto persone anziane di giorno: igiene personale, pasti, accompagnamento alle visite mediche.',
    yearsOfExperience: 15,
    experience: [
      {
        period: '2014 - oggi',
        role: 'Assistente familiare diurna',
        where: 'Famiglie a Roma Monteverde',
      },
      { period: '2009 - 2014', role: 'Ausiliaria', where: 'Casa di riposo, Frascati' },
    ],
    skills: ['Igiene personale', 'Accompagnamento alle visite', 'Cucina per diete speciali'],
    education: 'Corso regionale di assistente familiare',
    hasCv: true,
    resumeHidden: true,
    look: {
      skin: skin.medium,
      hair: '#9e9e9e',
      hairStyle: 'bob',
      shirt: '#b56576',
      background: '#f7e1e6',
      glasses: true,
    },
  },
  {
    docRef: 'cg-maria-fernandez',
    type: 'badante',
    name: 'María',
    surname: 'Fernández',
    province: 'MI',
    city: 'Milano',
    phone: '+39 331 859 4407',
    languages: ['italian', 'spanish'],
    description:
      'Infermiera in Perù, in Italia assisto anziani non autosufficienti anche di notte. Medicazioni, iniezioni e monitoraggio dei parametri.',
    yearsOfExperience: 10,
    experience: [
      { period: '2018 - oggi', role: 'Badante notturna', where: 'Milano Città Studi' },
      { period: '2010 - 2017', role: 'Infermiera', where: 'Ospedale di Arequipa, Perù' },
    ],
    skills: ['Medicazioni e iniezioni', 'Turni di notte', 'Lingua spagnola'],
    education: 'Diploma di infermiera (riconosciuto)',
    hasCv: true,
    look: {
      skin: skin.tan,
      hair: '#24160f',
      hairStyle: 'long',
      shirt: '#5e60ce',
      background: '#e5e6fa',
    },
  },
  {
    docRef: 'cg-irina-kovalenko',
    type: 'badante',
    name: 'Irina',
    surname: 'Kovalenko',
    province: 'TO',
    city: 'Torino',
    phone: '+39 342 116 7785',
    languages: ['italian', 'english'],
    description:
      'Assistenza a persone con disabilità motoria e in riabilitazione dopo un ricovero. Patente B, disponibile a spostamenti.',
    yearsOfExperience: 7,
    experience: [
      { period: '2019 - oggi', role: 'Assistente familiare', where: 'Torino e Moncalieri' },
      { period: '2017 - 2019', role: 'Operatrice', where: 'Centro di riabilitazione, Torino' },
    ],
    skills: ['Riabilitazione', 'Disabilità motoria', 'Patente B'],
    education: 'Qualifica di assistente familiare, Regione Piemonte',
    hasCv: true,
    look: {
      skin: skin.light,
      hair: '#e1b866',
      hairStyle: 'short',
      shirt: '#457b9d',
      background: '#e1eef5',
    },
  },
  {
    docRef: 'cg-francesca-deluca',
    type: 'colf',
    name: 'Francesca',
    surname: 'De Luca',
    province: 'TO',
    city: 'Torino',
    phone: '+39 348 302 6671',
    languages: ['italian', 'french'],
    description:
      'Precisa e discreta: pulizie di fondo, stiro e cura dei tessuti delicati. Mi organizzo in autonomia con le chiavi di casa.',
    yearsOfExperience: 9,
    experience: [
      {
        period: '2016 - oggi',
        role: 'Collaboratrice domestica',
        where: 'Tre famiglie a Torino Crocetta',
      },
      { period: '2014 - 2016', role: 'Addetta alle pulizie', where: 'Hotel in centro, Torino' },
    ],
    skills: ['Stiro professionale', 'Pulizie di fondo', 'Cura di tessuti delicati'],
    education: 'Diploma di scuola alberghiera',
    hasCv: true,
    look: {
      skin: skin.fair,
      hair: '#5a3825',
      hairStyle: 'bun',
      shirt: '#ee6c4d',
      background: '#fde4dc',
    },
  },
  {
    docRef: 'cg-lucia-costa',
    type: 'colf',
    name: 'Lucia',
    surname: 'Costa',
    province: 'TO',
    city: 'Torino',
    phone: '+39 320 948 1153',
    languages: ['italian'],
    description:
      'Gestisco la casa a 360 gradi: pulizie, bucato, spesa e preparazione dei pasti per la settimana.',
    yearsOfExperience: 11,
    experience: [
      { period: '2013 - oggi', role: 'Colf part-time', where: 'Famiglie a Torino Vanchiglia' },
    ],
    skills: ['Cucina casalinga', 'Spesa e commissioni', 'Bucato e stiro'],
    education: 'Licenza media',
    hasCv: false,
    look: {
      skin: skin.deep,
      hair: '#120b08',
      hairStyle: 'curly',
      shirt: '#f4a261',
      background: '#fdeedd',
    },
  },
  {
    docRef: 'cg-paolo-mancini',
    type: 'colf',
    name: 'Paolo',
    surname: 'Mancini',
    province: 'RM',
    city: 'Roma',
    phone: '+39 346 573 2208',
    languages: ['italian', 'english'],
    description:
      'Pulizie, piccola manutenzione e giardinaggio: l’aiuto giusto per case grandi e seconde case, anche nei weekend.',
    yearsOfExperience: 6,
    experience: [
      { period: '2019 - oggi', role: 'Collaboratore domestico', where: 'Ville a Roma Nord' },
      { period: '2017 - 2019', role: 'Custode', where: 'Condominio a Roma Parioli' },
    ],
    skills: ['Piccola manutenzione', 'Giardinaggio', 'Patente B'],
    education: 'Diploma di perito tecnico',
    hasCv: true,
    look: {
      skin: skin.olive,
      hair: '#3b2a20',
      hairStyle: 'short',
      shirt: '#264653',
      background: '#dcebee',
      glasses: true,
      beard: true,
    },
  },
];

export const portraitPath = (docRef: string) => `caregivers/${docRef}.svg`;
export const cvKey = (docRef: string) => `cv/${docRef}.pdf`;
