'use client';
import {
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import type { AuthError } from '../client/errors';
import { withoutPasswords } from './password-fields';

/** Options a mutation hook takes: TanStack Query's, callbacks run after latchkey's own. */
export type AuthMutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, AuthError, TVariables>,
  'mutationFn' | 'mutationKey'
>;

type Callback = ((...args: never[]) => unknown) | undefined;
const chain = <T extends Callback>(first: T, second: T): T | undefined =>
  first && second
    ? (((...args: never[]) => Promise.all([first(...args), second(...args)])) as T)
    : (first ?? second);

/**
 * TanStack Query's useMutation, with two guarantees: passwords never enter the QueryClient
 * (variables are stored without them), and a second `mutate` while one is pending joins it
 * instead of sending again (a double click submits once).
 */
export function useAuthMutation<TData, TVariables>(
  base: UseMutationOptions<TData, AuthError, TVariables>,
  options: AuthMutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, AuthError, TVariables> {
  const mutation = useMutation<TData, AuthError, TVariables>({
    ...options,
    ...base,
    onSuccess: chain(base.onSuccess, options.onSuccess),
    onError: chain(base.onError, options.onError),
    onSettled: chain(base.onSettled, options.onSettled),
  });
  const pending = useRef<Promise<TData> | null>(null);
  const { mutateAsync: run } = mutation;

  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, AuthError, TVariables>>(
    (...args) => {
      if (pending.current) return pending.current;
      const [variables, callbacks] = args;
      const promise = run(...([withoutPasswords(variables), callbacks] as typeof args)).finally(
        () => {
          pending.current = null;
        },
      );
      pending.current = promise;
      return promise;
    },
    [run],
  );
  const mutate = useCallback<UseMutateFunction<TData, AuthError, TVariables>>(
    (...args) => {
      // Errors are in the result (`error`, `isError`) and in the callbacks.
      mutateAsync(...args).catch(() => undefined);
    },
    [mutateAsync],
  );
  return useMemo(() => ({ ...mutation, mutate, mutateAsync }), [mutation, mutate, mutateAsync]);
}
