import { z } from 'zod';
import { IMAGE_FORMATS } from '../image-variants';
import { idSchema } from './common';

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

/** A place an uploaded picture is shown, and the admin page where it is edited. */
export const imageUseSchema = z.object({ label: z.string(), href: z.string() });
export type ImageUse = z.infer<typeof imageUseSchema>;

/** One page of the admin's list of pictures: newest first, then `?before=<the last id shown>` for older ones. */
export const IMAGE_LIST_LIMIT = 300;
export const imageListInputSchema = z.object({ before: idSchema.optional() }).strict().optional();

/** An uploaded picture as the admin's list shows it (`GET /api/admin/images`). */
export const uploadedImageSchema = z.object({
  id: z.number().int(),
  /** The largest WebP variant (what a cover field stores). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The original upload's size in bytes. */
  bytes: z.number().int(),
  uploadedAt: z.date(),
  uploadedBy: z.string().nullable(),
  /** Where it is shown; deleting is refused while this is not empty. */
  usedIn: z.array(imageUseSchema),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** The refusal to delete a picture still shown somewhere (the places named after it). */
export const IMAGE_IN_USE_MESSAGE = 'This picture is still shown on the site. Replace or remove it there first:';
export function imageInUseMessage(uses: readonly ImageUse[]): string {
  return `${IMAGE_IN_USE_MESSAGE} ${uses.map((use) => use.label).join('; ')}.`;
}
