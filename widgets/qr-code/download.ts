export type DownloadFormat = 'png' | 'jpg' | 'webp';

export const DOWNLOAD_TYPES: Record<DownloadFormat, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

function loadImage(src: string, cors: boolean): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    if (cors) image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error(`could not load ${src.startsWith('blob:') ? 'the code' : src}`));
    image.src = src;
  });
}

/**
 * Draws the code on a canvas and saves it as png, jpg or webp. The logo is drawn
 * separately: an SVG drawn as an image cannot load images of its own.
 */
export async function downloadQrCode(
  svg: SVGSVGElement,
  format: DownloadFormat,
  fileName: string,
  options: { bgColor: string; logoImage?: string; enableCORS: boolean; logoOpacity: number },
): Promise<void> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const logo = copy.querySelector('image[data-logo]');
  const logoBox = logo && {
    x: Number(logo.getAttribute('x')),
    y: Number(logo.getAttribute('y')),
    width: Number(logo.getAttribute('width')),
    height: Number(logo.getAttribute('height')),
  };
  logo?.remove();
  const width = Number(svg.getAttribute('width'));
  const height = Number(svg.getAttribute('height'));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const picture = await loadImage(url, false);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d')!;
    context.fillStyle = options.bgColor; // JPEG has no transparency
    context.fillRect(0, 0, width, height);
    context.drawImage(picture, 0, 0, width, height);
    if (options.logoImage && logoBox) {
      const image = await loadImage(options.logoImage, options.enableCORS);
      context.globalAlpha = options.logoOpacity;
      context.drawImage(image, logoBox.x, logoBox.y, logoBox.width, logoBox.height);
      context.globalAlpha = 1;
    }
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, DOWNLOAD_TYPES[format], 0.92));
    if (!blob) throw new Error(`the browser cannot encode ${format}`);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(blob);
    link.download = `${fileName}.${format}`;
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  } finally {
    URL.revokeObjectURL(url);
  }
}
