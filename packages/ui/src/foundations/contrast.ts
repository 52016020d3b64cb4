/** WCAG 2.2 contrast ratio of two colours given as computed CSS `rgb(...)` or `#rrggbb` strings. */
export function contrastRatio(foreground: string, background: string): number {
  const [l1, l2] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

/** `colour` drawn at `opacity` over the opaque `backdrop`, as the browser composites it: an `rgb(...)` string. */
export function compositeOver(colour: string, backdrop: string, opacity: number): string {
  const back = channels(backdrop);
  const mixed = channels(colour).map((channel, i) =>
    Math.round(opacity * channel + (1 - opacity) * (back[i] ?? 0)),
  );
  return `rgb(${mixed.join(', ')})`;
}

function channels(colour: string): [number, number, number] {
  const hex = colour.trim().match(/^#([0-9a-f]{6})$/i)?.[1];
  if (hex) return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const rgb = colour.match(/rgba?\(\s*(\d+)[,\s]+(\d+)[,\s]+(\d+)/);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
}

function luminance(colour: string): number {
  const [r, g, b] = channels(colour).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
