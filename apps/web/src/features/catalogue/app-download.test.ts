import { readFile } from 'node:fs/promises';
import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD } from './home-route';

describe("home's 'Download app'", () => {
  it('shows the QR code of the download page it links to (public/app-download-qr.svg)', async () => {
    const served = await readFile(new URL(`../../../public${APP_DOWNLOAD.qrCode}`, import.meta.url), 'utf8');
    // The encoder's SVG, with a title naming what it encodes (an SVG file says what it is).
    const drawn = renderSVG(APP_DOWNLOAD.url, { border: 2 }).replace(
      /^<svg [^>]*>/,
      (open) => `${open}<title>QR code for ${APP_DOWNLOAD.url}</title>`,
    );
    expect(served).toBe(drawn);
  });
});
