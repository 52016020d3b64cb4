import { readFile } from 'node:fs/promises';
import { renderSVG } from 'uqr';
import { describe, expect, it } from 'vitest';
import { APP_DOWNLOAD } from './home-route';

describe("home's 'Download app'", () => {
  it('shows the QR code of the download page it links to (public/app-download-qr.svg)', async () => {
    const served = await readFile(new URL(`../../../public${APP_DOWNLOAD.qrCode}`, import.meta.url), 'utf8');
    expect(served).toBe(renderSVG(APP_DOWNLOAD.url, { border: 2 }));
  });
});
