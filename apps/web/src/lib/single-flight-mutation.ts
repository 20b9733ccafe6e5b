import type { DefaultError, UseMutationOptions, UseMutationResult } from '@tanstack/react-query';
// biome-ignore lint/style/noRestrictedImports: the one wrapper the rest of the app uses
import { useQueryClient, useMutation as useTanstackMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/** A callback run on its own: its error is reported, not thrown at the next one. */
function each(callback: () => unknown) {
  try {
    callback();
  } catch (error) {
    void Promise.reject(error);
  }
}

/** Files and forms compare as themselves (two photos are two uploads, whatever their JSON). */
const identities = new WeakMap<object, number>();
let nextIdentity = 0;
const identityOf = (value: object) => {
  let id = identities.get(value);
  if (id === undefined) {
    id = ++nextIdentity;
    identities.set(value, id);
  }
  return id;
};

/** What a call is, as text: the same text is the same call. */
export function callKey(variables: unknown): string {
  return (
    JSON.stringify(variables ?? null, (_key, value: unknown) =>
      typeof Blob !== 'undefined' &&
      (value instanceof Blob || (typeof FormData !== 'undefined' && value instanceof FormData))
        ? `#object-${identityOf(value)}`
        : value,
    ) ?? 'undefined'
  );
}

/**
 * TanStack's useMutation, but the same call made again while it is still on its way is that one
 * call: a double tap on 'Accetta', 'Salva' or 'Invia' reaches the server once (it sent two, and
 * the second answered 409 with a red toast after the first had worked, or made a second copy).
 * `mutateAsync` then returns the first call's promise; `mutate` does nothing more. A different
 * call (another message, another file) goes as usual. The one `useMutation` of the web app.
 *
 * A call's own callbacks (`mutate(v, { onSuccess })`) follow its promise: TanStack calls them
 * only while the component that made the call is still there, and a call's success often
 * removes it — 'Segna come gestita' takes its card off the refreshed list, «Elimina dalla rubrica»
 * the caregiver's page — so 'Segnalazione gestita' went unsaid and the deleted caregiver's page
 * stayed, in error, instead of going back to the directory. They are heard while the component
 * is there or its page is still the one shown: a person who has gone to another page meanwhile is
 * not moved back (a navigate) nor has it reloaded. Each runs on its own, as TanStack's do: one
 * that throws does not keep the next from running.
 */
export function useMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TContext = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
): UseMutationResult<TData, TError, TVariables, TContext> {
  const mutation = useTanstackMutation(options);
  const client = useQueryClient();
  // The options and client as last given (read when a call ends; `mutate` stays the same function).
  const latest = useRef({ options, client });
  latest.current = { options, client };
  const inFlight = useRef(new Map<string, Promise<TData>>());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Stable, as TanStack's own (a page's effect may depend on `mutate`).
  const send = mutation.mutateAsync as (
    variables: TVariables,
    callbacks?: Parameters<typeof mutation.mutateAsync>[1],
  ) => Promise<TData>;
  const mutateAsync = useCallback(
    (variables: TVariables, callbacks?: Parameters<typeof send>[1]): Promise<TData> => {
      const key = callKey(variables);
      const pending = inFlight.current.get(key);
      if (pending) return pending;
      const call = send(variables);
      if (callbacks) {
        const page = window.location.pathname;
        const heard = () => mounted.current || window.location.pathname === page;
        const { meta, mutationKey } = latest.current.options;
        const context = { client: latest.current.client, meta, mutationKey };
        // (No `onMutate` result here: no caller reads it.)
        const none = undefined as never;
        call.then(
          (data) => {
            if (!heard()) return;
            each(() => callbacks.onSuccess?.(data, variables, none, context));
            each(() => callbacks.onSettled?.(data, null, variables, none, context));
          },
          (error: TError) => {
            if (!heard()) return;
            each(() => callbacks.onError?.(error, variables, none, context));
            each(() => callbacks.onSettled?.(undefined, error, variables, none, context));
          },
        );
      }
      inFlight.current.set(key, call);
      const done = () => {
        if (inFlight.current.get(key) === call) inFlight.current.delete(key);
      };
      call.then(done, done);
      return call;
    },
    [send],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: Parameters<typeof send>[1]) => {
      if (inFlight.current.has(callKey(variables))) return;
      mutateAsync(variables, callbacks).catch(() => {});
    },
    [mutateAsync],
  );
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<
    TData,
    TError,
    TVariables,
    TContext
  >;
}
