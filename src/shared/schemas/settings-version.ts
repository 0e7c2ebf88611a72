import { z } from 'zod';

/**
 * A settings record's version: returned with every read, sent back with a save. A save whose
 * version is not the stored one (someone else saved in between) is refused with 409 instead of
 * silently replacing their change. Optional on input, so scripts may save unconditionally.
 */
export const versionField = z.number().int().min(0).max(2_147_483_647).optional();
