import { describe, expect, it } from 'vitest';
import { fileProblem } from './file-limits';

const file = (size: number, type: string) => new File([new Uint8Array(size)], 'f', { type });

describe('files chosen in the caregiver form', () => {
  it('tells the same limits as the server before uploading', () => {
    expect(fileProblem(file(2 * 1024 * 1024, 'image/webp'), 'photo')).toBeNull();
    expect(fileProblem(file(2 * 1024 * 1024 + 1, 'image/png'), 'photo')).toBe(
      'Il file supera la dimensione massima di 2 MB.',
    );
    expect(fileProblem(file(10, 'image/gif'), 'photo')).toBe(
      'Formato non supportato: carica un’immagine JPEG, PNG o WebP.',
    );
    expect(fileProblem(file(5 * 1024 * 1024, 'application/pdf'), 'cv')).toBeNull();
    expect(fileProblem(file(10, 'image/png'), 'cv')).toBe(
      'Formato non supportato: carica un file PDF.',
    );
    expect(fileProblem(file(0, 'application/pdf'), 'cv')).toBe('Il file è vuoto.');
  });
});
