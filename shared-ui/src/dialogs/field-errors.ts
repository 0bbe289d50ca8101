/** What a form needs of a zod schema (shared-ui does not depend on zod itself). */
export interface SafeParser {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

export type FieldErrors<V> = Partial<Record<keyof V, string>>;

/** The contract's first message per top-level field; empty when the values are valid. */
export function fieldErrorsOf<V>(schema: SafeParser, values: V): FieldErrors<V> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<V> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof V | undefined;
    if (field !== undefined && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
