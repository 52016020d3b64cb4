import { buildProducts } from '../build-products';

export const lifestyle = buildProducts('lifestyle-consumer-goods', {
  'personal-care': {
    code: 'PCR',
    rows: `
Nivea | Nivea Men Deep Impact Roll-on 50ml, Pack of 3 | 6500 | 100 | s | 0.3 kg
Dudu-Osun | Dudu-Osun Black Soap, Pack of 12 | 7200 | 100 | | 1.8 kg
Oral-B | Oral-B Pro 3 Electric Toothbrush | 42000 | 35 | | 0.4 kg
Philips | Philips Shaver Series 3000 | 68000 | 35 | | 0.6 kg
Cussons | Cussons Carex Hand Wash 500ml, Pack of 6 | 9800 | 100 | | 3 kg
Vaseline | Vaseline Intensive Care Cocoa Radiant Lotion 400ml | 4900 | 100 | o | 0.45 kg
Remington | Remington Hair Clipper Kit | 32500 | 100 | | 1 kg
Close Up | Close Up Toothpaste 140g, Pack of 6 | 6000 | 100 | | 0.9 kg
Braun | Braun Silk-epil 9 Epilator with Facial Cleansing Brush and Travel Pouch | 98000 | 35 | | 0.8 kg
Nivea | Nivea Perfect and Radiant Body Lotion 400ml | 5800 | 100 | | 0.45 kg`,
  },
  toys: {
    code: 'TOY',
    rows: `
Lego | Lego Classic Creative Bricks Box, 790 Pieces | 85000 | 35 | s | 2 kg
Hot Wheels | Hot Wheels 20-Car Gift Pack | 28000 | 100 | | 1 kg
Barbie | Barbie Dreamhouse Doll Playset | 245000 | 40 | | 9 kg
Melissa & Doug | Melissa & Doug Wooden Puzzle Set | 18500 | 100 | | 1.5 kg
Fisher-Price | Fisher-Price Laugh and Learn Smart Stages Chair | 65000 | 35 | | 3 kg
Nerf | Nerf Elite 2.0 Blaster | 38000 | 100 | o | 1.2 kg
Monopoly | Monopoly Lagos Edition Board Game | 22000 | 100 | | 1.1 kg
Kiddies Ride | Kiddies Ride Electric Ride-on Car with Remote Control and Music, Red | 185000 | 40 | | 18 kg
VTech | VTech Baby Walker | 48000 | 35 | | 3.5 kg
Ludo King | Wooden Ludo and Draughts Set | 9500 | 100 | | 1 kg`,
  },
  beauty: {
    code: 'BTY',
    rows: `
House of Tara | House of Tara Beauty Box Makeup Kit | 45000 | 35 | s | 1 kg
Zaron | Zaron Matte Lipstick, Set of 6 | 18000 | 100 | | 0.3 kg
Arami | Arami Essentials Shea Butter Body Cream | 12500 | 100 | | 0.4 kg
L'Oreal | L'Oreal Revitalift Day Cream 50ml | 16500 | 100 | | 0.2 kg
Maybelline | Maybelline Fit Me Foundation | 9800 | 100 | o | 0.1 kg
Fenty Beauty | Fenty Beauty Pro Filt'r Soft Matte Longwear Foundation in 50 Shades | 42000 | 35 | | 0.1 kg
Zaron | Zaron Perfume Gift Set for Women | 35000 | 35 | | 0.6 kg
Dove | Dove Beauty Cream Bar 100g, Pack of 12 | 14500 | 100 | | 1.2 kg
The Ordinary | The Ordinary Niacinamide Serum 30ml | 15500 | 100 | | 0.1 kg
Remington | Remington Ceramic Hair Straightener | 38000 | 35 | | 0.5 kg`,
  },
  fashion: {
    code: 'FSH',
    rows: `
Orange Culture | Orange Culture Ankara Print Shirt | 45000 | 35 | s | 0.4 kg
Lisa Folawiyo | Lisa Folawiyo Embellished Ankara Wrap Dress with Hand-sewn Sequins | 185000 | 40 | | 0.8 kg
Adire Lagos | Adire Lagos Men's Kaftan Set | 55000 | 35 | | 0.9 kg
Nike | Nike Air Max SC Sneakers | 98000 | 35 | | 1 kg
Adidas | Adidas Originals Trefoil Hoodie | 62000 | 35 | o | 0.7 kg
Casio | Casio G-Shock GA-2100 Watch | 125000 | 40 | | 0.2 kg
Aso Oke House | Aso Oke Gele and Ipele Set | 38000 | 100 | | 0.5 kg
Zara | Zara Leather Tote Bag | 85000 | 35 | | 1 kg
Ray-Ban | Ray-Ban Aviator Classic Sunglasses | 145000 | 40 | | 0.2 kg
Bata | Bata Men's Leather Oxford Shoes | 42000 | 35 | | 1.1 kg`,
  },
  'household-essentials': {
    code: 'HHE',
    rows: `
Hypo | Hypo Bleach 1L, Pack of 12 | 14500 | 100 | s | 12 kg
Morning Fresh | Morning Fresh Dishwashing Liquid 900ml, Pack of 6 | 16800 | 100 | | 5.5 kg
Ariel | Ariel Washing Powder 2kg | 7900 | 100 | | 2 kg
Sunlight | Sunlight Detergent 2kg | 6500 | 100 | | 2 kg
Mr Muscle | Mr Muscle Kitchen Cleaner 500ml, Pack of 3 | 8400 | 100 | o | 1.6 kg
Rose | Rose Plus Toilet Tissue, Pack of 48 | 11500 | 100 | | 4 kg
Harpic | Harpic Toilet Cleaner 725ml, Pack of 4 | 9800 | 100 | | 3 kg
Mortein | Mortein Insecticide Spray 600ml, Pack of 3 | 10500 | 100 | | 1.9 kg
Viva | Viva Plus Detergent Household Bundle with Bleach, Softener and Dish Soap | 35000 | 35 | | 9 kg
Dettol | Dettol Antiseptic Liquid 750ml | 6800 | 100 | | 0.8 kg`,
  },
  entertainment: {
    code: 'ENT',
    rows: `
Yamaha | Yamaha PSR-E373 Keyboard | 245000 | 40 | s | 5 kg
Fender | Fender CD-60S Acoustic Guitar | 165000 | 40 | | 3 kg
Shure | Shure SM58 Vocal Microphone | 98000 | 35 | | 0.6 kg
Karaoke Pro | Karaoke Pro Wireless Microphone Set | 42000 | 35 | | 1 kg
Epson | Epson Home Cinema Projector | 485000 | 45 | o | 3 kg
Talking Drum Co | Talking Drum Co Hand-carved Gangan Talking Drum with Beater | 58000 | 35 | | 2 kg
Showmax | Showmax Premium 12-Month Gift Voucher | 65000 | 100 | | 0 kg
Ayo Olopon | Ayo Olopon Wooden Board Game | 18500 | 100 | | 2 kg
Canon | Canon EOS 2000D DSLR Camera Kit | 545000 | 45 | | 1.5 kg
Boya | Boya Lavalier Microphone | 12500 | 100 | | 0.1 kg`,
  },
  books: {
    code: 'BKS',
    rows: `
Farafina | Chimamanda Ngozi Adichie: Half of a Yellow Sun | 12000 | 100 | s | 0.6 kg
Farafina | Chimamanda Ngozi Adichie: Americanah | 13500 | 100 | | 0.7 kg
Cassava Republic | Cassava Republic: Oyinkan Braithwaite, My Sister, the Serial Killer | 9500 | 100 | | 0.3 kg
Heinemann | Chinua Achebe: Things Fall Apart | 7500 | 100 | | 0.3 kg
Ouida Books | Ouida Books: Lola Shoneyin, The Secret Lives of Baba Segi's Wives | 8800 | 100 | | 0.4 kg
Masobe | Masobe Books: Abubakar Adam Ibrahim, Season of Crimson Blossoms | 8500 | 100 | o | 0.4 kg
Learn Africa | Learn Africa JAMB and WAEC Past Questions Bundle for Science Students | 28000 | 35 | | 3 kg
Penguin | Wole Soyinka: Ake, The Years of Childhood | 9800 | 100 | | 0.3 kg
Cassava Republic | Cassava Republic Children's Picture Book Set | 24000 | 100 | | 1.5 kg
Oxford | Oxford Advanced Learner's Dictionary | 18500 | 100 | | 1.8 kg`,
  },
  'baby-mother-care': {
    code: 'BMC',
    rows: `
Pampers | Pampers Premium Care Diapers Size 4, 72 Pieces | 24500 | 100 | s | 3 kg
Molfix | Molfix Diapers Size 3 Jumbo, 82 Pieces | 16800 | 100 | | 3 kg
Huggies | Huggies Baby Wipes, Pack of 6 | 9500 | 100 | | 2 kg
Chicco | Chicco Baby Car Seat 0 to 18kg | 185000 | 40 | | 8 kg
Graco | Graco Lightweight Stroller | 225000 | 40 | o | 9 kg
Philips Avent | Philips Avent Natural Feeding Bottle Starter Set | 48000 | 35 | | 1.2 kg
Mothercare | Mothercare Baby Cot with Mattress | 165000 | 40 | | 25 kg
SMA | SMA Gold Infant Formula 900g | 19500 | 100 | | 0.9 kg
Cerelac | Nestle Cerelac Maize and Milk 1kg | 9800 | 100 | | 1 kg
Philips Avent | Philips Avent Double Electric Breast Pump with Bottles and Cool Bag | 245000 | 40 | | 2 kg`,
  },
  'health-wellness': {
    code: 'HWL',
    rows: `
Omron | Omron M2 Blood Pressure Monitor | 45000 | 35 | s | 0.5 kg
Accu-Chek | Accu-Chek Active Glucometer Kit | 28500 | 100 | | 0.3 kg
Seven Seas | Seven Seas Cod Liver Oil, 120 Capsules | 12500 | 100 | | 0.2 kg
Centrum | Centrum Multivitamin, 100 Tablets | 21000 | 100 | | 0.2 kg
American Fitness | American Fitness Motorised Treadmill 2.5HP with Incline and Heart Rate Monitor | 685000 | 50 | | 75 kg
Decathlon | Decathlon Yoga Mat 8mm | 18500 | 100 | | 1 kg
Decathlon | Decathlon Adjustable Dumbbells 20kg Set | 65000 | 35 | o | 20 kg
Omron | Omron Nebulizer | 78000 | 35 | | 2 kg
Emzor | Emzor First Aid Kit | 15000 | 100 | | 1 kg
Xiaomi | Xiaomi Smart Body Scale | 25000 | 100 | | 1.5 kg`,
  },
});
