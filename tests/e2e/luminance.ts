// How light a screenshot is: its mean luminance from 0 (black) to 1 (white), decoded and averaged by the browser
// (a canvas), so that a test can tell a screen drawn in the dark theme from one left light.
import type { Page } from 'playwright-core';

/** Mean luminance (Rec. 709 weights on the sRGB values) of `png`, measured on a quarter-size copy by `page`. */
export function meanLuminance(page: Page, png: Buffer): Promise<number> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const width = Math.max(1, Math.round(bitmap.width / 4));
    const height = Math.max(1, Math.round(bitmap.height / 4));
    const context = new OffscreenCanvas(width, height).getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0, width, height);
    const pixels = context.getImageData(0, 0, width, height).data;
    let sum = 0;
    for (let index = 0; index < pixels.length; index += 4) sum += 0.2126 * pixels[index]! + 0.7152 * pixels[index + 1]! + 0.0722 * pixels[index + 2]!;
    return sum / 255 / (pixels.length / 4);
  }, png.toString('base64'));
}
