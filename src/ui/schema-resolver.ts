import type { FieldError, FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';

/** The part of a Standard Schema (https://standardschema.dev) used here; zod 4 schemas have it. */
export interface StandardSchema<TValues> {
  readonly '~standard': {
    readonly validate: (
      value: unknown,
    ) => StandardResult<TValues> | Promise<StandardResult<TValues>>;
  };
}

type StandardResult<TValues> =
  | { readonly value: TValues; readonly issues?: undefined }
  | {
      readonly issues: ReadonlyArray<{
        readonly message: string;
        /** The placeholders' values of a message that is a dictionary key (the forms' own rules). */
        readonly values?: Record<string, number> | undefined;
        /** The error's `type` in react-hook-form (a text message among keys: `TEXT_MESSAGE`). */
        readonly type?: string | undefined;
        readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
      }>;
    };

/**
 * Validates a form's values with a Standard Schema (zod 4 and zod/mini schemas are ones) for
 * react-hook-form: on success the parsed values (trimmed, as the schema says), else the first
 * message of each field (the forms' fields are flat: one name, no nesting). The few lines of `@hookform/resolvers/zod` the
 * forms use, without its ~1.2 KB gzip (zod 3 support, criteria mode, native validation).
 */
export async function resolveWithSchema<TValues extends FieldValues>(
  schema: StandardSchema<TValues>,
  values: TValues,
): Promise<ResolverResult<TValues>> {
  const result = await schema['~standard'].validate(values);
  if (!result.issues) return { values: result.value, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const { message, values, type = 'validate', path = [] } of result.issues) {
    const name = path.map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
    // The first issue of a field is the one shown (required before too short).
    errors[name] ??= { type, message, ...(values && { values }) } as FieldError;
  }
  return { values: {}, errors: errors as FieldErrors<TValues> };
}
