import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAppForm } from './use-app-form';

describe('a form sent once at a time', () => {
  it('ignores a second submit while the first is on its way, not after', async () => {
    const { result } = renderHook(() =>
      useAppForm<{ name: string }>({ defaultValues: { name: 'Marta' } }),
    );
    const saved: string[] = [];
    let answer!: () => void;
    const onValid = (values: { name: string }) =>
      new Promise<void>((resolve) => {
        saved.push(values.name);
        answer = resolve;
      });
    let first!: Promise<unknown>;
    await act(async () => {
      first = result.current.handleSubmit(onValid)();
      await result.current.handleSubmit(onValid)();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(saved).toEqual(['Marta']);
    await act(async () => {
      answer();
      await first;
    });
    await act(async () => {
      const again = result.current.handleSubmit(onValid)();
      await new Promise((resolve) => setTimeout(resolve, 10));
      answer();
      await again;
    });
    expect(saved).toEqual(['Marta', 'Marta']);
  });
});
