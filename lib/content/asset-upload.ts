import * as z from 'zod/mini';

/**
 * What the editor's image upload takes, shared by the upload form (to refuse a file before
 * sending it) and the upload API (which checks the bytes themselves).
 */

export const MAX_ASSET_BYTES = 5 * 1024 * 1024;

/** For a file input's `accept`: a hint to the picker; the server decides by the bytes. */
export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const ONLY_IMAGES_MESSAGE = 'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.';
export const TOO_LARGE_MESSAGE = 'Images must be 5 MB or smaller.';
export const UNREADABLE_IMAGE_MESSAGE =
  'That image could not be read: the file may be damaged or only partly copied.';

/** Where the site serves the space's uploaded images. */
export const ASSET_URL_PREFIX = '/api/content/assets/';

/**
 * `POST /api/editor/assets`: the image as base64, its file name and what it shows. Alt text
 * belongs to each use of an image (the same one can be decoration in one place and content in
 * another), so an upload's own is only a default, and may be empty.
 */
export const assetUploadSchema = z.object({
  fileName: z.string().check(z.minLength(1, 'Choose an image')),
  alt: z._default(z.string().check(z.trim()), ''),
  title: z.optional(z.string().check(z.trim())),
  data: z.base64('The image was not sent whole: try again'),
});
export type AssetUpload = z.infer<typeof assetUploadSchema>;
