// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wrapInTrigger, zoomableImages } from '../../../widgets/lib/zoomable-images.js';

afterEach(() => vi.restoreAllMocks());

describe('zoomableImages', () => {
  it('finds the content images, leaving out those in links, controls, widgets and under data-no-zoom', () => {
    document.body.innerHTML = `
      <main>
        <div class="markdown">
          <p><img id="plain" alt="Plain"></p>
          <p><a href="/x"><img id="linked" alt="Linked"></a></p>
          <img id="marked" data-no-zoom alt="Marked">
          <figure data-no-zoom><img id="inside-marked" alt="Inside"></figure>
          <docgen-island><img id="widget" alt="QR code"></docgen-island>
          <button type="button"><img id="control" alt="In a button"></button>
        </div>
        <img id="outside" alt="Not content">
      </main>`;
    expect(zoomableImages(document, '.markdown img').map((image) => image.id)).toEqual(['plain']);
    // A site's own selector (zoom.selector), as in docusaurus-plugin-image-zoom.
    expect(zoomableImages(document, 'main img').map((image) => image.id)).toEqual(['plain', 'outside']);
  });

  it('finds nothing, and says why, for a selector that is not valid CSS', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div class="markdown"><img alt="x"></div>';
    expect(zoomableImages(document, '.markdown img[')).toEqual([]);
    expect(String(error.mock.calls[0]?.[0])).toContain('zoom.selector ".markdown img[" is not a valid CSS selector');
  });

  it('wraps an image in a button named by the label, once: a wrapped image is not found again', () => {
    document.body.innerHTML = '<div class="markdown"><p>Before <img id="a" alt="A chart"> after</p></div>';
    const image = document.getElementById('a') as HTMLImageElement;
    const button = wrapInTrigger(image, 'Enlarge image: A chart');
    expect(button.outerHTML).toBe(
      '<button type="button" class="image-zoom-trigger" aria-label="Enlarge image: A chart"><img id="a" alt="A chart"></button>',
    );
    expect(document.querySelector('p')!.textContent).toBe('Before  after');
    expect(zoomableImages(document, '.markdown img')).toEqual([]);
  });
});
