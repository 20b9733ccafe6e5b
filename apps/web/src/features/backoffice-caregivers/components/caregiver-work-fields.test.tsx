import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import {
  type CaregiverFormValues,
  caregiverFormSchema,
  caregiverFormValues,
  toCaregiverInput,
} from './caregiver-form-values';
import { CaregiverWorkFields } from './caregiver-work-fields';

let saved: ReturnType<typeof toCaregiverInput> | null = null;

function Form() {
  const form = useAppForm<CaregiverFormValues>({
    defaultValues: { ...caregiverFormValues(undefined), type: 'badante', skills: ['cooking'] },
  });
  saved = toCaregiverInput(form.watch());
  return <CaregiverWorkFields control={form.control} comune={null} workComuni={[]} />;
}

describe('a caregiver’s skills', () => {
  it('shows a skill of another type by its Italian name, and asks to take it off', async () => {
    mockApi({});
    renderRoute(<Form />);
    // An applicant who cooks (a colf's skill), accepted as a badante.
    expect(await screen.findByText('Cucina')).toBeVisible();
    expect(screen.queryByText('cooking')).toBeNull();
    expect(saved?.skills).toEqual(['cooking']);
    // The API's rule, said under 'Competenze' before sending: never dropped unseen.
    const checked = caregiverFormSchema.safeParse({
      ...caregiverFormValues(undefined),
      type: 'badante',
      name: 'Ioana',
      surname: 'Dumitru',
      skills: ['cooking'],
    });
    expect(checked.error?.issues).toContainEqual(
      expect.objectContaining({
        path: ['skills'],
        message: 'Competenze non adatte a un profilo Badante: Cucina. Toglile o cambia il tipo.',
      }),
    );
  });
});
