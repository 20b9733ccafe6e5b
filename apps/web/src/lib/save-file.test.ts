import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { openApiFile } from './save-file';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('a private file of the API', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is handed to the browser under the name the server gives it, not a random address', async () => {
    mockApi({
      'GET /v1/caregivers/cg-martina-rossi/cv': {
        raw: '%PDF-1.4',
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'inline; filename="CV-martina-rossi.pdf"',
        },
      },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:equilibrio/1' }));
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    const open = vi.spyOn(window, 'open');

    await openApiFile('/v1/caregivers/cg-martina-rossi/cv');

    expect(saved).toEqual([{ name: 'CV-martina-rossi.pdf', href: 'blob:equilibrio/1' }]);
    expect(open).not.toHaveBeenCalled();
  });
});
