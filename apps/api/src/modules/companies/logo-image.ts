import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { COMPANY_MESSAGES } from '@triptender/contract/companies';
import { invalid } from '../../lib/errors.ts';

/** A stored logo is re-encoded to fit within this many pixels each way (never enlarged). */
export const LOGO_MAX_PIXELS = 1024;

/** The formats a logo is kept in: the upload's own, re-encoded. */
const FORMATS = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
} as const;
type LogoMime = keyof typeof FORMATS;

export type LogoImage = { body: Buffer; contentType: LogoMime; ext: (typeof FORMATS)[LogoMime] };

/**
 * A new image made from an uploaded logo: its type decided by its bytes (`file-type`,
 * never the client's name or type), PNG, JPEG or WebP only (SVG, which can carry scripts, is refused),
 * decoded and encoded again with `sharp`, which writes none of the input's metadata (EXIF, GPS, XMP,
 * comments), after turning it upright by its EXIF orientation and fitting it in LOGO_MAX_PIXELS.
 * Anything that does not decode as an image is refused with the same 422.
 * docs/decisions/015-logo-uploads-with-sharp-and-file-type.md
 */
export async function reencodeLogo(upload: Buffer): Promise<LogoImage> {
  const detected = await fileTypeFromBuffer(upload);
  const contentType = detected?.mime as LogoMime | undefined;
  if (!contentType || !(contentType in FORMATS)) throw invalid('logo', COMPANY_MESSAGES.logoType);
  try {
    // limitInputPixels: a 2 MB file may still claim a gigantic canvas (a decompression bomb)
    const image = sharp(upload, { limitInputPixels: 40_000_000, failOn: 'error' })
      .rotate()
      .resize({ width: LOGO_MAX_PIXELS, height: LOGO_MAX_PIXELS, fit: 'inside', withoutEnlargement: true });
    const encoded =
      contentType === 'image/png'
        ? image.png({ compressionLevel: 9 })
        : contentType === 'image/jpeg'
          ? image.jpeg({ quality: 85, mozjpeg: true })
          : image.webp({ quality: 85 });
    return { body: await encoded.toBuffer(), contentType, ext: FORMATS[contentType] };
  } catch {
    throw invalid('logo', COMPANY_MESSAGES.logoType);
  }
}
