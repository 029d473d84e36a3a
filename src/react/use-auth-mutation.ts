'use client';
import {
  type MutateOptions,
  type MutationFunctionContext,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { AuthError } from '../client/errors';
import { withoutPasswords } from './password-fields';

/**
 * Options a mutation hook takes: TanStack Query's. `onSuccess`, `onError` and `onSettled` run
 * after latchkey's own cache work has finished; `networkMode` (latchkey's default: `'always'`,
 * so an offline sign-in fails at once) and the rest are yours to set.
 */
export type AuthMutationHookOptions<TData, TVariables> = Omit<
  UseMutationOptions<TData, AuthError, TVariables>,
  'mutationFn' | 'mutationKey'
>;

type Callback = ((...args: never[]) => unknown) | undefined;
/** Runs `first`, waits for it (latchkey's work), then `second` (the app's). */
const inOrder = <T extends Callback>(first: T, second: T): T | undefined =>
  first && second
    ? ((async (...args: never[]) => {
        await first(...args);
        return second(...args);
      }) as T)
    : (first ?? second);

/** Same keys, same values (shallowly): a repeated submit of the same form. */
const sameVariables = (a: unknown, b: unknown) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is(Reflect.get(a, key), Reflect.get(b, key)))
  );
};

interface InFlight<TData, TVariables> {
  variables: TVariables;
  promise: Promise<TData>;
}

/**
 * TanStack Query's useMutation, with three guarantees: passwords never enter the QueryClient
 * (variables are stored without them); the caller's callbacks run after latchkey's own work;
 * and a second `mutate` while one is pending drops nothing: with the same variables it joins
 * the pending one (a double click submits once, and its own callbacks run when that settles),
 * with other variables it runs once the pending one has settled.
 */
export function useAuthMutation<TData, TVariables>(
  base: UseMutationOptions<TData, AuthError, TVariables>,
  options: AuthMutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, AuthError, TVariables> {
  const mutation = useMutation<TData, AuthError, TVariables>({
    ...base,
    ...options,
    mutationFn: base.mutationFn,
    mutationKey: base.mutationKey,
    onSuccess: inOrder(base.onSuccess, options.onSuccess),
    onError: inOrder(base.onError, options.onError),
    onSettled: inOrder(base.onSettled, options.onSettled),
  });
  const latest = useRef<InFlight<TData, TVariables> | null>(null);
  const { mutateAsync: run } = mutation;
  // What a joined call's own callbacks receive as their context; read when they run.
  const context = useRef<MutationFunctionContext | null>(null);
  context.current = {
    client: useQueryClient(),
    meta: options.meta ?? base.meta,
    mutationKey: base.mutationKey,
  };

  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, AuthError, TVariables>>(
    (...args) => {
      const [variables, callbacks] = args;
      const pending = latest.current;
      if (pending && sameVariables(pending.variables, variables)) {
        return joined(pending.promise, variables as TVariables, callbacks, context.current);
      }
      const start = () =>
        run(...([withoutPasswords(variables), callbacks] as typeof args)).finally(() => {
          if (latest.current === entry) latest.current = null;
        });
      const entry: InFlight<TData, TVariables> = {
        variables: variables as TVariables,
        promise: pending ? pending.promise.then(start, start) : start(),
      };
      latest.current = entry;
      return entry.promise;
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
  return { ...mutation, mutate, mutateAsync };
}

/**
 * A call that joined a pending one: the same answer, and its own per-call callbacks run when
 * that settles (TanStack Query runs only the callbacks of the call that started it).
 */
function joined<TData, TVariables>(
  promise: Promise<TData>,
  variables: TVariables,
  callbacks: MutateOptions<TData, AuthError, TVariables> | undefined,
  context: MutationFunctionContext | null,
): Promise<TData> {
  if (!callbacks || !context) return promise;
  return promise.then(
    async (data) => {
      await callbacks.onSuccess?.(data, variables, undefined, context);
      await callbacks.onSettled?.(data, null, variables, undefined, context);
      return data;
    },
    async (error: AuthError) => {
      await callbacks.onError?.(error, variables, undefined, context);
      await callbacks.onSettled?.(undefined, error, variables, undefined, context);
      throw error;
    },
  );
}
