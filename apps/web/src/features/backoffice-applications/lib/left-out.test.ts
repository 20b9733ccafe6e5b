import { describe, expect, it } from 'vitest';
import { leftOut } from './left-out';

describe('what accepting an application as one type leaves out', () => {
  it('names the other services and the skills of those only', () => {
    const ioana = {
      types: ['badante', 'colf'] as const,
      skills: ['dementia', 'cleaning', 'ironing'],
    };
    expect(leftOut({ ...ioana, types: [...ioana.types] }, 'badante')).toBe(
      'La candidatura è anche per Colf: il profilo ha un solo tipo di caregiver. Non passano al profilo: Pulizie e Stiro.',
    );
    expect(leftOut({ ...ioana, types: [...ioana.types] }, 'colf')).toBe(
      'La candidatura è anche per Badante: il profilo ha un solo tipo di caregiver. Non passano al profilo: Demenza e Alzheimer.',
    );
  });

  it('says nothing of an application for one service', () => {
    expect(
      leftOut({ types: ['babysitter'], skills: ['homework-help'] }, 'babysitter'),
    ).toBeUndefined();
  });
});
