import { hash } from './build-products';

/**
 * Each brand's own colour, as shoppers know it from its packs and logos (approximate: a drawing's body colour,
 * not a trademark reproduction). Keys are lower case. A brand missing here still gets a colour of its own from
 * `brandColour`'s hashed fallback, so new products need no entry to look distinct.
 */
const BRAND_COLOURS: Record<string, string> = {
  'accu-chek': '#00a1e0',
  acer: '#83b81a',
  adidas: '#1b1b1b',
  'adire lagos': '#27408b',
  amazon: '#232f3e',
  'american fitness': '#c8102e',
  anker: '#00a7e1',
  apple: '#8e9197',
  arami: '#b9855a',
  ariel: '#0a7b3e',
  'aso oke house': '#8a2d6e',
  asus: '#00539b',
  'ayo olopon': '#8b5a2b',
  barbie: '#e0218a',
  bata: '#d52b1e',
  beloxxi: '#e2231a',
  binatone: '#e30613',
  boya: '#2b2b2b',
  braun: '#3d3d3d',
  cadbury: '#4b0082',
  canon: '#cc0000',
  casio: '#1f1f1f',
  'cassava republic': '#e07a1f',
  centrum: '#003da5',
  cerelac: '#f5a800',
  chicco: '#005baa',
  chivita: '#f28c00',
  'close up': '#d6001c',
  'coca-cola': '#e41e2b',
  cosmo: '#6b4f3a',
  cussons: '#0072bc',
  dji: '#3a3a3a',
  dangote: '#0b5ea8',
  decathlon: '#0082c3',
  dell: '#007db8',
  dettol: '#00843d',
  dove: '#1b3f8b',
  'dudu-osun': '#3b2a20',
  'dufil home': '#8c5a2b',
  dulux: '#1e2a78',
  'ea sports': '#ff4747',
  emzor: '#00539f',
  epson: '#003399',
  eva: '#0099d8',
  farafina: '#c0392b',
  felicity: '#f39200',
  fender: '#b22222',
  'fenty beauty': '#a0522d',
  ferrero: '#7b5a2a',
  'fisher-price': '#e4002b',
  'five alive': '#f47b20',
  gala: '#d4141b',
  gardena: '#00a4e4',
  gopro: '#1a1a1a',
  'golden penny': '#d4a017',
  graco: '#00558c',
  greenlife: '#2e8b57',
  grohe: '#0f6fa8',
  hp: '#0096d6',
  'haier thermocool': '#005bac',
  haribo: '#e2001a',
  harpic: '#005eb8',
  heinemann: '#00468b',
  hisense: '#00a9a5',
  hollandia: '#e2007a',
  homefield: '#6f8f72',
  honeywell: '#c8102e',
  'hot wheels': '#ff6600',
  'house of tara': '#b03060',
  huggies: '#d6001c',
  hypo: '#0057b8',
  ikea: '#0058a3',
  indomie: '#e30613',
  infinix: '#0fa05a',
  ingco: '#f6a800',
  itel: '#e60012',
  jbl: '#ff5a00',
  jinko: '#1a3c8f',
  'kano crafts': '#c58b3c',
  'karaoke pro': '#7b2cbf',
  kenwood: '#8a1538',
  keter: '#5b6770',
  'kiddies ride': '#e4002b',
  kings: '#f2b200',
  "l'oreal": '#1a1a1a',
  lg: '#a50034',
  'learn africa': '#00843d',
  lego: '#e3000b',
  lenovo: '#e2231a',
  lifan: '#d71920',
  lipton: '#f7d117',
  'lisa folawiyo': '#c2185b',
  logitech: '#00b8fc',
  lontor: '#f59e0b',
  'ludo king': '#e53935',
  luminous: '#e31e24',
  'mama gold': '#c8102e',
  masobe: '#5d3a7a',
  maybelline: '#1a1a1a',
  "mcvitie's": '#d2232a',
  'melissa & doug': '#e65100',
  meta: '#0467df',
  microsoft: '#107c10',
  midea: '#0083ca',
  milo: '#0b7a3e',
  minimie: '#f7941d',
  molfix: '#00a0df',
  monopoly: '#c8102e',
  'morning fresh': '#00a651',
  mortein: '#e4002b',
  mothercare: '#00a3e0',
  mouka: '#0072bc',
  'mr muscle': '#e30613',
  nerf: '#ff7f00',
  nescafe: '#c8102e',
  nestle: '#5a6f80',
  'new age': '#1e88e5',
  nexus: '#1b75bb',
  nike: '#111111',
  nintendo: '#e60012',
  nivea: '#003087',
  'nok home': '#b5541c',
  'oja gifts': '#1c7c54',
  'ola-ola': '#f2a900',
  omron: '#005bac',
  oraimo: '#74c043',
  'oral-b': '#00539f',
  'orange culture': '#f57c00',
  'ouida books': '#7a1f3d',
  oxford: '#002147',
  pampers: '#00a0af',
  peak: '#1f4e9c',
  penguin: '#f47920',
  philips: '#0b5ed7',
  'philips avent': '#00a6d6',
  polystar: '#e30613',
  'power oil': '#f2b705',
  'ray-ban': '#b71c1c',
  remington: '#1f1f1f',
  ring: '#1c9ad6',
  rockstar: '#f5c518',
  rose: '#e5467b',
  'royal stallion': '#b8860b',
  royalford: '#5b2a86',
  sma: '#6a2c91',
  samsung: '#1428a0',
  sandisk: '#e31837',
  sayona: '#d32f2f',
  scanfrost: '#d71920',
  schneider: '#3dcd58',
  'seven seas': '#f7a600',
  showmax: '#e5007d',
  shure: '#2b2b2b',
  'silver crest': '#7c8a96',
  sony: '#1a1a1a',
  'sumec firman': '#e55b13',
  sunlight: '#f5b400',
  tcl: '#e4002b',
  'talking drum co': '#8b4513',
  tecno: '#1d4fd8',
  'the ordinary': '#4a4a4a',
  thermocool: '#0057a8',
  total: '#f39c12',
  tower: '#d32f2f',
  vtech: '#e53935',
  vaseline: '#00539f',
  vitafoam: '#0e76bc',
  viva: '#009fe3',
  vono: '#2c5aa0',
  xiaomi: '#ff6900',
  yale: '#f5c400',
  yamaha: '#4b0082',
  zara: '#1a1a1a',
  zaron: '#b0306a',
};

/**
 * The colour a brand's products are drawn in: its own from the table, else one hashed from its name (a hue
 * anywhere on the wheel at a middle saturation and lightness), so two unknown brands rarely look alike and one
 * always looks the same.
 */
export function brandColour(brand: string): string {
  const known = BRAND_COLOURS[brand.trim().toLowerCase()];
  if (known) return known;
  const h = hash(brand.trim().toLowerCase());
  return hslToHex(h % 360, 45 + ((h >>> 9) % 25), 32 + ((h >>> 17) % 16));
}

function hslToHex(h: number, s: number, l: number): string {
  const sat = s / 100;
  const light = l / 100;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = light - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** `hex` mixed toward white (amount > 0) or black (amount < 0), amount in -1…1. */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const mix = (c: number) =>
    Math.round(c + (target - c) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${mix((n >> 16) & 255)}${mix((n >> 8) & 255)}${mix(n & 255)}`;
}
