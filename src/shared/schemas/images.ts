import { z } from 'zod';
import { IMAGE_FORMATS } from '../image-variants';

/** `POST /api/admin/images` answers with this (api.md). */
export const imageUploadResultSchema = z.object({
  id: z.number().int(),
  /** The largest WebP variant: what a cover field stores. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(z.object({ format: z.enum(IMAGE_FORMATS), width: z.number().int(), url: z.string() })),
});
export type ImageUploadResult = z.infer<typeof imageUploadResultSchema>;
