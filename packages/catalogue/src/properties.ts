import { hash, slugify } from './build-products';
import type { SeedCity, SeedProperty, SeedPropertyReview } from './types';

/**
 * The seed listings of Real Estate: homes to rent by the month and short-lets by the night, in Lagos, Abuja
 * and Port Harcourt, at prices Nigerian renters see on listing sites in 2026. One listing per line:
 *
 * - rent: `area | title | home type | beds | baths | furnishing | agent (v verified, n not) | ₦ a month | street`
 * - short-let: the same with `₦ a night`, then `| max guests | min nights | street`.
 *
 * Agents' names, dates and short-let reviews are derived from the propertyID (no clock, no randomness).
 */
const CITIES: Record<SeedCity, { code: string; name: string; agents: string[] }> = {
  Lagos: {
    code: 'LAG',
    name: 'Lagos',
    agents: ['Adaeze Okafor Realty', 'Eko Homes & Co.', 'Lagoon Keys Properties', 'Tunde Bakare & Partners'],
  },
  Abuja: {
    code: 'ABJ',
    name: 'Abuja',
    agents: ['Capital Keys Realtors', 'Zuma Property Partners', 'Aso Homes Ltd', 'Hadiza Bello Estates'],
  },
  PH: {
    code: 'PHC',
    name: 'Port Harcourt',
    agents: ['Garden City Estates', 'Rivers Home Finders', 'Ibiba George Realty', 'Bonny Gate Properties'],
  },
};

const RENT: Record<SeedCity, string> = {
  Lagos: `
Lekki Phase 1 | Serviced 2-Bedroom Flat off Admiralty Way | apartment | 2 | 3 | furnished | v | 650000 | 14 Admiralty Way
Lekki Phase 1 | 3-Bedroom Terrace with BQ in Lekki Phase 1 | terrace | 3 | 4 | semi | v | 900000 | 7 Fola Osibo Road
Ikoyi | 4-Bedroom Penthouse with Lagoon View | penthouse | 4 | 5 | furnished | v | 2800000 | 22 Bourdillon Road
Ikoyi | 3-Bedroom Apartment in Old Ikoyi | apartment | 3 | 4 | unfurnished | n | 1500000 | 5 Glover Road
Victoria Island | 2-Bedroom Apartment near Eko Atlantic | apartment | 2 | 2 | furnished | v | 1100000 | 18 Ahmadu Bello Way
Yaba | Mini Flat near UNILAG, Akoka | apartment | 1 | 1 | unfurnished | n | 95000 | 9 Community Road
Yaba | 2-Bedroom Flat in Sabo | apartment | 2 | 2 | semi | v | 180000 | 31 Herbert Macaulay Way
Yaba | Self-contain off Herbert Macaulay Way | studio | 1 | 1 | unfurnished | n | 70000 | 4 Alagomeji Street
Ikeja GRA | 3-Bedroom Flat in Ikeja GRA | apartment | 3 | 3 | unfurnished | v | 450000 | 12 Isaac John Street
Ikeja GRA | 4-Bedroom Detached Duplex in Ikeja GRA | duplex | 4 | 5 | semi | v | 1250000 | 3 Sobo Arobiodu Street
Ikeja | 2-Bedroom Flat near Allen Avenue | apartment | 2 | 2 | unfurnished | n | 230000 | 27 Opebi Road
Surulere | 3-Bedroom Bungalow in Surulere | bungalow | 3 | 2 | unfurnished | n | 250000 | 15 Adelabu Street
Ajah | 2-Bedroom Flat in Badore | apartment | 2 | 3 | unfurnished | v | 150000 | 8 Badore Road
Gbagada | 3-Bedroom Terrace in Gbagada Phase 2 | terrace | 3 | 4 | semi | n | 400000 | 21 Idowu Olaitan Street`,
  Abuja: `
Wuse 2 | 2-Bedroom Serviced Apartment in Wuse 2 | apartment | 2 | 2 | furnished | v | 550000 | 9 Aminu Kano Crescent
Wuse 2 | 3-Bedroom Flat off Adetokunbo Ademola | apartment | 3 | 4 | semi | v | 800000 | 40 Adetokunbo Ademola Crescent
Maitama | 4-Bedroom Duplex with BQ in Maitama | duplex | 4 | 5 | unfurnished | v | 2200000 | 6 Gana Street
Maitama | 2-Bedroom Apartment in Maitama | apartment | 2 | 3 | furnished | n | 950000 | 11 Yedseram Street
Gwarinpa | 2-Bedroom Flat on 3rd Avenue | apartment | 2 | 2 | unfurnished | v | 200000 | 23 3rd Avenue
Gwarinpa | 3-Bedroom Terrace in Gwarinpa Estate | terrace | 3 | 4 | semi | n | 350000 | 5 69 Road
Gwarinpa | Self-contain in Gwarinpa | studio | 1 | 1 | unfurnished | n | 60000 | 14 1st Avenue
Jabi | 2-Bedroom Apartment near Jabi Lake | apartment | 2 | 2 | semi | v | 420000 | 3 Obafemi Awolowo Way
Asokoro | 5-Bedroom Detached Duplex in Asokoro | duplex | 5 | 6 | unfurnished | v | 3500000 | 2 Yakubu Gowon Crescent
Garki | 1-Bedroom Flat in Garki Area 11 | apartment | 1 | 1 | furnished | n | 180000 | 17 Ahmadu Bello Way
Kubwa | 2-Bedroom Flat in Kubwa | apartment | 2 | 2 | unfurnished | n | 90000 | 12 Gado Nasko Road
Life Camp | 3-Bedroom Bungalow in Life Camp | bungalow | 3 | 3 | unfurnished | v | 300000 | 8 Kafe Road`,
  PH: `
Old GRA | 3-Bedroom Flat in Old GRA | apartment | 3 | 3 | semi | v | 350000 | 10 Forces Avenue
Old GRA | 5-Bedroom Mansion with Pool in Old GRA | duplex | 5 | 6 | furnished | v | 1800000 | 2 Aba Road
GRA Phase 2 | 4-Bedroom Duplex in GRA Phase 2 | duplex | 4 | 5 | unfurnished | v | 700000 | 5 Tombia Street
GRA Phase 2 | 2-Bedroom Apartment off Olu Obasanjo Road | apartment | 2 | 2 | furnished | v | 320000 | 19 Olu Obasanjo Road
Trans-Amadi | 2-Bedroom Flat near Trans-Amadi Layout | apartment | 2 | 2 | unfurnished | n | 150000 | 7 Trans-Amadi Road
Rumuola | Mini Flat in Rumuola | apartment | 1 | 1 | unfurnished | n | 65000 | 3 Rumuola Road
Woji | 3-Bedroom Terrace in Woji | terrace | 3 | 4 | semi | v | 280000 | 12 Woji Road
Peter Odili Road | 4-Bedroom Terrace Duplex off Peter Odili Road | duplex | 4 | 4 | unfurnished | n | 450000 | 25 Peter Odili Road
Rumuokoro | Self-contain in Rumuokoro | studio | 1 | 1 | unfurnished | n | 45000 | 6 Ikwerre Road
D-Line | 2-Bedroom Flat in D-Line | apartment | 2 | 2 | semi | v | 180000 | 14 Olumeni Street`,
};

const SHORTLET: Record<SeedCity, string> = {
  Lagos: `
Lekki Phase 1 | Cosy 1-Bed Apartment in Lekki Phase 1 | apartment | 1 | 1 | furnished | v | 55000 | 2 | 1 | 6 Admiralty Road
Victoria Island | Ocean-view 2-Bed Apartment on Victoria Island | apartment | 2 | 2 | furnished | v | 120000 | 3 | 2 | 1 Ozumba Mbadiwe Avenue
Ikoyi | Luxury Penthouse with Rooftop Pool in Ikoyi | penthouse | 3 | 4 | furnished | v | 350000 | 3 | 2 | 8 Kingsway Road
Yaba | Smart Studio near Yaba Tech | studio | 1 | 1 | furnished | n | 28000 | 2 | 1 | 12 Tejuosho Street
Ikeja GRA | Business Traveller's Studio in Ikeja GRA | studio | 1 | 1 | furnished | v | 35000 | 1 | 1 | 5 Joel Ogunnaike Street
Lekki | 3-Bed Duplex in Chevron Estate | duplex | 3 | 4 | furnished | v | 150000 | 3 | 3 | 10 Chevron Drive
Ajah | Family Terrace near Sangotedo | terrace | 2 | 3 | furnished | n | 60000 | 3 | 2 | 4 Monastery Road
Surulere | 2-Bed Apartment near the National Stadium | apartment | 2 | 2 | semi | n | 45000 | 3 | 1 | 20 Bode Thomas Street`,
  Abuja: `
Wuse 2 | Stylish 1-Bed Apartment in Wuse 2 | apartment | 1 | 1 | furnished | v | 50000 | 2 | 1 | 15 Adetokunbo Ademola Crescent
Maitama | Executive 3-Bed Apartment in Maitama | apartment | 3 | 3 | furnished | v | 180000 | 3 | 2 | 4 Amazon Street
Jabi | 2-Bed Lake-view Apartment in Jabi | apartment | 2 | 2 | furnished | v | 85000 | 3 | 2 | 10 Obafemi Awolowo Way
Asokoro | 4-Bed Duplex with Garden in Asokoro | duplex | 4 | 5 | furnished | v | 250000 | 3 | 3 | 7 Ajesa Street
Gwarinpa | 2-Bed Flat for Families in Gwarinpa | apartment | 2 | 2 | furnished | n | 40000 | 3 | 1 | 30 6th Avenue
Garki | Compact Studio near Garki Market | studio | 1 | 1 | furnished | n | 25000 | 1 | 1 | 3 Ladoke Akintola Boulevard`,
  PH: `
Old GRA | Quiet 2-Bed Apartment in Old GRA | apartment | 2 | 2 | furnished | v | 55000 | 3 | 1 | 8 Forces Avenue
GRA Phase 2 | Executive 1-Bed Suite in GRA Phase 2 | apartment | 1 | 1 | furnished | v | 45000 | 2 | 1 | 3 Tombia Street
Woji | 3-Bed Terrace near Woji Estate | terrace | 3 | 3 | semi | n | 70000 | 3 | 2 | 17 Woji Road
Trans-Amadi | Studio for Business Stays in Trans-Amadi | studio | 1 | 1 | furnished | n | 25000 | 1 | 1 | 2 Stadium Road`,
};

const HOME_TYPE_WORDS: Record<string, string> = {
  apartment: 'apartment',
  studio: 'self-contained studio',
  duplex: 'duplex',
  terrace: 'terrace house',
  bungalow: 'bungalow',
  penthouse: 'penthouse',
};
const FURNISHING_WORDS = { furnished: 'Furnished', unfurnished: 'Unfurnished', semi: 'Semi-furnished' };

const GUESTS = ['Chiamaka', 'Tunde', 'Aisha', 'Emeka', 'Ngozi', 'Ibrahim', 'Funmi', 'Kelechi', 'Zainab'];
const MORE_GUESTS = ['Segun', 'Amaka', 'Yusuf', 'Bisi', 'Obinna', 'Halima', 'Dayo', 'Tamuno'];
const REVIEWS: Record<number, string[]> = {
  5: [
    'Spotless apartment and the host answered within minutes. Power was steady all through our stay.',
    'Exactly like the pictures. Great location, and the inverter kept the lights on at night.',
    'We felt at home. The kitchen had everything we needed and the estate was quiet and secure.',
    'Check-in was smooth and the Wi-Fi was fast enough for video calls all week.',
  ],
  4: [
    'Lovely place and good value. The water heater took a while, but the host sorted it the same day.',
    'Clean and comfortable. Traffic getting there in the evening was heavy, so plan for that.',
    'Nice apartment and friendly security staff. A few more towels would have helped.',
  ],
  3: [
    'Decent for the price. The generator ran only at night and the AC in the second room was noisy.',
    'Okay for a short stay; the pictures flatter the living room a little.',
  ],
};

const LISTED_FROM = Date.UTC(2026, 0, 5);
const LISTED_SPAN_MS = Date.UTC(2026, 10, 10) - LISTED_FROM;

/** Up to 6 reviews (some listings have none yet), mostly 4 and 5 stars, dated before the listing's own date. */
function reviewsOf(propertyID: string, listedAt: number): SeedPropertyReview[] {
  const h = hash(`${propertyID}:reviews`);
  const count = h % 7;
  return Array.from({ length: count }, (_, i) => {
    const r = hash(`${propertyID}:review:${i}`);
    const rating = [5, 5, 5, 4, 4, 3][r % 6] as number;
    const texts = REVIEWS[rating] as string[];
    const names = i % 2 === 0 ? GUESTS : MORE_GUESTS;
    return {
      author: names[(r >>> 4) % names.length] as string,
      rating,
      review: texts[(r >>> 8) % texts.length] as string,
      // Spread over the 60 days before the listing's date, newest first.
      createdAt: new Date(listedAt - (i + 1) * 8 * 86_400_000 - ((r >>> 12) % 86_400) * 1000).toISOString(),
    };
  });
}

function build(kind: 'rent' | 'shortlet', city: SeedCity, rows: string): SeedProperty[] {
  const { code, name: cityName, agents } = CITIES[city];
  return rows
    .trim()
    .split('\n')
    .map((line, index) => {
      const parts = line.split('|').map((part) => part.trim());
      const [area = '', title = '', homeType = '', beds = '', baths = '', furnishing = '', agent = ''] =
        parts;
      const price = parts[7] ?? '0';
      const street = parts[parts.length - 1] ?? '';
      const propertyID = `OJA-${kind === 'rent' ? 'RNT' : 'SLT'}-${code}-${String(index + 1).padStart(3, '0')}`;
      const h = hash(propertyID);
      const listedAt = LISTED_FROM + Math.floor(((h / 2 ** 32) * LISTED_SPAN_MS) / 1000) * 1000;
      const bedrooms = Number(beds);
      const bathrooms = Number(baths);
      const furnished = furnishing as SeedProperty['furnishing'];
      const agentName = agents[(h >>> 3) % agents.length] as string;
      const agentVerified = agent === 'v';
      const maxGuests = kind === 'shortlet' ? Number(parts[8]) : null;
      const minNights = kind === 'shortlet' ? Number(parts[9]) : null;
      const rooms = homeType === 'studio' ? 'A' : `A ${bedrooms}-bedroom`;
      const stay =
        kind === 'rent'
          ? 'Pay monthly, or pay the year upfront for less.'
          : `Sleeps ${maxGuests}; stays of ${minNights} night${minNights === 1 ? '' : 's'} or more.`;
      return {
        propertyID,
        kind,
        title,
        slug: slugify(title),
        description:
          `${rooms} ${HOME_TYPE_WORDS[homeType] ?? homeType} in ${area}, ${cityName}, with ${bathrooms} ` +
          `bathroom${bathrooms === 1 ? '' : 's'}. ${FURNISHING_WORDS[furnished]}. ` +
          `Listed by ${agentName}${agentVerified ? ', an agent verified by Oja' : ''}. ${stay}`,
        city,
        cityName,
        area,
        street,
        homeType,
        bedrooms,
        bathrooms,
        furnishing: furnished,
        agentName,
        agentVerified,
        priceKobo: Math.round(Number(price) * 100),
        maxGuests,
        minNights,
        reviews: kind === 'shortlet' ? reviewsOf(propertyID, listedAt) : [],
        imageFileNames: [1, 2, 3].map((n) => `${propertyID}-${n}.svg`),
        createdAt: new Date(listedAt).toISOString(),
      };
    });
}

const SEED_CITIES: SeedCity[] = ['Lagos', 'Abuja', 'PH'];

/** Every seed listing: rent then short-let, each by city (Lagos, Abuja, Port Harcourt). */
export const properties: SeedProperty[] = [
  ...SEED_CITIES.flatMap((city) => build('rent', city, RENT[city])),
  ...SEED_CITIES.flatMap((city) => build('shortlet', city, SHORTLET[city])),
];
