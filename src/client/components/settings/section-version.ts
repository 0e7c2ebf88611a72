/**
 * A section save must send the version its form loaded (issue 25 finding 10). The form's values
 * come from the admin read, which always carries it (0 for a section never saved); its type is
 * optional only because the read shape is shared with the company record's PATCH.
 */
export function withVersion<T extends { version?: number }>(values: T): T & { version: number } {
  return { ...values, version: values.version ?? 0 };
}
