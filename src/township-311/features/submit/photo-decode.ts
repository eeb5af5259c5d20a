/**
 * Whether the browser can decode a chosen file as an image (docs/product.md#311-submitting-a-request):
 * a text file named .jpg, or a photo cut off half way, is refused before anything is sent. It asks
 * createImageBitmap, or where that is missing an <img> element's decode(); a browser with neither,
 * or a decode slower than `timeoutMs`, lets the file through for the server to judge.
 */
import { PHOTO_DECODE_TIMEOUT_MS } from '#domain/requests/photo-check.ts';

type Decode = (file: Blob) => Promise<void>;

async function decodeWithBitmap(file: Blob): Promise<void> {
  const bitmap = await createImageBitmap(file);
  bitmap.close();
}

async function decodeWithImage(file: Blob): Promise<void> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser's decoder, or null when it has none. */
function browserDecoder(): Decode | null {
  if (typeof createImageBitmap === 'function') return decodeWithBitmap;
  if (typeof HTMLImageElement === 'function' && 'decode' in HTMLImageElement.prototype) return decodeWithImage;
  return null;
}

/**
 * @example if (!(await decodesAsImage(file))) showProblem(PHOTO_NOT_IMAGE_MESSAGE);
 */
export function decodesAsImage(
  file: Blob,
  {
    decode = browserDecoder(),
    timeoutMs = PHOTO_DECODE_TIMEOUT_MS,
  }: { decode?: Decode | null; timeoutMs?: number } = {},
): Promise<boolean> {
  if (!decode) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      resolve(true);
    }, timeoutMs);
    decode(file).then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(false);
      },
    );
  });
}
