import type { SeedProduct } from './types';

/**
 * The drawn shapes of products (600 × 600 canvas, the object standing on y ≈ 480 and centred on x = 300), and
 * which one a product gets: read from its name first (a tablet among phones, a fan among fridges), then from its
 * subcategory. Each shape is filled in the brand's colour (`b`) with a darker outline (`d`), a pale panel colour
 * (`l`) and dark glass (`g`), so two brands' phones differ in colour and a phone and a tablet differ in shape.
 */
export interface ShapeColours {
  /** The brand's colour: the body. */
  b: string;
  /** Darker: outlines and details. */
  d: string;
  /** Pale: panels and labels. */
  l: string;
  /** Screens and glass. */
  g: string;
}

type Shape = (c: ShapeColours) => string;

const rect = (x: number, y: number, w: number, h: number, rx: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const line = (d: string, stroke: string, width = 8) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;

/** A bottle: its body, shoulders, neck and a cap; `label` draws a pale band. */
const bottle = (w: number, h: number, neck: number, c: ShapeColours, cap = c.d) => {
  const x = 300 - w / 2;
  const top = 480 - h;
  return [
    path(
      `M${x} 480V${top + 60}q0-40 ${w / 2 - neck / 2}-60h${neck}q${w / 2 - neck / 2} 20 ${w / 2 - neck / 2} 60V480z`,
      c.b,
    ),
    rect(300 - neck / 2 - 4, top - 30, neck + 8, 34, 6, cap),
    rect(x + 10, top + 110, w - 20, Math.max(40, h * 0.32), 6, c.l),
  ].join('');
};
/** A box seen from the front with its top face. */
const box = (x: number, y: number, w: number, h: number, c: ShapeColours) =>
  path(`M${x} ${y}l30-30h${w}l-30 30z`, c.l) +
  path(`M${x + w} ${y}l30-30v${h}l-30 30z`, c.d) +
  rect(x, y, w, h, 4, c.b);
/** A filled sack tied at the top (rice, flour, sugar, detergent). */
const sack = (w: number, h: number, c: ShapeColours) => {
  const x = 300 - w / 2;
  return (
    path(
      `M${x + 20} ${480 - h}h${w - 40}q30 ${h / 2} 20 ${h}q-${w / 2} 24-${w} 0q-10-${h / 2} 20-${h}z`,
      c.b,
    ) +
    rect(x + 30, 480 - h * 0.62, w - 60, h * 0.36, 10, c.l) +
    path(`M${x + 20} ${480 - h}l${w / 2 - 20}-24l${w / 2 - 20} 24z`, c.d)
  );
};
/** A round tin with a lid and a label. */
const tin = (w: number, h: number, c: ShapeColours) => {
  const x = 300 - w / 2;
  return (
    rect(x, 480 - h, w, h, 14, c.b) +
    rect(x - 6, 470 - h, w + 12, 34, 10, c.d) +
    rect(x, 480 - h * 0.62, w, h * 0.34, 0, c.l)
  );
};

const SHAPES = {
  phone: (c) =>
    rect(215, 100, 170, 370, 34, c.b) + rect(228, 128, 144, 300, 12, c.g) + circle(300, 448, 8, c.d),
  tablet: (c) =>
    rect(145, 110, 310, 380, 28, c.b) + rect(165, 134, 270, 332, 10, c.g) + circle(300, 122, 5, c.d),
  laptop: (c) =>
    rect(165, 140, 270, 190, 14, c.b) +
    rect(182, 156, 236, 158, 6, c.g) +
    path('M120 340h360l-24 48H144z', c.d) +
    path('M140 340h320l-10 20H150z', c.l),
  monitor: (c) =>
    rect(120, 130, 360, 220, 12, c.b) +
    rect(134, 144, 332, 192, 6, c.g) +
    path('M280 350h40l16 90h-72z', c.d) +
    rect(220, 436, 160, 18, 9, c.d),
  desktop: (c) =>
    rect(110, 180, 220, 150, 10, c.d) +
    rect(122, 192, 196, 126, 6, c.g) +
    rect(200, 330, 40, 80, 0, c.d) +
    rect(360, 150, 130, 320, 12, c.b) +
    rect(380, 180, 90, 12, 6, c.l) +
    circle(425, 420, 12, c.l),
  tv: (c) =>
    rect(90, 140, 420, 250, 10, c.b) +
    rect(102, 152, 396, 226, 4, c.g) +
    path('M150 390l-20 60h30l20-60zM450 390l20 60h-30l-20-60z', c.d),
  fridge: (c) =>
    rect(200, 80, 200, 400, 18, c.b) + line('M200 220h200', c.d, 6) + line('M370 120v60M370 250v90', c.l, 12),
  freezer: (c) =>
    rect(130, 260, 340, 210, 14, c.b) +
    rect(120, 236, 360, 36, 10, c.d) +
    rect(270, 276, 60, 14, 7, c.l) +
    rect(160, 430, 70, 20, 6, c.l),
  aircon: (c) =>
    rect(100, 190, 400, 140, 40, c.l, ` stroke="${c.b}" stroke-width="14"`) +
    line('M140 300h320M150 316h300', c.d, 6) +
    circle(450, 230, 8, c.b) +
    line('M170 370q20 30 0 60M300 370q20 30 0 60M430 370q20 30 0 60', c.b, 6),
  washer: (c) =>
    rect(170, 100, 260, 370, 20, c.b) +
    rect(170, 100, 260, 60, 20, c.d) +
    circle(300, 300, 100, c.l) +
    circle(300, 300, 72, c.g) +
    circle(380, 130, 12, c.l),
  fan: (c) =>
    circle(300, 200, 110, 'none', ` stroke="${c.b}" stroke-width="12"`) +
    path(
      'M300 200q-20-90 30-90q20 40-30 90zM300 200q80 30 50 80q-45-5-50-80zM300 200q-70 55-95 10q25-40 95-10z',
      c.b,
    ) +
    circle(300, 200, 20, c.d) +
    rect(292, 310, 16, 150, 6, c.d) +
    path('M220 480q80-50 160 0z', c.b),
  microwave: (c) =>
    rect(110, 190, 380, 230, 16, c.b) +
    rect(130, 214, 250, 182, 8, c.g) +
    rect(396, 214, 74, 182, 8, c.l) +
    circle(433, 260, 14, c.d) +
    circle(433, 320, 14, c.d),
  dispenser: (c) =>
    path('M240 80h120q20 0 20 20v80q0 20-20 20H240q-20 0-20-20v-80q0-20 20-20z', '#bfe3f7') +
    rect(210, 200, 180, 280, 14, c.b) +
    rect(240, 250, 120, 90, 8, c.g) +
    rect(260, 300, 14, 26, 4, '#e8453c') +
    rect(326, 300, 14, 26, 4, '#3c8be8'),
  cooker: (c) =>
    rect(140, 170, 320, 300, 14, c.b) +
    rect(140, 150, 320, 40, 10, c.d) +
    circle(210, 170, 14, c.l) +
    circle(270, 170, 14, c.l) +
    circle(330, 170, 14, c.l) +
    circle(390, 170, 14, c.l) +
    rect(175, 250, 250, 170, 10, c.g) +
    rect(200, 226, 200, 10, 5, c.l),
  iron: (c) =>
    path('M130 420q20-140 200-150h110q30 0 30 30v120z', c.b) +
    path(
      'M300 270q10-70 80-70h40q20 0 20 20v50',
      'none',
      ` stroke="${c.d}" stroke-width="24" stroke-linecap="round"`,
    ) +
    rect(120, 420, 360, 26, 10, c.d),
  generator: (c) =>
    rect(130, 200, 340, 220, 14, c.b) +
    rect(150, 220, 140, 110, 8, c.d) +
    rect(310, 180, 130, 40, 10, c.l) +
    line('M120 190v240h360V190', c.d, 12) +
    circle(170, 450, 26, c.d) +
    circle(430, 450, 26, c.d),
  watch: (c) =>
    rect(250, 70, 100, 460, 40, c.d) +
    rect(215, 190, 170, 210, 44, c.b) +
    rect(235, 212, 130, 166, 30, c.g) +
    line('M300 295v-40M300 295h30', c.l, 6),
  powerbank: (c) =>
    rect(190, 120, 220, 360, 30, c.b) +
    circle(260, 430, 8, c.l) +
    circle(290, 430, 8, c.l) +
    circle(320, 430, 8, c.l) +
    rect(270, 106, 60, 14, 4, c.d),
  camera: (c) =>
    rect(130, 200, 340, 220, 24, c.b) +
    rect(170, 170, 100, 40, 10, c.d) +
    circle(300, 310, 82, c.d) +
    circle(300, 310, 56, c.g) +
    circle(420, 230, 12, c.l),
  drone: (c) =>
    line('M180 220L420 380M420 220L180 380', c.d, 16) +
    rect(240, 250, 120, 100, 30, c.b) +
    circle(180, 220, 50, c.l) +
    circle(420, 220, 50, c.l) +
    circle(180, 380, 50, c.l) +
    circle(420, 380, 50, c.l) +
    circle(300, 340, 16, c.g),
  earbuds: (c) =>
    rect(180, 250, 240, 200, 90, c.b) +
    line('M190 340h220', c.d, 4) +
    path('M250 300q-30-60 10-110q30 10 10 110z', c.l) +
    path('M350 300q30-60-10-110q-30 10-10 110z', c.l),
  charger: (c) =>
    rect(220, 150, 160, 170, 24, c.b) +
    rect(250, 110, 16, 40, 4, c.d) +
    rect(334, 110, 16, 40, 4, c.d) +
    line('M300 320q0 80-80 100t-60 60', c.d, 12),
  headphones: (c) =>
    path(
      'M170 330q0-210 130-210t130 210',
      'none',
      ` stroke="${c.b}" stroke-width="28" stroke-linecap="round"`,
    ) +
    rect(140, 300, 80, 140, 34, c.b) +
    rect(380, 300, 80, 140, 34, c.b) +
    rect(160, 318, 40, 104, 18, c.d) +
    rect(400, 318, 40, 104, 18, c.d),
  keyboard: (c) =>
    rect(90, 270, 320, 130, 16, c.b) +
    line('M115 300h270M115 330h270M115 360h270', c.l, 14) +
    rect(430, 280, 80, 120, 40, c.d),
  card: (c) =>
    path('M220 130h130l50 50v290H220z', c.b) +
    rect(240, 320, 120, 110, 8, c.l) +
    line('M250 150v50M280 150v50M310 150v50', c.l, 10),
  drive: (c) =>
    rect(170, 140, 260, 340, 26, c.b) + rect(190, 160, 220, 220, 14, c.d) + circle(300, 430, 10, c.l),
  speaker: (c) =>
    rect(130, 230, 340, 200, 100, c.b) +
    circle(230, 330, 60, c.d) +
    circle(370, 330, 60, c.d) +
    circle(230, 330, 26, c.g) +
    circle(370, 330, 26, c.g) +
    rect(260, 220, 80, 20, 8, c.d),
  soundbar: (c) =>
    rect(60, 230, 380, 70, 30, c.b) +
    line('M90 265h320', c.d, 6) +
    rect(360, 260, 170, 210, 18, c.d) +
    circle(445, 365, 56, c.b) +
    circle(445, 365, 24, c.g),
  theatre: (c) =>
    rect(100, 140, 110, 330, 14, c.b) +
    rect(390, 140, 110, 330, 14, c.b) +
    circle(155, 220, 30, c.d) +
    circle(155, 360, 44, c.d) +
    circle(445, 220, 30, c.d) +
    circle(445, 360, 44, c.d) +
    rect(230, 380, 140, 90, 12, c.d),
  console: (c) =>
    path('M250 100q-60 0-60 60v320h60z', c.l) +
    path('M350 100q60 0 60 60v320h-60z', c.l) +
    rect(250, 100, 100, 380, 10, c.b) +
    line('M270 430h60', c.l, 6),
  boxconsole: (c) =>
    rect(180, 110, 240, 370, 18, c.b) + circle(300, 150, 40, c.d) + line('M210 430h40', c.l, 8),
  gamepad: (c) =>
    path(
      'M170 220h260a80 80 0 0 1 70 120l-30 80q-20 40-60 10l-40-50H240l-40 50q-40 30-60-10l-30-80a80 80 0 0 1 70-120z',
      c.b,
    ) +
    line('M215 265v60M185 295h60', c.d, 14) +
    circle(390, 270, 12, c.d) +
    circle(420, 300, 12, c.d) +
    circle(360, 300, 12, c.d) +
    circle(390, 330, 12, c.d),
  handheld: (c) =>
    rect(110, 210, 70, 190, 30, '#e60012') +
    rect(420, 210, 70, 190, 30, '#00b8e6') +
    rect(180, 210, 240, 190, 6, c.d) +
    rect(194, 224, 212, 162, 4, c.g),
  game: (c) =>
    rect(190, 110, 220, 340, 12, c.b) +
    rect(190, 110, 220, 50, 12, c.d) +
    rect(214, 190, 172, 200, 6, c.l) +
    circle(300, 290, 60, c.b),
  wheel: (c) =>
    circle(300, 270, 140, 'none', ` stroke="${c.b}" stroke-width="34"`) +
    path('M170 280h260l-60 40h-140z', c.b) +
    circle(300, 290, 40, c.d) +
    rect(250, 420, 100, 60, 10, c.d),
  vr: (c) =>
    path('M130 240q0-50 50-50h240q50 0 50 50v90q0 40-40 40h-70l-30-40h-60l-30 40h-70q-40 0-40-40z', c.b) +
    line('M130 280H70M470 280h60', c.d, 18),
  // Home and living.
  vase: (c) =>
    path('M250 150h100q-30 60 20 150t-30 180H260q-80-90-30-180t20-150z', c.b) + line('M240 320h120', c.l, 14),
  clock: (c) =>
    circle(300, 290, 170, c.b) +
    circle(300, 290, 140, c.l) +
    line('M300 290V190M300 290l60 40', c.d, 12) +
    circle(300, 290, 10, c.d),
  basket: (c) =>
    path('M140 250h320l-40 220H180z', c.b) +
    line('M160 300h280M170 350h260M180 400h240', c.d, 8) +
    path('M200 250q100-150 200 0', 'none', ` stroke="${c.d}" stroke-width="12"`),
  frame: (c) =>
    rect(140, 110, 320, 370, 10, c.b) +
    rect(170, 140, 260, 310, 4, c.l) +
    path('M190 420l70-110 50 70 40-40 60 80z', c.d) +
    circle(370, 200, 26, c.d),
  bowl: (c) =>
    path('M120 260h360q0 200-180 200t-180-200z', c.b) +
    rect(110, 240, 380, 30, 15, c.d) +
    line('M170 330h260', c.l, 10),
  curtain: (c) =>
    line('M100 110h400', c.d, 14) +
    path('M120 120h150q-30 180 0 360H120q30-180 0-360z', c.b) +
    path('M330 120h150q-30 180 0 360H330q30-180 0-360z', c.b),
  lamp: (c) =>
    path('M220 130h160l50 150H170z', c.b) +
    rect(290, 280, 20, 170, 6, c.d) +
    rect(220, 450, 160, 30, 14, c.d),
  mirror: (c) =>
    rect(210, 80, 180, 380, 90, c.b) +
    rect(228, 98, 144, 344, 72, '#dfe9ef') +
    line('M260 170l40-40M270 230l70-70', '#ffffff', 8) +
    line('M240 460l-20 30M360 460l20 30', c.d, 12),
  rug: (c) =>
    path('M120 230h360l-60 200H60z', c.b) +
    path('M160 260h280l-40 140H130z', c.l) +
    path('M200 290h180l-25 80H180z', c.d),
  cushion: (c) =>
    path('M150 180q150-40 300 0q-30 110 0 220q-150 40-300 0q30-110 0-220z', c.b) +
    path('M220 240q80-20 160 0q-15 60 0 120q-80 20-160 0q15-60 0-120z', c.l),
  mattress: (c) =>
    path('M100 300l100-90h330l-100 90z', c.l) +
    rect(100, 300, 330, 110, 14, c.b) +
    path('M430 300l100-90v110l-100 90z', c.d) +
    line('M120 355h290', c.l, 6),
  sofa: (c) =>
    rect(120, 200, 360, 140, 30, c.b) +
    rect(90, 270, 420, 130, 30, c.b) +
    rect(150, 300, 300, 60, 14, c.l) +
    rect(70, 260, 70, 160, 30, c.d) +
    rect(460, 260, 70, 160, 30, c.d) +
    line('M110 420v50M490 420v50', c.d, 14),
  table: (c) =>
    rect(90, 230, 420, 30, 8, '#cfe4ec') +
    line('M130 260v200M470 260v200', c.d, 16) +
    rect(60, 300, 70, 120, 20, c.b) +
    rect(470, 300, 70, 120, 20, c.b),
  chair: (c) =>
    rect(220, 90, 160, 200, 40, c.b) +
    rect(190, 290, 220, 50, 20, c.b) +
    rect(290, 340, 20, 90, 0, c.d) +
    line('M200 460l100-30 100 30', c.d, 14) +
    line('M180 260h-20v60M420 260h20v60', c.d, 12),
  wardrobe: (c) =>
    rect(150, 90, 300, 380, 12, c.b) +
    line('M250 100v360M350 100v360', c.d, 6) +
    line('M235 260v40M265 260v40M335 260v40', c.l, 8) +
    rect(160, 470, 20, 14, 2, c.d) +
    rect(420, 470, 20, 14, 2, c.d),
  beanbag: (c) =>
    path('M160 470q-40-190 100-290q80-40 120 30q120 110 60 260z', c.b) +
    path('M230 300q60-50 120 0', 'none', ` stroke="${c.d}" stroke-width="8"`),
  stand: (c) =>
    rect(80, 300, 440, 120, 10, c.b) +
    rect(100, 320, 190, 80, 6, c.d) +
    rect(310, 320, 190, 80, 6, c.l) +
    line('M100 420v40M500 420v40', c.d, 12),
  desk: (c) =>
    rect(90, 220, 420, 28, 6, c.b) +
    rect(340, 248, 160, 220, 8, c.b) +
    line('M360 310h120M360 380h120', c.d, 6) +
    line('M110 248v220', c.d, 16),
  pillow: (c) =>
    path(
      'M130 220q170-50 340 0q20 90 0 180q-170 50-340 0q-20-90 0-180z',
      c.l,
      ` stroke="${c.b}" stroke-width="16"`,
    ) + line('M170 300h260', c.b, 6),
  linen: (c) =>
    rect(130, 340, 340, 70, 14, c.b) +
    rect(150, 270, 300, 70, 14, c.l) +
    rect(170, 200, 260, 70, 14, c.d) +
    line('M150 375h300', c.l, 6),
  shower: (c) =>
    line('M150 80v100h90', c.d, 16) +
    path('M220 160h180l40 60H180z', c.b) +
    line('M200 260l-20 80M250 260l-10 90M300 260v100M350 260l10 90M400 260l20 80', '#6cb9e6', 8),
  cabinet: (c) =>
    rect(170, 100, 260, 370, 14, c.b) +
    rect(190, 120, 220, 170, 8, '#dfe9ef') +
    line('M300 310v140', c.d, 6) +
    line('M280 370v30M320 370v30', c.l, 8),
  // Kitchen.
  blender: (c) =>
    path('M230 120h140l-20 230H250z', '#dcebf2', ` stroke="${c.d}" stroke-width="6"`) +
    rect(220, 100, 160, 30, 10, c.d) +
    path('M220 350h160l20 120H200z', c.b) +
    circle(300, 410, 20, c.l),
  airfryer: (c) =>
    path('M190 140q0-40 40-40h140q40 0 40 40v330H190z', c.b) +
    rect(210, 280, 180, 150, 20, c.d) +
    rect(250, 300, 100, 20, 10, c.l) +
    circle(300, 180, 34, c.g),
  pot: (c) =>
    rect(150, 260, 300, 200, 30, c.b) +
    rect(130, 240, 340, 30, 14, c.d) +
    rect(270, 210, 60, 30, 12, c.d) +
    line('M150 300h-40M450 300h40', c.d, 18),
  mixer: (c) =>
    path('M180 480V170q0-60 60-60h140q50 0 50 50v60H260v260z', c.b) +
    path('M280 300h150l-20 150H300z', '#cfd8dc') +
    rect(160, 460, 280, 24, 10, c.d),
  kettle: (c) =>
    path('M200 470l20-260q80-50 160 0l20 260z', c.b) +
    path('M400 260q70 20 40 130l-40 10', 'none', ` stroke="${c.d}" stroke-width="22"`) +
    path('M220 230q-60-10-80-60', 'none', ` stroke="${c.b}" stroke-width="22" stroke-linecap="round"`) +
    rect(180, 460, 240, 24, 10, c.d),
  plates: (c) =>
    circle(300, 300, 170, c.l, ` stroke="${c.b}" stroke-width="26"`) +
    circle(300, 300, 100, 'none', ` stroke="${c.b}" stroke-width="8"`),
  ricecooker: (c) =>
    path('M170 260q0-100 130-100t130 100v190q0 20-20 20H190q-20 0-20-20z', c.b) +
    rect(160, 250, 280, 24, 12, c.d) +
    rect(250, 340, 100, 50, 10, c.l) +
    rect(280, 140, 40, 24, 10, c.d),
  cutlery: (c) =>
    line('M200 120v360M380 140v340', c.b, 22) +
    path('M280 120q40 0 40 120t-20 60v180h-20z', c.b) +
    line('M185 120v80M215 120v80', c.d, 8),
  // Garden and tools.
  mower: (c) =>
    path('M150 320h300l20 100H130z', c.b) +
    line('M420 320l60-200h40', c.d, 14) +
    circle(180, 430, 40, c.d) +
    circle(420, 430, 40, c.d),
  hose: (c) =>
    circle(300, 280, 150, c.b) +
    circle(300, 280, 110, 'none', ` stroke="${c.d}" stroke-width="14"`) +
    circle(300, 280, 60, 'none', ` stroke="${c.d}" stroke-width="14"`) +
    circle(300, 280, 20, c.l),
  tools: (c) =>
    rect(120, 260, 360, 190, 16, c.b) +
    path('M230 260v-50h140v50', 'none', ` stroke="${c.d}" stroke-width="18"`) +
    rect(120, 320, 360, 20, 0, c.d) +
    rect(270, 330, 60, 30, 6, c.l),
  floodlight: (c) =>
    rect(170, 170, 260, 200, 18, c.d) +
    rect(190, 190, 220, 160, 8, '#fff3b0') +
    line('M300 370v70M220 460h160', c.d, 16) +
    rect(380, 120, 110, 60, 8, c.b),
  washerpump: (c) =>
    rect(180, 230, 240, 220, 30, c.b) +
    circle(220, 460, 30, c.d) +
    circle(380, 460, 30, c.d) +
    line('M420 260q80 0 80 80t-60 100', c.d, 10) +
    rect(240, 180, 120, 50, 14, c.d),
  plant: (c) =>
    path(
      'M300 300q-70-80-30-210q40 90 30 210zM300 300q60-90 120-150q-20 110-120 150zM300 300q-60-40-130-70q40 100 130 70z',
      '#2e8b57',
    ) + path('M210 300h180l-25 170H235z', c.b),
  bench: (c) =>
    rect(100, 200, 400, 40, 8, c.b) +
    rect(100, 250, 400, 40, 8, c.b) +
    rect(90, 310, 420, 36, 8, c.b) +
    line('M130 240v220M470 240v220', c.d, 18),
  drill: (c) =>
    path('M140 180h230q40 0 40 40v40q0 40-40 40H300l-40 150h-80l30-150h-70z', c.b) +
    rect(410, 210, 80, 30, 6, c.d) +
    rect(170, 410, 110, 60, 10, c.d),
  paint: (c) =>
    path('M170 200h260l-20 270H190z', c.b) +
    rect(160, 180, 280, 30, 10, c.d) +
    rect(200, 280, 200, 110, 8, c.l) +
    path('M170 200q130-160 260 0', 'none', ` stroke="${c.d}" stroke-width="8"`),
  battery: (c) =>
    rect(160, 160, 280, 310, 20, c.b) +
    rect(200, 130, 50, 30, 6, c.d) +
    rect(350, 130, 50, 30, 6, c.d) +
    rect(190, 240, 220, 90, 8, c.l) +
    path('M300 250l-30 50h30l-10 30 40-50h-30z', c.b),
  panel: (c) =>
    path('M130 140h340l-40 260H170z', c.b) +
    line('M240 140l-20 260M360 140l20 260M150 230h300M140 315h320', c.l, 6) +
    line('M300 400v70', c.d, 14),
  extension: (c) =>
    rect(120, 280, 360, 100, 30, c.b) +
    circle(190, 330, 22, c.l) +
    circle(270, 330, 22, c.l) +
    circle(350, 330, 22, c.l) +
    rect(410, 310, 40, 40, 10, '#e8453c') +
    line('M120 330q-60 0-60 80', c.d, 12),
  bulb: (c) =>
    circle(300, 230, 120, '#fff3b0', ` stroke="${c.b}" stroke-width="12"`) +
    rect(250, 340, 100, 90, 14, c.b) +
    line('M250 370h100M250 400h100', c.d, 6) +
    line('M270 230q30 60 60 0', c.d, 6),
  lock: (c) =>
    rect(210, 90, 180, 390, 24, c.b) +
    rect(230, 120, 140, 160, 10, c.g) +
    circle(300, 360, 40, c.l) +
    rect(330, 380, 60, 20, 10, c.d),
  grinder: (c) =>
    rect(120, 250, 260, 90, 40, c.b) +
    circle(420, 290, 70, c.d) +
    circle(420, 290, 60, '#cfd8dc') +
    rect(340, 220, 40, 30, 6, c.d),
  // Personal care, beauty and health.
  rollon: (c) =>
    rect(250, 160, 100, 320, 40, c.b) + circle(300, 165, 40, c.d) + rect(262, 260, 76, 120, 10, c.l),
  soap: (c) =>
    path('M140 330q0-80 160-80t160 80v60q0 60-160 60t-160-60z', c.b) +
    path('M180 320q0-40 120-40t120 40', 'none', ` stroke="${c.l}" stroke-width="14" stroke-linecap="round"`),
  toothbrush: (c) =>
    rect(265, 200, 70, 280, 30, c.b) +
    rect(282, 80, 36, 130, 16, c.l) +
    rect(276, 80, 48, 40, 8, '#ffffff', ` stroke="${c.d}" stroke-width="4"`) +
    circle(300, 330, 14, c.d),
  shaver: (c) =>
    path('M230 200h140l-20 280h-100z', c.b) +
    rect(200, 120, 200, 80, 30, c.d) +
    circle(250, 160, 22, '#cfd8dc') +
    circle(350, 160, 22, '#cfd8dc') +
    circle(300, 300, 18, c.l),
  pump: (c) => bottle(170, 300, 60, c) + line('M300 150v-50h70', c.d, 16),
  tube: (c) =>
    path('M200 110h200l-30 290h-140z', c.b) +
    rect(260, 400, 80, 70, 10, c.d) +
    rect(220, 170, 160, 110, 6, c.l),
  clipper: (c) =>
    path('M240 180h120l-10 300H250z', c.b) +
    rect(230, 110, 140, 70, 10, '#cfd8dc') +
    line('M245 130v40M275 130v40M305 130v40M335 130v40', c.d, 6),
  makeup: (c) =>
    rect(120, 200, 360, 230, 20, c.b) +
    circle(190, 280, 36, '#e6a57e') +
    circle(270, 280, 36, '#b5654a') +
    circle(350, 280, 36, '#c9426a') +
    circle(420, 280, 30, '#f2c6b4') +
    rect(160, 350, 280, 40, 10, c.l),
  lipstick: (c) =>
    rect(240, 290, 120, 190, 14, c.d) +
    rect(255, 220, 90, 80, 6, '#d4af37') +
    path('M265 220v-100l70-40v140z', c.b),
  jar: (c) =>
    rect(160, 270, 280, 200, 40, c.b) + rect(150, 220, 300, 70, 20, c.d) + rect(190, 330, 220, 80, 10, c.l),
  perfume: (c) =>
    rect(190, 220, 220, 260, 40, c.b, ' fill-opacity=".85"') +
    rect(265, 150, 70, 70, 8, c.d) +
    rect(250, 100, 100, 60, 16, '#d4af37') +
    rect(220, 300, 160, 80, 10, c.l),
  dropper: (c) =>
    rect(230, 240, 140, 240, 18, c.b) +
    rect(250, 190, 100, 50, 6, c.d) +
    path('M280 190v-70q20-40 40 0v70z', c.l) +
    rect(245, 310, 110, 110, 6, c.l),
  straightener: (c) =>
    path('M230 480l30-380h40l-20 380z', c.b) +
    path('M370 480l-30-380h-40l20 380z', c.d) +
    line('M300 100l0-30', c.d, 12),
  bpmonitor: (c) =>
    rect(200, 150, 200, 260, 24, c.b) +
    rect(225, 180, 150, 100, 10, c.g) +
    circle(300, 340, 26, c.l) +
    line('M400 300q100 20 80 140h-160', c.d, 10),
  capsules: (c) =>
    rect(200, 200, 200, 280, 30, c.b) +
    rect(190, 140, 220, 70, 14, c.d) +
    rect(215, 270, 170, 120, 8, c.l) +
    rect(260, 300, 80, 34, 17, c.b),
  treadmill: (c) =>
    path('M80 420l380-60 40 40-380 60z', c.d) +
    line('M430 380l30-230h50', c.b, 20) +
    rect(440, 110, 100, 50, 10, c.b),
  yogamat: (c) => rect(90, 350, 330, 90, 14, c.b) + circle(450, 380, 70, c.b) + circle(450, 380, 40, c.d),
  dumbbell: (c) =>
    rect(160, 280, 280, 40, 14, c.d) +
    rect(120, 210, 70, 180, 16, c.b) +
    rect(410, 210, 70, 180, 16, c.b) +
    rect(90, 240, 40, 120, 12, c.b) +
    rect(470, 240, 40, 120, 12, c.b),
  firstaid: (c) =>
    rect(130, 200, 340, 250, 24, c.b) +
    rect(240, 160, 120, 50, 14, c.d) +
    rect(275, 250, 50, 150, 6, '#ffffff') +
    rect(225, 300, 150, 50, 6, '#ffffff'),
  scale: (c) =>
    rect(140, 300, 320, 140, 30, c.b) + rect(240, 330, 120, 40, 8, c.g) + rect(140, 300, 320, 20, 10, c.l),
  // Fashion.
  shirt: (c) =>
    path('M230 110l-110 60 40 90 40-20v240h200V240l40 20 40-90-110-60q-30 40-70 40t-70-40z', c.b) +
    line('M300 160v300', c.d, 6) +
    circle(300, 220, 6, c.l) +
    circle(300, 290, 6, c.l),
  dress: (c) =>
    path('M250 100h100l-10 110 120 270H140l120-270z', c.b) +
    path('M260 210h80l-10 30h-60z', c.d) +
    line('M200 400h200', c.l, 10),
  hoodie: (c) =>
    path('M220 150q80-120 160 0l100 60-30 230-60-40v120H210V400l-60 40-30-230z', c.b) +
    path('M250 150q50-60 100 0q-50 60-100 0z', c.d) +
    rect(240, 360, 120, 60, 16, c.d),
  sneaker: (c) =>
    path('M110 400q0-90 40-110l80-20 60 40q80 20 160 40t50 80z', c.b) +
    rect(100, 400, 410, 40, 18, '#f4f4f4', ` stroke="${c.d}" stroke-width="6"`) +
    line('M230 300l30 40M260 290l30 40', c.l, 8),
  shoe: (c) =>
    path('M110 410q0-80 50-100l100-20q60 40 140 60t100 70v20z', c.b) +
    rect(110, 410, 390, 24, 10, c.d) +
    line('M260 310l40 30', c.l, 8),
  fabric: (c) =>
    path('M120 200q180-80 360 0v200q-180-80-360 0z', c.b) +
    path('M120 250q180-80 360 0M120 310q180-80 360 0', 'none', ` stroke="${c.l}" stroke-width="12"`),
  bag: (c) =>
    path('M150 230h300l30 250H120z', c.b) +
    path('M220 230q0-120 80-120t80 120', 'none', ` stroke="${c.d}" stroke-width="18"`) +
    rect(250, 300, 100, 24, 8, c.l),
  sunglasses: (c) =>
    path('M110 250h160q0 110-80 110t-80-110zM330 250h160q0 110-80 110t-80-110z', c.g) +
    line('M110 250h380M270 262q30-20 60 0', c.b, 14),
  // Toys and entertainment.
  bricks: (c) =>
    rect(140, 320, 150, 110, 8, c.b) +
    rect(310, 320, 150, 110, 8, '#f5c400') +
    rect(225, 200, 150, 110, 8, '#0055bf') +
    circle(180, 316, 14, c.b) +
    circle(250, 316, 14, c.b) +
    circle(265, 196, 14, '#0055bf') +
    circle(335, 196, 14, '#0055bf'),
  toycar: (c) =>
    path('M110 380v-60l60-10 50-70h170l60 70 40 10v60z', c.b) +
    path('M240 260h60v50h-100zM320 260h60l30 50h-90z', c.g) +
    circle(190, 390, 40, c.d) +
    circle(410, 390, 40, c.d),
  house: (c) =>
    path('M120 260l180-140 180 140z', c.d) +
    rect(150, 260, 300, 210, 8, c.b) +
    rect(260, 360, 80, 110, 6, c.l) +
    rect(180, 300, 60, 50, 6, c.l) +
    rect(360, 300, 60, 50, 6, c.l),
  puzzle: (c) =>
    rect(140, 140, 320, 320, 16, c.b) +
    path(
      'M300 140v120q40 0 40 40t-40 40v120M140 300h120q0-40 40-40',
      'none',
      ` stroke="${c.l}" stroke-width="10"`,
    ),
  blaster: (c) =>
    path('M100 220h300l80 40v40H380l-20 40H280l-30 120h-80l30-120h-110z', c.b) +
    rect(300, 240, 80, 20, 6, c.d) +
    rect(130, 200, 120, 20, 6, '#f5c400'),
  boardgame: (c) =>
    path('M120 250l180-90 180 90-180 90z', c.b) +
    path('M120 250v60l180 90v-60z', c.d) +
    path('M480 250v60l-180 90v-60z', c.l) +
    circle(300, 250, 30, c.l),
  piano: (c) =>
    rect(70, 250, 460, 150, 14, c.b) +
    rect(90, 310, 420, 80, 4, '#ffffff') +
    line('M130 310v50M180 310v50M260 310v50M310 310v50M360 310v50M440 310v50', '#1a1a1a', 14),
  guitar: (c) =>
    path(
      'M300 460q-120 0-110-90q5-50 50-60q-30-60 20-90q40-20 40 20q0-40 40-20q50 30 20 90q45 10 50 60q10 90-110 90z',
      c.b,
    ) +
    circle(300, 330, 26, c.d) +
    rect(288, 60, 24, 220, 6, c.d),
  microphone: (c) => circle(300, 180, 80, c.d) + path('M250 240h100l-30 230h-40z', c.b),
  projector: (c) =>
    rect(120, 230, 360, 180, 30, c.b) +
    circle(220, 320, 60, c.d) +
    circle(220, 320, 36, c.g) +
    line('M320 280h120M320 320h120', c.l, 10),
  drum: (c) =>
    path('M220 120h160l-40 180 40 180H220l40-180z', c.b) +
    line('M230 140l110 320M370 140l-110 320', c.l, 4) +
    line('M400 160l90-80', c.d, 12),
  voucher: (c) =>
    rect(110, 180, 380, 240, 24, c.b) +
    rect(140, 340, 200, 24, 12, c.l) +
    circle(420, 240, 30, c.l) +
    line('M140 230h160', c.l, 14),
  book: (c) =>
    rect(170, 100, 260, 370, 8, c.b) +
    rect(150, 100, 30, 370, 6, c.d) +
    rect(210, 160, 180, 80, 4, c.l) +
    line('M220 300h160M220 330h120', c.l, 8),
  camera2: (c) =>
    rect(150, 200, 300, 210, 20, c.b) +
    rect(200, 160, 110, 50, 8, c.b) +
    circle(300, 310, 80, c.d) +
    circle(300, 310, 50, c.g),
  // Baby.
  diapers: (c) =>
    rect(150, 140, 300, 330, 24, c.b) +
    path('M200 220h200q0 120-100 120t-100-120z', '#ffffff') +
    rect(230, 100, 140, 50, 20, c.d),
  wipes: (c) =>
    rect(130, 250, 340, 200, 40, c.b) +
    rect(210, 220, 180, 60, 24, c.d) +
    path('M250 230q50-60 100 0', '#ffffff'),
  carseat: (c) =>
    path('M200 100q-40 0-40 40v240q0 60 60 60h200l-20-80H260V140q0-40-60-40z', c.b) +
    path('M200 140v240h170', 'none', ` stroke="${c.l}" stroke-width="16"`),
  stroller: (c) =>
    path('M160 150q0 190 180 190h100q0-190-180-190z', c.b) +
    line('M440 340l40-200h40M220 340l-40 90M420 340l40 90', c.d, 12) +
    circle(180, 450, 30, c.d) +
    circle(460, 450, 30, c.d),
  feedingbottle: (c) =>
    rect(240, 210, 120, 260, 30, '#e9f3f8', ` stroke="${c.b}" stroke-width="10"`) +
    rect(232, 180, 136, 40, 10, c.b) +
    path('M270 180q0-80 30-90q30 10 30 90z', '#f2c6b4') +
    line('M260 280h30M260 340h30M260 400h30', c.b, 6),
  cot: (c) =>
    rect(120, 200, 360, 200, 10, 'none', ` stroke="${c.b}" stroke-width="16"`) +
    line('M170 200v200M220 200v200M270 200v200M320 200v200M370 200v200M420 200v200', c.b, 8) +
    line('M130 400v70M470 400v70', c.d, 16),
  // Food and drink.
  sack: (c) => sack(300, 340, c),
  smallsack: (c) => sack(220, 260, c),
  oil: (c) => bottle(160, 330, 56, c, '#d4a017'),
  jerrycan: (c) =>
    path('M160 160h200l80 60v250H160z', c.b) +
    rect(190, 130, 80, 40, 10, c.d) +
    rect(190, 260, 220, 120, 8, c.l) +
    path('M330 160v-30h50l20 40', 'none', ` stroke="${c.d}" stroke-width="16"`),
  carton: (c) => box(150, 220, 270, 250, c) + rect(180, 280, 210, 100, 6, c.l),
  noodles: (c) =>
    path('M120 250q180-40 360 0v120q-180 40-360 0z', c.b) +
    path('M200 280q100-20 200 0v60q-100 20-200 0z', c.l) +
    path('M230 300q20-20 40 0t40 0t40 0', 'none', ` stroke="${c.d}" stroke-width="6"`),
  tin: (c) => tin(220, 300, c),
  juice: (c) =>
    path('M210 190l30-50h120l30 50v290H210z', c.b) +
    path('M240 140l60-40 60 40z', c.d) +
    rect(230, 260, 140, 130, 8, c.l) +
    circle(300, 325, 40, '#f28c00'),
  drink: (c) => bottle(120, 360, 50, c, '#e41e2b'),
  water: (c) => bottle(120, 360, 44, { ...c, b: '#cde8f6' }, c.b),
  biscuits: (c) =>
    path('M120 240h360q20 70 0 140H120q-20-70 0-140z', c.b) +
    rect(180, 270, 240, 80, 10, c.l) +
    circle(220, 310, 24, '#d9a066') +
    circle(280, 310, 24, '#d9a066'),
  chocolate: (c) =>
    rect(140, 160, 320, 300, 12, c.b) +
    rect(140, 160, 320, 80, 12, c.d) +
    rect(180, 280, 240, 140, 6, '#6b3e1d') +
    line('M260 280v140M340 280v140M180 350h240', '#4a2a12', 6),
  candy: (c) =>
    path('M180 130h240l-20 60 20 280H180l20-280z', c.b) +
    circle(260, 320, 30, '#f5c400') +
    circle(340, 320, 30, '#e2001a') +
    circle(300, 380, 30, '#2e8b57'),
  giftbox: (c) =>
    box(150, 240, 270, 230, c) +
    rect(270, 240, 30, 230, 0, '#d4af37') +
    path('M285 240q-80-90-70-10zM285 240q80-90 70-10z', '#d4af37'),
  hamper: (c) =>
    path('M130 280h340l-40 190H170z', '#b9855a') +
    path('M180 280q120-200 240 0', 'none', ` stroke="#8b5a2b" stroke-width="14"`) +
    rect(200, 210, 60, 80, 8, c.b) +
    rect(280, 190, 70, 100, 8, c.d) +
    circle(390, 250, 34, c.l),
  teabox: (c) =>
    box(160, 230, 250, 240, c) +
    rect(190, 290, 190, 110, 8, '#f7d117') +
    path('M285 320q-20 30 0 50q20-20 0-50z', c.d),
  coffeejar: (c) =>
    rect(200, 200, 200, 270, 30, '#3b2314') +
    rect(190, 160, 220, 50, 12, c.b) +
    rect(210, 270, 180, 110, 8, c.l),
} satisfies Record<string, Shape>;

export type ShapeName = keyof typeof SHAPES;

export function drawShape(name: ShapeName, colours: ShapeColours): string {
  return SHAPES[name](colours);
}

/** Words in a product's name that say what it is, first match wins (so 'Tab' beats the phones' default). */
const BY_NAME: [RegExp, ShapeName][] = [
  [/car seat/i, 'carseat'],
  [/\bcot\b|crib/i, 'cot'],
  [/feeding bottle|breast pump/i, 'feedingbottle'],
  [/blood pressure|glucometer/i, 'bpmonitor'],
  [/treadmill/i, 'treadmill'],
  [/\b(tab|ipad|tablet)\b/i, 'tablet'],
  [/\bkindle\b|e-?reader/i, 'tablet'],
  [/laptop|macbook|ideapad|thinkpad|vivobook|aspire|probook|latitude|notebook|chromebook/i, 'laptop'],
  [/monitor\b(?!.*heart)/i, 'monitor'],
  [/desktop|optiplex|all-in-one/i, 'desktop'],
  [/chest freezer|freezer/i, 'freezer'],
  [/refrigerator|fridge/i, 'fridge'],
  [/air condition|\bac\b/i, 'aircon'],
  [/pressure washer/i, 'washerpump'],
  [/washing machine|washer(?! ?pump)/i, 'washer'],
  [/\bfan\b/i, 'fan'],
  [/microwave/i, 'microwave'],
  [/dispenser/i, 'dispenser'],
  [/rice cooker/i, 'ricecooker'],
  [/pressure cooker/i, 'pot'],
  [/gas cooker|\boven\b|\bcooker\b/i, 'cooker'],
  [/\biron\b/i, 'iron'],
  [/generator|kva generator/i, 'generator'],
  [/drill|hedge trimmer/i, 'drill'],
  [/inverter|battery|batteries/i, 'battery'],
  [/watch|band \d/i, 'watch'],
  [/power ?bank/i, 'powerbank'],
  [/drone/i, 'drone'],
  [/dslr|eos|action camera|camera kit/i, 'camera'],
  [/doorbell/i, 'lock'],
  [/earbud|airpods|freepods|buds/i, 'earbuds'],
  [/charger|adapter|cable/i, 'charger'],
  [/\bvr\b|quest/i, 'vr'],
  [/headphone|headset(?!.*vr)/i, 'headphones'],
  [/keyboard and mouse|wireless keyboard/i, 'keyboard'],
  [/microsd|sd card|flash drive/i, 'card'],
  [/hard drive|ssd\b|external/i, 'drive'],
  [/phone case|screen protector/i, 'phone'],
  [/soundbar/i, 'soundbar'],
  [/home theatre|home theater/i, 'theatre'],
  [/speaker|partybox|soundcore/i, 'speaker'],
  [/\bfor playstation|\bfor xbox|\bfifa|\bfc \d+|grand theft/i, 'game'],
  [/controller|dualsense|gamepad/i, 'gamepad'],
  [/playstation|ps5|ps4/i, 'console'],
  [/xbox/i, 'boxconsole'],
  [/switch|handheld/i, 'handheld'],
  [/racing wheel|driving force/i, 'wheel'],
  [/\bvase\b/i, 'vase'],
  [/clock/i, 'clock'],
  [/hamper/i, 'hamper'],
  [/basket/i, 'basket'],
  [/wall art|frame/i, 'frame'],
  [/bowl|centrepiece/i, 'bowl'],
  [/shower/i, 'shower'],
  [/curtain(?!.*shower)/i, 'curtain'],
  [/lamp/i, 'lamp'],
  [/cabinet/i, 'cabinet'],
  [/mirror(?!.*cabinet)/i, 'mirror'],
  [/\brug\b|carpet|bath mat/i, 'rug'],
  [/cushion/i, 'cushion'],
  [/mattress protector|bedsheet|duvet|towel/i, 'linen'],
  [/mattress/i, 'mattress'],
  [/sofa|couch|seater fabric/i, 'sofa'],
  [/dining table|patio set/i, 'table'],
  [/chair(?!.*smart stages)/i, 'chair'],
  [/wardrobe/i, 'wardrobe'],
  [/bean bag/i, 'beanbag'],
  [/tv stand/i, 'stand'],
  [/desk/i, 'desk'],
  [/pillow/i, 'pillow'],
  [/blender|juicer|food processor/i, 'blender'],
  [/air fryer/i, 'airfryer'],
  [/pressure cooker|pot set|\bpot\b|saucepan/i, 'pot'],
  [/stand mixer|mixer/i, 'mixer'],
  [/kettle/i, 'kettle'],
  [/dinner set|plates/i, 'plates'],
  [/cutlery|spoon|fork/i, 'cutlery'],
  [/lawn mower|mower/i, 'mower'],
  [/hose/i, 'hose'],
  [/tool box|tool set|toolbox/i, 'tools'],
  [/flood light|floodlight/i, 'floodlight'],
  [/storage box/i, 'tools'],
  [/plant/i, 'plant'],
  [/bench/i, 'bench'],
  [/angle grinder|grinder/i, 'grinder'],
  [/paint/i, 'paint'],
  [/solar panel|monocrystalline/i, 'panel'],
  [/surge|extension/i, 'extension'],
  [/bulb/i, 'bulb'],
  [/door lock|padlock/i, 'lock'],
  [/roll-on|deodorant/i, 'rollon'],
  [/soap|beauty cream bar/i, 'soap'],
  [/toothbrush/i, 'toothbrush'],
  [/shaver|epilator/i, 'shaver'],
  [/hand wash|dishwashing|liquid/i, 'pump'],
  [/toothpaste/i, 'tube'],
  [/clipper/i, 'clipper'],
  [/makeup|palette/i, 'makeup'],
  [/lipstick/i, 'lipstick'],
  [/perfume|fragrance/i, 'perfume'],
  [/serum/i, 'dropper'],
  [/foundation|lotion/i, 'pump'],
  [/cream|shea butter/i, 'jar'],
  [/straightener/i, 'straightener'],
  [/capsule|tablets|multivitamin/i, 'capsules'],
  [/yoga mat/i, 'yogamat'],
  [/dumbbell/i, 'dumbbell'],
  [/nebuli[sz]er/i, 'bpmonitor'],
  [/first aid/i, 'firstaid'],
  [/scale/i, 'scale'],
  [/hoodie|sweatshirt/i, 'hoodie'],
  [/dress|gown/i, 'dress'],
  [/shirt|kaftan|agbada|blouse/i, 'shirt'],
  [/sneaker|trainer|running shoe/i, 'sneaker'],
  [/shoe|loafer|sandal|oxford shoes/i, 'shoe'],
  [/gele|fabric|ankara(?! print shirt)|lace/i, 'fabric'],
  [/\btea\b/i, 'teabox'],
  [/bag|backpack|tote|purse/i, 'bag'],
  [/sunglasses|glasses/i, 'sunglasses'],
  [/lego|bricks|blocks/i, 'bricks'],
  [/ride-on|toy car|\bcars?\b|hot wheels/i, 'toycar'],
  [/dreamhouse|doll ?house|playset/i, 'house'],
  [/puzzle/i, 'puzzle'],
  [/blaster|nerf/i, 'blaster'],
  [/board game|monopoly|ludo|draughts|ayo|chess/i, 'boardgame'],
  [/walker|smart stages/i, 'stroller'],
  [/keyboard|piano/i, 'piano'],
  [/guitar/i, 'guitar'],
  [/microphone/i, 'microphone'],
  [/projector/i, 'projector'],
  [/drum/i, 'drum'],
  [/voucher|gift card|subscription/i, 'voucher'],
  [/dictionary|past questions|book\b|novel/i, 'book'],
  [/diaper|nappy/i, 'diapers'],
  [/wipes/i, 'wipes'],
  [/stroller|pram/i, 'stroller'],
  [/formula|milk powder|cerelac|\btin\b/i, 'tin'],
  [/bleach|harpic|toilet cleaner|antiseptic|kitchen cleaner/i, 'pump'],
  [/washing powder|detergent/i, 'smallsack'],
  [/insecticide|spray/i, 'rollon'],
  [/tissue|toilet roll/i, 'linen'],
  [/\brice\b|sugar/i, 'sack'],
  [/flour|semovita|semolina|wheat meal|poundo|garri/i, 'smallsack'],
  [/noodles/i, 'noodles'],
  [/spaghetti|pasta|carton of/i, 'carton'],
  [/\b25l\b/i, 'jerrycan'],
  [/\boil\b/i, 'oil'],
  [/crackers|biscuits|chinchin|sausage roll/i, 'biscuits'],
  [/chocolate|kitkat|dairy milk/i, 'chocolate'],
  [/goldbears|sweets|candy|haribo/i, 'candy'],
  [/gift box|rocher/i, 'giftbox'],
  [/bournvita|milo|refill/i, 'smallsack'],
  [/juice|yoghurt|five alive|pulpy/i, 'juice'],
  [/coffee|nescafe/i, 'coffeejar'],
  [/water/i, 'water'],
  [/cola|pet\b|soda|malt/i, 'drink'],
];

/** What a subcategory's products look like when their name says nothing more particular. */
const BY_SUBCATEGORY: Record<string, ShapeName> = {
  phones: 'phone',
  computers: 'laptop',
  tv: 'tv',
  'home-appliances': 'fridge',
  gadgets: 'watch',
  accessories: 'charger',
  'home-audio-theater': 'speaker',
  'video-games': 'gamepad',
  decor: 'vase',
  furniture: 'sofa',
  'bed-bath': 'linen',
  'kitchen-dining': 'pot',
  'garden-outdoor': 'plant',
  'home-improvement': 'tools',
  'personal-care': 'pump',
  toys: 'bricks',
  beauty: 'jar',
  fashion: 'shirt',
  'household-essentials': 'pump',
  entertainment: 'microphone',
  books: 'book',
  'baby-mother-care': 'feedingbottle',
  'health-wellness': 'capsules',
  grocery: 'sack',
  confectionery: 'chocolate',
  beverages: 'drink',
};

/** The shape a product is drawn as: its name's, else its subcategory's, else a plain box. */
export function shapeFor(product: Pick<SeedProduct, 'productName' | 'subcategorySlug'>): ShapeName {
  // Books are named by author and title: any word in them (a 'Drum', a 'Switch') must not change the shape.
  if (product.subcategorySlug === 'books') return 'book';
  for (const [pattern, shape] of BY_NAME) if (pattern.test(product.productName)) return shape;
  return BY_SUBCATEGORY[product.subcategorySlug] ?? 'carton';
}
