import { stat } from 'node:fs/promises';
import { imageSizeFromFile } from 'image-size/fromFile';

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * Width and height of local image files, each file read once per build however many
 * pages (versions, locales) show it. A file that is missing or not an image has no size,
 * nor has one that is not a regular file: a pipe named `a.png` is never opened (it would
 * stall the build).
 */
export function createImageSizes(): (file: string) => Promise<ImageSize | undefined> {
  const sizes = new Map<string, Promise<ImageSize | undefined>>();
  return (file) => {
    let size = sizes.get(file);
    if (!size) {
      size = regularFile(file)
        .then((regular) => (regular ? imageSizeFromFile(file) : Promise.reject(new Error('not a file'))))
        .then(
          ({ width, height, orientation }) =>
            // EXIF orientations 5-8 turn the picture a quarter: the browser shows it turned.
            orientation !== undefined && orientation >= 5 ? { width: height, height: width } : { width, height },
          () => undefined,
        );
      sizes.set(file, size);
    }
    return size;
  };
}

const regularFile = (file: string) =>
  stat(file).then(
    (stats) => stats.isFile(),
    () => false,
  );
