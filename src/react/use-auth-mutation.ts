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
import { useCallback, useRef, useState } from 'react';
import type { AuthError } from '../client/errors';
import { withoutPasswords } from './password-fields';

/**
 * Options a mutation hook takes: TanStack Query's. `onSuccess`, `onError` and `onSettled` run
 * after latchkey's own cache work has finished; `networkMode` (latchkey's default: `'always'`,
 * so an offline sign-in fails at once), `scope` (default: one queue per hook) and the rest are
 * yours to set.
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
  const [one, other] = [a as Record<string, unknown>, b as Record<string, unknown>];
  const keys = Object.keys(one);
  return (
    keys.length === Object.keys(other).length &&
    keys.every((key) => Object.is(one[key], other[key]))
  );
};

let scopes = 0;

/**
 * TanStack Query's useMutation, plus what it does not do itself: passwords never enter the
 * QueryClient (variables are stored without them); the app's callbacks run after latchkey's
 * own work; a second call with the same variables while one is pending joins it (a double
 * click sends once); and every call's own callbacks run when it settles (TanStack runs only
 * the latest call's). Calls with other variables wait their turn through TanStack's mutation
 * `scope`: one queue per hook.
 */
export function useAuthMutation<TData, TVariables>(
  base: UseMutationOptions<TData, AuthError, TVariables>,
  options: AuthMutationHookOptions<TData, TVariables> = {},
): UseMutationResult<TData, AuthError, TVariables> {
  const [scope] = useState(() => ({ id: `latchkey-mutation-${++scopes}` }));
  const mutation = useMutation<TData, AuthError, TVariables>({
    scope,
    ...base,
    ...options,
    mutationFn: base.mutationFn,
    mutationKey: base.mutationKey,
    onSuccess: inOrder(base.onSuccess, options.onSuccess),
    onError: inOrder(base.onError, options.onError),
    onSettled: inOrder(base.onSettled, options.onSettled),
  });
  const queryClient = useQueryClient();
  const pending = useRef<{
    variables: TVariables;
    stored: TVariables;
    promise: Promise<TData>;
  } | null>(null);
  // Read when a call's callbacks run, so they see the options of that moment.
  const context = useRef<MutationFunctionContext>(null as never);
  context.current = {
    client: queryClient,
    meta: options.meta ?? base.meta,
    mutationKey: base.mutationKey,
  };
  const { mutateAsync: run } = mutation;
  // The queue the calls actually go through: the app's own scope when it sets one.
  const scopeId = (options.scope ?? base.scope ?? scope).id;

  const mutateAsync = useCallback<UseMutateAsyncFunction<TData, AuthError, TVariables>>(
    (...args) => {
      const [given, callbacks] = args;
      const variables = given as TVariables;
      const last = pending.current;
      // A joined call is the pending one: its stored copy is the one the cache holds.
      const joined = last !== null && sameVariables(last.variables, variables);
      const stored = joined ? last.stored : withoutPasswords(variables);
      let promise: Promise<TData>;
      if (joined) promise = last.promise;
      else {
        const entry = {
          variables,
          stored,
          promise: run(...([stored] as typeof args)),
        };
        pending.current = entry;
        promise = entry.promise.finally(() => {
          if (pending.current === entry) pending.current = null;
        });
      }
      if (!callbacks) return promise;
      const onMutateResult = () =>
        queryClient
          .getMutationCache()
          .findAll({ predicate: (m) => m.options.scope?.id === scopeId })
          .findLast((m) => m.state.variables === stored)?.state.context;
      return settle(promise, stored, callbacks, onMutateResult, () => context.current);
    },
    [run, queryClient, scopeId],
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
 * Runs one call's own callbacks when its promise settles, as TanStack Query would for the
 * latest call; one that throws is reported (an unhandled rejection) and changes no answer.
 */
async function settle<TData, TVariables>(
  promise: Promise<TData>,
  variables: TVariables,
  callbacks: MutateOptions<TData, AuthError, TVariables>,
  onMutateResult: () => unknown,
  context: () => MutationFunctionContext,
): Promise<TData> {
  const report = async (callback: () => unknown) => {
    try {
      await callback();
    } catch (error) {
      void Promise.reject(error);
    }
  };
  try {
    const data = await promise;
    await report(() => callbacks.onSuccess?.(data, variables, onMutateResult(), context()));
    await report(() => callbacks.onSettled?.(data, null, variables, onMutateResult(), context()));
    return data;
  } catch (caught) {
    const error = caught as AuthError;
    await report(() => callbacks.onError?.(error, variables, onMutateResult(), context()));
    await report(() =>
      callbacks.onSettled?.(undefined, error, variables, onMutateResult(), context()),
    );
    throw error;
  }
}
