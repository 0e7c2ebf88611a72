import { z } from 'zod';

/**
 * A settings record's version: returned with every read, sent back with a save. A save whose
 * version is not the stored one (someone else saved in between) is refused with 409 instead of
 * silently replacing their change.
 *
 * Optional in the shapes that are read and in the company record's `PATCH /api/settings/{id}`
 * (api.md: callers without a version write last-write-wins).
 */
export const versionField = z.number().int().min(0).max(2_147_483_647).optional();

/**
 * Required on every section save (`PUT /api/admin/settings/{section}`): a save without it would
 * overwrite whatever another admin saved since this one loaded the form (issue 25 finding 10).
 */
export const requiredVersionField = z
  .number({ error: 'Send back the version you loaded, so this save cannot silently replace a newer one' })
  .int()
  .min(0)
  .max(2_147_483_647);

/** A section's save body: its read shape with the version required. */
export function withRequiredVersion<Shape extends z.core.$ZodLooseShape & { version: typeof versionField }>(
  schema: z.ZodObject<Shape, z.core.$strict>,
) {
  return schema.extend({ version: requiredVersionField });
}
