import { describe, expect, it } from 'vitest';
import { properties, propertyImageDataUri, propertyImageSvg } from './index';
import type { SeedProperty } from './types';

const rent = properties.filter((p) => p.kind === 'rent');
const shortlets = properties.filter((p) => p.kind === 'shortlet');

describe('the real-estate seed is a believable set of listings', () => {
  it('has unique propertyIDs, three images each, and whole positive kobo prices', () => {
    expect(new Set(properties.map((p) => p.propertyID)).size).toBe(properties.length);
    for (const p of properties) {
      expect(p.imageFileNames, p.propertyID).toEqual([1, 2, 3].map((n) => `${p.propertyID}-${n}.svg`));
      expect(Number.isInteger(p.priceKobo) && p.priceKobo > 0, p.propertyID).toBe(true);
      expect(p.slug, p.propertyID).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(['Lagos', 'Abuja', 'PH'] as const)('rents and short-lets in %s, in several areas', (city) => {
    expect(rent.filter((p) => p.city === city).length).toBeGreaterThanOrEqual(8);
    expect(shortlets.filter((p) => p.city === city).length).toBeGreaterThanOrEqual(3);
    expect(new Set(properties.filter((p) => p.city === city).map((p) => p.area)).size).toBeGreaterThanOrEqual(
      5,
    );
  });

  it('names Port Harcourt in full for PH', () => {
    expect(new Set(properties.filter((p) => p.city === 'PH').map((p) => p.cityName))).toEqual(
      new Set(['Port Harcourt']),
    );
  });

  it('has several two-bedroom rentals in Abuja, and more that are not', () => {
    const abuja = rent.filter((p) => p.city === 'Abuja');
    const twoBed = abuja.filter((p) => p.bedrooms === 2);
    expect(twoBed.length).toBeGreaterThanOrEqual(3);
    expect(twoBed.length).toBeLessThan(abuja.length);
  });

  it('spreads monthly rents over the three price ranges', () => {
    const naira = rent.map((p) => p.priceKobo / 100);
    expect(naira.some((n) => n < 500_000)).toBe(true);
    expect(naira.some((n) => n >= 500_000 && n < 1_000_000)).toBe(true);
    expect(naira.some((n) => n >= 1_000_000)).toBe(true);
  });

  it('has every furnishing, verified and non-verified agents, and several home types', () => {
    expect(new Set(rent.map((p) => p.furnishing))).toEqual(new Set(['furnished', 'unfurnished', 'semi']));
    expect(new Set(properties.map((p) => p.agentVerified))).toEqual(new Set([true, false]));
    expect(new Set(properties.map((p) => p.homeType)).size).toBe(6);
  });

  it('gives short-lets guests (1 to 3), a minimum stay and reviews; rentals none of these', () => {
    for (const p of shortlets) {
      expect(p.maxGuests, p.propertyID).toBeGreaterThanOrEqual(1);
      expect(p.maxGuests, p.propertyID).toBeLessThanOrEqual(3);
      expect(p.minNights, p.propertyID).toBeGreaterThanOrEqual(1);
      for (const r of p.reviews) {
        expect(r.rating).toBeGreaterThanOrEqual(3);
        expect(r.rating).toBeLessThanOrEqual(5);
        expect(r.createdAt < p.createdAt).toBe(true);
      }
    }
    expect(new Set(shortlets.map((p) => p.maxGuests))).toEqual(new Set([1, 2, 3]));
    expect(shortlets.some((p) => (p.minNights ?? 0) > 1)).toBe(true);
    expect(shortlets.some((p) => p.reviews.length === 0)).toBe(true);
    expect(shortlets.some((p) => p.reviews.length >= 3)).toBe(true);
    for (const p of rent) expect([p.maxGuests, p.minNights, p.reviews]).toEqual([null, null, []]);
  });

  it('has short-let titles longer than the 27 characters the detail page shows', () => {
    expect(shortlets.some((p) => p.title.length > 27)).toBe(true);
  });
});

describe('property images are generated without a network', () => {
  const sample = properties[0] as SeedProperty;

  it('are small, deterministic 4:3 SVG that say what they show', () => {
    const svg = propertyImageSvg(sample, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*width="800" height="600"/);
    expect(svg).toContain(`<title>${sample.title}: Front</title>`);
    expect(propertyImageSvg(sample, 1)).toContain('Living room');
    expect(propertyImageSvg(sample, 2)).toContain('Bedroom');
    expect(svg).toBe(propertyImageSvg(sample, 0));
    for (const p of properties)
      for (const i of [0, 1, 2]) expect(propertyImageSvg(p, i).length).toBeLessThan(3000);
  });

  it('draw each home type, and an apartment for an unknown one', () => {
    const fronts = new Set(
      properties.map((p) => propertyImageSvg({ ...p, city: 'Lagos', cityName: '', area: '', title: '' }, 0)),
    );
    expect(fronts.size).toBe(6);
    expect(propertyImageSvg({ ...sample, homeType: 'castle' }, 0)).toBe(
      propertyImageSvg({ ...sample, homeType: 'apartment' }, 0),
    );
  });

  it('escape markup and cut long area names', () => {
    const svg = propertyImageSvg(
      { ...sample, title: 'A & B <flat>', area: 'A very long area name in the city' },
      5,
    );
    expect(svg).toContain('<title>A &amp; B &lt;flat&gt;: Front</title>');
    expect(svg).toContain('A very long area name in …');
  });

  it('come as a data URI for fixtures', () => {
    expect(propertyImageDataUri(sample, 1)).toMatch(/^data:image\/svg\+xml,%3Csvg/);
  });
});
