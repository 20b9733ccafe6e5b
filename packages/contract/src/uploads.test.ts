import { describe, expect, it } from 'vitest';
import { acceptOf, chosenFileProblem, uploadHint, uploadPolicies } from './uploads';

const file = (size: number, type: string) => ({ size, type });

describe('a file chosen in the browser', () => {
  it('is told the same limits as the server before uploading', () => {
    const { photo, cv, applicantPhoto } = uploadPolicies;
    expect(chosenFileProblem(file(2 * 1024 * 1024, 'image/webp'), photo)).toBeNull();
    expect(chosenFileProblem(file(2 * 1024 * 1024 + 1, 'image/png'), photo)).toBe(
      'Il file supera la dimensione massima di 2 MB.',
    );
    expect(chosenFileProblem(file(10, 'image/gif'), photo)).toBe(
      'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    );
    expect(chosenFileProblem(file(10, 'image/webp'), applicantPhoto)).toBe(
      'Formato non supportato: carica un’immagine JPEG o PNG.',
    );
    expect(chosenFileProblem(file(5 * 1024 * 1024, 'application/pdf'), cv)).toBeNull();
    expect(chosenFileProblem(file(10, 'image/png'), cv)).toBe(
      'Formato non supportato: carica un file PDF.',
    );
    expect(chosenFileProblem(file(0, 'application/pdf'), cv)).toBe('Il file è vuoto.');
    // A type the browser does not know is left to the server, which reads the bytes.
    expect(chosenFileProblem(file(10, ''), cv)).toBeNull();
  });

  it('says what a field takes, and offers only that in the file picker', () => {
    expect(uploadHint(uploadPolicies.photo)).toBe('JPEG, PNG o WebP, al massimo 2 MB');
    expect(uploadHint(uploadPolicies.cv)).toBe('PDF, al massimo 5 MB');
    expect(acceptOf(uploadPolicies.attachment)).toBe('application/pdf,image/jpeg,image/png');
  });
});
