/**
 * A product's short specification table and its description, read from what its seed row says (brand, name,
 * weight, subcategory): nothing is invented that the row does not hold. A '256GB' in a phone's name becomes
 * its storage, a '150L' in a freezer's its capacity, a 'Pack of 12' its pack size. Deterministic: the same row
 * always gives the same table.
 */

export interface SeedSpecification {
  /** What is specified: 'Storage', 'Screen size'. */
  name: string;
  /** Its value, as the maker writes it: '256GB', '43 inches'. */
  value: string;
}

/** The parts of a seed row the table is read from. */
export interface SpecificationSource {
  productID: string;
  productName: string;
  brand: string;
  productWeight: string;
  parentCategorySlug: string;
  subcategorySlug: string;
}

/** A fact read from the name, with how the description says it ('256GB storage'). */
interface NameFact extends SeedSpecification {
  phrase: string;
}

type FactReader = (name: string, source: SpecificationSource) => NameFact[];

const SCREEN_SUBCATEGORIES = new Set(['phones', 'computers', 'tv']);
/** Where a weight in the name is what the pack holds (a 50kg bag of rice), not what the item can carry. */
const NET_WEIGHT_SUBCATEGORIES = new Set(['household-essentials', 'personal-care', 'beauty']);
/** Where a volume in the name is what the bottle holds, not what the appliance can take. */
const VOLUME_PARENTS = new Set(['food-drink', 'lifestyle-consumer-goods']);

function fact(name: string, value: string, phrase = `${value} ${name.toLowerCase()}`): NameFact {
  return { name, value, phrase };
}

const readMemory: FactReader = (name) => {
  const sizes = [...name.matchAll(/(\d+)\s?(GB|TB)\b(\s?RAM)?/g)];
  const ram = sizes.find((m) => m[3]) ?? (sizes.length === 2 ? sizes[0] : undefined);
  const storage = sizes.find((m) => m !== ram);
  return [
    ...(storage ? [fact('Storage', `${storage[1]}${storage[2]}`)] : []),
    ...(ram ? [fact('RAM', `${ram[1]}${ram[2]}`, `${ram[1]}${ram[2]} RAM`)] : []),
  ];
};

const readProcessor: FactReader = (name, source) => {
  // Only a computer's 'M2' is a chip (an Omron M2 is a blood-pressure monitor).
  if (source.subcategorySlug !== 'computers') return [];
  const chip = /\b(Core i\d|Ryzen \d|M\d)\b/.exec(name)?.[1];
  if (!chip) return [];
  const maker = chip.startsWith('Core') ? 'Intel ' : chip.startsWith('Ryzen') ? 'AMD ' : 'Apple ';
  return [fact('Processor', `${maker}${chip}`, `${maker}${chip} processor`)];
};

const readScreen: FactReader = (name, source) => {
  const inches = /(\d+(?:\.\d+)?)-inch/.exec(name)?.[1];
  if (!inches) return [];
  return SCREEN_SUBCATEGORIES.has(source.subcategorySlug)
    ? [fact('Screen size', `${inches} inches`, `a ${inches}-inch screen`)]
    : [fact('Size', `${inches} inches`, `${inches} inches across`)];
};

const readResolution: FactReader = (name) => {
  const resolution = /\b(4K UHD|4K|Full HD|FHD|ULED|HD)\b/.exec(name)?.[1];
  if (!resolution) return [];
  const value = resolution === 'FHD' ? 'Full HD' : resolution === 'ULED' ? '4K' : resolution;
  return [fact('Resolution', value, `${value} picture`)];
};

const readVolume: FactReader = (name, source) => {
  const match = /(\d+(?:\.\d+)?)\s?(L|ml|cl)\b/.exec(name);
  if (!match) return [];
  const value = `${match[1]}${match[2]}`;
  return VOLUME_PARENTS.has(source.parentCategorySlug)
    ? [fact('Volume', value, `${value} each`)]
    : [fact('Capacity', value, `a ${value} capacity`)];
};

const readPower: FactReader = (name) => {
  const match = /(\d+(?:\.\d+)?)\s?(HP|kVA|W)\b/.exec(name);
  if (!match) return [];
  const value = `${match[1]}${match[2]}`;
  return [fact(match[2] === 'kVA' ? 'Power output' : 'Power', value, `${value} of power`)];
};

const readBattery: FactReader = (name) => {
  const match = /(\d+)\s?(mAh|Ah)\b/.exec(name);
  return match
    ? [fact('Battery capacity', `${match[1]}${match[2]}`, `a ${match[1]}${match[2]} battery`)]
    : [];
};

const readWeight: FactReader = (name, source) => {
  const match = /(\d+(?:\.\d+)?)\s?(kg|g)\b/.exec(name);
  if (!match) return [];
  const value = `${match[1]}${match[2]}`;
  if (source.parentCategorySlug === 'food-drink' || NET_WEIGHT_SUBCATEGORIES.has(source.subcategorySlug))
    return [fact('Net weight', value, `${value} net`)];
  if (source.subcategorySlug === 'home-appliances') return [fact('Load capacity', value, `a ${value} load`)];
  return [];
};

const readSize: FactReader = (name) => {
  const match = /(\d+(?:\.\d+)? x \d+(?:\.\d+)?\s?(?:ft|cm))|(\d+(?:\.\d+)?)\s?(cm|mm)\b|(\d+)m\b/.exec(name);
  if (!match) return [];
  if (match[1]) return [fact('Size', match[1], `${match[1]}`)];
  if (match[2]) return [fact('Size', `${match[2]}${match[3]}`, `${match[2]}${match[3]}`)];
  return [fact('Length', `${match[4]}m`, `${match[4]}m long`)];
};

const readPack: FactReader = (name) => {
  const pack = /(Pack|Carton|Box|Set) of (\d+)/.exec(name);
  if (pack) return [fact('Pack size', `${pack[2]}`, `${(pack[1] ?? '').toLowerCase()} of ${pack[2]}`)];
  const count = /(\d+)[ -](Pieces?|Bags|Capsules|Tablets)\b/.exec(name);
  if (!count) return [];
  const unit = (count[2] ?? '').toLowerCase();
  const value = `${count[1]} ${unit.endsWith('s') ? unit : `${unit}s`}`;
  return [fact('Contents', value, value)];
};

const readConnectivity: FactReader = (name) => {
  const ways = ['Dual SIM', 'Wi-Fi', 'Bluetooth', 'Wireless'].filter((way) => name.includes(way));
  if (ways.length === 0) return [];
  return [fact('Connectivity', ways.join(', '), ways.join(' and ').replace('Wireless', 'wireless'))];
};

/** Every reader, in the order the table lists what they find. */
const FACT_READERS: readonly FactReader[] = [
  readProcessor,
  readMemory,
  readScreen,
  readResolution,
  readVolume,
  readPower,
  readBattery,
  readWeight,
  readSize,
  readPack,
  readConnectivity,
];

/** The model: the name without the brand in front, up to the first comma ('Spark 20 Pro 256GB'). */
function modelOf({ productName, brand }: SpecificationSource): string {
  const branded = productName.toLowerCase().startsWith(`${brand.toLowerCase()} `);
  return firstPart(branded ? productName.slice(brand.length + 1) : productName);
}

/** A name up to its first comma ('Tecno Spark 20 Pro 256GB'); a book's whole name ('Author: Title, Subtitle'). */
function firstPart(productName: string): string {
  if (productName.includes(':')) return productName;
  return productName.split(',')[0]?.trim() || productName;
}

/**
 * A book's publisher, author and title. The name is 'Author: Title', or 'Publisher: Author, Title' when the
 * publisher (the row's brand, 'Masobe' for 'Masobe Books') leads it.
 */
function bookIdentity(source: SpecificationSource): SeedSpecification[] | null {
  const match = /^([^:]+):\s*(.+)$/.exec(source.productName);
  if (!match) return null;
  const [lead, rest] = [match[1] as string, match[2] as string];
  const comma = rest.indexOf(', ');
  const [author, title] =
    lead.startsWith(source.brand) && comma > 0 ? [rest.slice(0, comma), rest.slice(comma + 2)] : [lead, rest];
  return [
    { name: 'Publisher', value: source.brand },
    { name: 'Author', value: author },
    { name: 'Title', value: title },
  ];
}

function nameFacts(source: SpecificationSource): NameFact[] {
  return FACT_READERS.flatMap((read) => read(source.productName, source));
}

/**
 * The product's specification table: brand and model (author and title for a book), what its name says
 * (storage, screen, capacity, power, pack size…), its packed weight and its product code.
 */
export function productSpecifications(source: SpecificationSource): SeedSpecification[] {
  const identity = (source.subcategorySlug === 'books' ? bookIdentity(source) : null) ?? [
    { name: 'Brand', value: source.brand },
    { name: 'Model', value: modelOf(source) },
  ];
  // A voucher weighs nothing: no weight is better than '0 kg'.
  const packed = /^(0(\.0+)?\s?kg)?$/.test(source.productWeight.trim())
    ? []
    : [{ name: 'Packed weight', value: source.productWeight }];
  return [
    ...identity,
    ...nameFacts(source).map(({ name, value }) => ({ name, value })),
    ...packed,
    { name: 'Product code', value: source.productID },
  ];
}

/** What each subcategory's products are for, in a shopper's words: the description's second sentence. */
const WHAT_IT_IS_FOR: Readonly<Record<string, string>> = {
  phones: "For WhatsApp, photos, video and mobile banking, delivered sealed in the maker's box.",
  computers: 'For office work, school assignments and video calls.',
  tv: 'For the news, the match and Netflix, wall-mountable, with a remote in the box.',
  'home-appliances':
    'For everyday use at home; plug an electric one into a stabiliser where the power swings.',
  gadgets: 'Small enough to carry every day, charged over USB.',
  accessories: 'Works with the phones and laptops most Lagos shoppers carry.',
  'home-audio-theater': 'Fills a living room with sound for films, music and parties.',
  'video-games': 'For evenings and weekends of play, at home or with friends.',
  decor: 'Brings colour and character to a room without a renovation.',
  furniture: 'Delivered to your door; ask the seller about assembly when you order.',
  'bed-bath': 'Soft, washable and made for warm Nigerian nights.',
  'kitchen-dining': 'For everyday cooking, from jollof for the family to a quick breakfast.',
  'garden-outdoor': 'Made to stand up to sun and rain in the compound or on the balcony.',
  'home-improvement': 'For the jobs around the house you would rather do yourself, and keep the lights on.',
  'personal-care': 'For the daily routine, in sizes that last.',
  toys: 'For play that keeps children busy and learning; check the age on the box.',
  beauty: 'Made for skin and hair in a warm, humid climate.',
  fashion: 'Cut for comfort in the heat and for the occasions that matter.',
  'household-essentials': 'Bought in bulk, so the house does not run out mid-month.',
  entertainment: 'For music, films and play at home.',
  books: 'A book worth owning, in print, delivered to your door.',
  'baby-mother-care': 'Chosen with new parents in mind: safe, simple and easy to clean.',
  'health-wellness': 'Helps you keep an eye on your health at home, between visits to the doctor.',
  grocery: 'A kitchen staple, sealed, with its best-before date on the pack.',
  confectionery: 'For the children’s lunch box, the office drawer or a party.',
  beverages: 'For the breakfast table and for guests, sealed, with its best-before date on the pack.',
};

/**
 * The product's description: what it is (brand, model and what its name says: '256GB storage, 8GB RAM'),
 * then what such a product is for. Said
 * from the row alone, so a description never promises what the product does not have.
 */
export function productDescription(source: SpecificationSource): string {
  const facts = nameFacts(source).map((f) => f.phrase);
  const what = `${firstPart(source.productName)}${facts.length > 0 ? `: ${facts.join(', ')}` : ''}.`;
  const purpose = WHAT_IT_IS_FOR[source.subcategorySlug];
  return purpose ? `${what} ${purpose}` : what;
}
