import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { callKey, useMutation } from './single-flight-mutation';

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
);

/** A call the test answers when it wants, counting how often the server was reached. */
function slowCall() {
  const sent: string[] = [];
  const answers: (() => void)[] = [];
  const mutationFn = (text: string) =>
    new Promise<string>((resolve) => {
      sent.push(text);
      answers.push(() => resolve(`ok ${text}`));
    });
  return {
    sent,
    answerAll: () => {
      for (const answer of answers.splice(0)) answer();
    },
    mutationFn,
  };
}

describe('a mutation sent once while on its way', () => {
  it('makes a second identical call the first one, and lets a different one go', async () => {
    const call = slowCall();
    const { result } = renderHook(() => useMutation({ mutationFn: call.mutationFn }), { wrapper });
    let first!: Promise<string>;
    let again!: Promise<string>;
    await act(async () => {
      first = result.current.mutateAsync('Accetta');
      again = result.current.mutateAsync('Accetta');
      result.current.mutate('Accetta');
      result.current.mutate('Un altro messaggio');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(again).toBe(first);
    expect(call.sent).toEqual(['Accetta', 'Un altro messaggio']);
    await act(async () => {
      call.answerAll();
      await first;
    });
    // Once answered, the same call can be made again (a new save after an edit).
    await act(async () => {
      result.current.mutate('Accetta');
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(call.sent).toEqual(['Accetta', 'Un altro messaggio', 'Accetta']);
  });

  it('calls a call’s own callbacks once it is answered, though its component has gone', async () => {
    const call = slowCall();
    const { result, unmount } = renderHook(() => useMutation({ mutationFn: call.mutationFn }), {
      wrapper,
    });
    const said: string[] = [];
    await act(async () => {
      result.current.mutate('Segna come gestita', {
        onSuccess: (data) => said.push(`success: ${data}`),
        onSettled: (data) => said.push(`settled: ${data}`),
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // The card leaves the list before the answer (the list refreshed meanwhile).
    unmount();
    call.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(said).toEqual(['success: ok Segna come gestita', 'settled: ok Segna come gestita']);
  });

  it('says nothing to a person who has gone to another page meanwhile', async () => {
    const call = slowCall();
    window.history.replaceState(null, '', '/backoffice/caregivers/cg-1');
    const { result, unmount } = renderHook(() => useMutation({ mutationFn: call.mutationFn }), {
      wrapper,
    });
    const said: string[] = [];
    await act(async () => {
      result.current.mutate('Elimina dalla rubrica', {
        onSuccess: () => said.push('back to the list'),
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // Another page chosen while the call was on its way: not moved back once it ends.
    unmount();
    window.history.pushState(null, '', '/backoffice/requests/7');
    call.answerAll();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(said).toEqual([]);
  });

  it('runs each callback on its own: one that fails does not keep the next from running', async () => {
    const call = slowCall();
    const { result } = renderHook(() => useMutation({ mutationFn: call.mutationFn }), { wrapper });
    const said: string[] = [];
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    await act(async () => {
      result.current.mutate('Assegna', {
        onSuccess: () => {
          throw new Error('Un errore nella pagina');
        },
        onSettled: () => said.push('focus back on the list'),
      });
      await new Promise((resolve) => setTimeout(resolve, 10));
      call.answerAll();
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    process.off('unhandledRejection', unhandled);
    expect(said).toEqual(['focus back on the list']);
    // Reported, as TanStack reports its own callbacks' errors.
    expect(unhandled).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Un errore nella pagina' }),
      expect.anything(),
    );
  });

  it('calls onError of a refused call, and its promise still says so', async () => {
    const { result } = renderHook(
      () =>
        useMutation({
          mutationFn: async (_text: string): Promise<string> => {
            throw new Error('Rifiutata');
          },
        }),
      { wrapper },
    );
    const said: string[] = [];
    let outcome!: Promise<string>;
    await act(async () => {
      outcome = result.current.mutateAsync('Invia', {
        onError: (error) => said.push(`error: ${(error as Error).message}`),
      });
      await outcome.catch(() => {});
    });
    await expect(outcome).rejects.toThrow('Rifiutata');
    expect(said).toEqual(['error: Rifiutata']);
  });

  it('keeps mutate and mutateAsync the same functions from render to render', () => {
    const { result, rerender } = renderHook(
      () => useMutation({ mutationFn: async (text: string) => text }),
      { wrapper },
    );
    const { mutate, mutateAsync } = result.current;
    rerender();
    expect(result.current.mutate).toBe(mutate);
    expect(result.current.mutateAsync).toBe(mutateAsync);
  });

  it('tells two files apart, whatever their JSON', () => {
    const a = new File(['a'], 'cv.pdf');
    const b = new File(['b'], 'cv.pdf');
    expect(callKey({ file: a })).toBe(callKey({ file: a }));
    expect(callKey({ file: a })).not.toBe(callKey({ file: b }));
    expect(callKey(undefined)).toBe(callKey(null));
  });
});
