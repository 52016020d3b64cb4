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
Nivea | Nivea Perfect and Radiant Body Lotion 400ml | 5800 | 100 | | 0.45 kg
Nivea | Nivea Men Fresh Active Shower Gel 500ml | 5500 | 100 | | 0.55 kg
Nivea | Nivea Pearl and Beauty Roll-on 50ml, Pack of 3 | 6800 | 100 | s | 0.3 kg
Nivea | Nivea Nourishing Cocoa Body Lotion {200ml; 400ml} | {3200; 5800} | 100 | | {0.25; 0.45} kg
Nivea | Nivea Lip Care Original, Pack of 2 | 3600 | 100 | | 0.05 kg
Vaseline | Vaseline Blue Seal Petroleum Jelly {100ml; 250ml} | {1800; 3500} | 100 | | {0.12; 0.28} kg
Vaseline | Vaseline Men Body Lotion 400ml | 5200 | 100 | | 0.45 kg
Vaseline | Vaseline Lip Therapy Cocoa Butter 20g | 2200 | 100 | | 0.03 kg
Dudu-Osun | Dudu-Osun Black Soap Single Bar 150g | 750 | 100 | | 0.15 kg
Premier | Premier Cool Soap, Pack of 12 | 9500 | 100 | | 1.8 kg
Joy | Joy Beauty Soap Family Pack, Pack of 6 | 4200 | 100 | | 0.9 kg
Lux | Lux Soft Touch Soap 150g, Pack of 6 | 4800 | 100 | | 0.9 kg
Dettol | Dettol Original Soap 175g, Pack of 4 | 5200 | 100 | s | 0.7 kg
Tura | Tura Germicidal Soap, Pack of 6 | 3900 | 100 | | 0.9 kg
Close Up | Close Up Red Hot Toothpaste 140g | 1100 | 100 | | 0.16 kg
Oral-B | Oral-B Complete Toothpaste 140g, Pack of 3 | 3800 | 100 | | 0.5 kg
Oral-B | Oral-B Manual Toothbrush, Pack of 6 | 3600 | 100 | | 0.2 kg
Oral-B | Oral-B Vitality Pro Electric Toothbrush | 32000 | 100 | | 0.3 kg
Macleans | Macleans Freshmint Toothpaste 150g | 1500 | 100 | o | 0.17 kg
Pepsodent | Pepsodent Germicheck Toothpaste 140g, Pack of 12 | 11500 | 100 | | 1.9 kg
Listerine | Listerine Cool Mint Mouthwash 500ml | 5500 | 100 | | 0.55 kg
Gillette | Gillette Mach3 Razor with 4 Blades | 14500 | 100 | | 0.2 kg
Gillette | Gillette Blue II Disposable Razors, Pack of 10 | 4500 | 100 | | 0.15 kg
Gillette | Gillette Fusion5 Razor Blades, Pack of 4 | 18500 | 100 | | 0.1 kg
Philips | Philips OneBlade Trimmer | 48000 | 35 | s | 0.3 kg
Philips | Philips Hair Dryer 2100W | 32000 | 100 | | 0.8 kg
Remington | Remington Beard Trimmer | 28500 | 100 | | 0.4 kg
Braun | Braun Series 5 Electric Shaver | 98000 | 35 | | 0.6 kg
Always | Always Ultra Sanitary Pads Thick, Pack of 8 | 1800 | 100 | | 0.15 kg
Always | Always Maxi Thick Pads, Carton of 24 | 28500 | 100 | | 3.5 kg
Molped | Molped Ultra Thin Sanitary Pads, Pack of 10 | 1200 | 100 | | 0.1 kg
Rexona | Rexona Women Roll-on 50ml, Pack of 3 | 6500 | 100 | | 0.3 kg
Rexona | Rexona Men Antiperspirant Spray 150ml | 3800 | 100 | | 0.2 kg
Sure | Sure Men Deodorant Spray 250ml | 4500 | 100 | | 0.3 kg
Enchanteur | Enchanteur Perfumed Talc 250g | 3200 | 100 | | 0.3 kg
Cussons | Cussons Imperial Leather Shower Gel 500ml | 4500 | 100 | | 0.55 kg
Cussons | Cussons Carex Hand Sanitiser 300ml | 2800 | 100 | s | 0.35 kg
Dove | Dove Men+Care Body Wash 400ml | 6500 | 100 | | 0.45 kg
Neutrogena | Neutrogena Oil-Free Acne Wash 200ml | 12500 | 100 | | 0.25 kg
Palmer's | Palmer's Cocoa Butter Formula Lotion 400ml | 9500 | 100 | | 0.45 kg
Cetaphil | Cetaphil Gentle Skin Cleanser 500ml | 18500 | 100 | | 0.55 kg
Jergens | Jergens Original Scent Lotion 600ml | 8500 | 100 | | 0.65 kg
St. Ives | St. Ives Apricot Face Scrub 170g | 6800 | 100 | | 0.2 kg
Clere | Clere Glycerine Body Lotion 400ml | 3500 | 100 | o | 0.45 kg`,
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
Ludo King | Wooden Ludo and Draughts Set | 9500 | 100 | | 1 kg
Lego | Lego City Police Station, 668 Pieces | 135000 | 40 | | 2 kg
Lego | Lego Duplo Number Train | 42000 | 35 | s | 1 kg
Lego | Lego Technic Bugatti Bolide, 905 Pieces | 95000 | 35 | | 1.2 kg
Hot Wheels | Hot Wheels City Ultimate Garage Playset | 165000 | 40 | | 6 kg
Hot Wheels | Hot Wheels Basic Cars, Pack of 5 | 9500 | 100 | | 0.3 kg
Barbie | Barbie Fashionista Doll | 18500 | 100 | | 0.4 kg
Barbie | Barbie Dream Camper | 125000 | 40 | o | 4 kg
Queens of Africa | Queens of Africa Nneka Doll | 22000 | 100 | | 0.5 kg
Queens of Africa | Queens of Africa Azeezah Doll | 22000 | 100 | s | 0.5 kg
Fisher-Price | Fisher-Price Rock-a-Stack | 8500 | 100 | | 0.5 kg
Fisher-Price | Fisher-Price Baby Gym Play Mat | 48000 | 35 | | 2 kg
Scrabble | Scrabble Original Board Game | 28000 | 100 | | 1.2 kg
Jenga | Jenga Classic Game | 15500 | 100 | | 1 kg
Uno | Uno Card Game, Pack of 2 | 7500 | 100 | | 0.2 kg
Kiddies Ride | Kiddies Ride Children's Bicycle 16-inch | 65000 | 35 | | 10 kg
Kiddies Ride | Kiddies Ride Kick Scooter with LED Wheels | 28000 | 100 | | 3 kg
VTech | VTech Kidizoom Camera | 55000 | 35 | | 0.5 kg
Nerf | Nerf N-Strike Disruptor Blaster | 22000 | 100 | | 0.8 kg
Rubik's | Rubik's Cube Original | 8500 | 100 | | 0.2 kg
Crayola | Crayola Inspiration Art Case, 140 Pieces | 28500 | 100 | | 1.5 kg`,
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
Remington | Remington Ceramic Hair Straightener | 38000 | 35 | | 0.5 kg
House of Tara | House of Tara Foundation Stick | 12500 | 100 | | 0.05 kg
House of Tara | House of Tara Setting Powder | 9800 | 100 | s | 0.05 kg
Zaron | Zaron Liquid Foundation 30ml | 11500 | 100 | | 0.1 kg
Zaron | Zaron Eyeshadow Palette | 15000 | 100 | | 0.1 kg
Zaron | Zaron Oud Perfume for Men 100ml | 28500 | 100 | | 0.4 kg
Arami | Arami Essentials African Black Soap 200g | 6500 | 100 | | 0.2 kg
Arami | Arami Essentials Hair Growth Oil 100ml | 9500 | 100 | | 0.15 kg
Nivea | Nivea Soft Moisturising Cream 200ml | 6500 | 100 | | 0.25 kg
Maybelline | Maybelline Lash Sensational Mascara | 8500 | 100 | | 0.05 kg
Maybelline | Maybelline SuperStay Matte Ink Lipstick | 9500 | 100 | s | 0.05 kg
Maybelline | Maybelline Fit Me Pressed Powder | 7800 | 100 | | 0.05 kg
L'Oreal | L'Oreal Elvive Total Repair Shampoo 400ml | 7500 | 100 | | 0.45 kg
L'Oreal | L'Oreal True Match Foundation 30ml | 18500 | 100 | o | 0.1 kg
Fenty Beauty | Fenty Beauty Gloss Bomb Lip Luminizer | 32000 | 100 | | 0.05 kg
Fenty Beauty | Fenty Beauty Killawatt Highlighter | 45000 | 35 | | 0.05 kg
The Ordinary | The Ordinary Hyaluronic Acid Serum 30ml | 16500 | 100 | | 0.1 kg
CeraVe | CeraVe Moisturising Cream 340g | 28500 | 100 | s | 0.4 kg
CeraVe | CeraVe Hydrating Facial Cleanser 236ml | 22000 | 100 | | 0.3 kg
Dark and Lovely | Dark and Lovely Hair Relaxer Kit | 4500 | 100 | | 0.3 kg
ORS | ORS Olive Oil Hair Lotion 250ml | 5800 | 100 | | 0.3 kg
Cantu | Cantu Shea Butter Leave-in Conditioning Cream 340g | 12500 | 100 | | 0.4 kg
Darling | Darling Super Star Braids, Pack of 3 | 4500 | 100 | | 0.3 kg
Darling | Darling Human Hair Wig 16-inch | 185000 | 40 | | 0.3 kg
X-pression | X-pression Ultra Braid, Pack of 6 | 6500 | 100 | | 0.6 kg
Black Opal | Black Opal True Colour Foundation 30ml | 16500 | 100 | | 0.1 kg
Sleek | Sleek MakeUp i-Divine Eyeshadow Palette | 12500 | 100 | o | 0.1 kg
Sleek | Sleek MakeUp Face Form Contour Kit | 11500 | 100 | | 0.1 kg
Dior | Dior Sauvage Eau de Toilette 100ml | 245000 | 40 | | 0.4 kg
Chanel | Chanel Coco Mademoiselle Eau de Parfum 100ml | 325000 | 45 | | 0.4 kg
Lattafa | Lattafa Asad Eau de Parfum 100ml | 38000 | 35 | s | 0.4 kg
Carolina Herrera | Carolina Herrera Good Girl Eau de Parfum 80ml | 235000 | 40 | | 0.4 kg
Remington | Remington Hair Dryer 2200W | 38000 | 100 | | 0.7 kg
Babyliss | Babyliss Curling Tong 25mm | 32000 | 100 | | 0.4 kg
Olay | Olay Regenerist Night Cream 50ml | 28500 | 100 | | 0.2 kg
Garnier | Garnier Even and Matte Vitamin C Serum 30ml | 9500 | 100 | | 0.1 kg`,
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
Bata | Bata Men's Leather Oxford Shoes | 42000 | 35 | | 1.1 kg
Nike | Nike Air Force 1 Sneakers White {UK 8; UK 9; UK 10} | 145000 | 40 | {; s; o} | 1.2 kg
Nike | Nike Dri-FIT Running T-shirt | 28000 | 100 | | 0.2 kg
Nike | Nike Brasilia Backpack | 45000 | 35 | | 0.6 kg
Adidas | Adidas Samba OG Sneakers {UK 7; UK 9} | 135000 | 40 | | 1.1 kg
Adidas | Adidas Adilette Slides | 32000 | 100 | s | 0.5 kg
Adidas | Adidas Essentials Track Pants | 42000 | 100 | | 0.4 kg
Puma | Puma Smash v2 Sneakers | 58000 | 35 | | 1 kg
Puma | Puma Essentials Hoodie | 45000 | 100 | o | 0.7 kg
Bata | Bata Ladies Court Shoes | 28500 | 100 | | 0.7 kg
Bata | Bata Men's Leather Sandals | 24000 | 100 | | 0.6 kg
Bata | Bata School Shoes for Boys | 15500 | 100 | | 0.6 kg
Clarks | Clarks Desert Boots | 125000 | 40 | | 1.2 kg
Orange Culture | Orange Culture Wide-leg Trousers | 65000 | 35 | | 0.5 kg
Orange Culture | Orange Culture Printed Bomber Jacket | 95000 | 35 | o | 0.8 kg
Adire Lagos | Adire Lagos Women's Adire Kimono | 38000 | 100 | s | 0.4 kg
Adire Lagos | Adire Lagos Men's Agbada Set | 125000 | 40 | | 1.5 kg
Adire Lagos | Adire Lagos Senator Kaftan {Black; Wine; Navy} | 48000 | 35 | | 0.8 kg
Aso Oke House | Aso Oke House Men's Fila Cap | 8500 | 100 | | 0.1 kg
Aso Oke House | Aso Oke House Bridal Aso Oke Set | 165000 | 40 | | 1.2 kg
Lisa Folawiyo | Lisa Folawiyo Ankara Pencil Skirt | 95000 | 35 | | 0.4 kg
Mai Atafo | Mai Atafo Three-piece Wedding Suit | 650000 | 50 | | 2 kg
Lagos Leather | Lagos Leather Handmade Men's Loafers | 55000 | 35 | | 1 kg
Lagos Leather | Lagos Leather Women's Handbag | 48000 | 35 | | 0.8 kg
Zara | Zara Linen Blend Shirt | 38000 | 100 | | 0.3 kg
Zara | Zara Slim Fit Chinos | 42000 | 100 | | 0.5 kg
Zara | Zara Midi Satin Dress | 58000 | 35 | | 0.4 kg
H&M | H&M Cotton T-shirts, Pack of 3 | 18500 | 100 | | 0.5 kg
Levi's | Levi's 511 Slim Jeans | 65000 | 35 | | 0.7 kg
Casio | Casio Classic Digital Watch | 22000 | 100 | s | 0.1 kg
Casio | Casio Edifice Chronograph Watch | 145000 | 40 | | 0.2 kg
Michael Kors | Michael Kors Jet Set Tote Bag | 325000 | 45 | | 1 kg
Ray-Ban | Ray-Ban Wayfarer Sunglasses | 135000 | 40 | | 0.2 kg
Polo Ralph Lauren | Polo Ralph Lauren Custom Fit Polo Shirt | 85000 | 35 | | 0.3 kg
Tommy Hilfiger | Tommy Hilfiger Leather Belt | 48000 | 100 | | 0.3 kg
Crocs | Crocs Classic Clog | 55000 | 35 | | 0.6 kg`,
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
Dettol | Dettol Antiseptic Liquid 750ml | 6800 | 100 | | 0.8 kg
Ariel | Ariel Washing Powder {500g; 1kg; 5kg} | {2200; 4100; 18500} | 100 | {; s; } | {0.5; 1; 5} kg
Omo | Omo Multi-active Detergent {400g; 900g; 2kg} | {1500; 3200; 6800} | 100 | | {0.4; 0.9; 2} kg
Sunlight | Sunlight Lemon Detergent {900g; 5kg} | {3000; 15500} | 100 | | {0.9; 5} kg
Viva | Viva Plus Detergent {1kg; 2kg} | {3400; 6500} | 100 | {; o} | {1; 2} kg
Klin | Klin Detergent 900g, Pack of 6 | 16800 | 100 | | 5.5 kg
Morning Fresh | Morning Fresh Lemon Dishwashing Liquid {450ml; 3.5L} | {1800; 9500} | 100 | | {0.5; 3.5} kg
Mama Lemon | Mama Lemon Dishwashing Liquid 750ml, Pack of 6 | 11500 | 100 | | 4.5 kg
Hypo | Hypo Toilet Cleaner {500ml; 1L} | {1500; 2600} | 100 | | {0.5; 1} kg
Hypo | Hypo Multi-purpose Bleach 5L | 6800 | 100 | | 5 kg
Jik | Jik Bleach {500ml; 1L} | {1200; 2100} | 100 | | {0.5; 1} kg
Harpic | Harpic Power Plus Toilet Cleaner 500ml | 2800 | 100 | s | 0.5 kg
Dettol | Dettol Antiseptic Liquid {250ml; 2L} | {2800; 16500} | 100 | | {0.3; 2} kg
Dettol | Dettol Multi-surface Cleaner 500ml | 3500 | 100 | | 0.5 kg
Rose | Rose Plus Toilet Tissue, Pack of {10; 24} | {2600; 5900} | 100 | | {1; 2} kg
Softcare | Softcare Kitchen Towels, Pack of 4 | 3800 | 100 | | 1 kg
Mr Muscle | Mr Muscle Glass Cleaner 500ml | 3200 | 100 | | 0.5 kg
Raid | Raid Multi-insect Killer 300ml | 2800 | 100 | | 0.3 kg
Baygon | Baygon Insecticide Spray 600ml | 3400 | 100 | o | 0.6 kg
Good Knight | Good Knight Mosquito Coils, Pack of 10 | 1500 | 100 | | 0.5 kg
Air Wick | Air Wick Air Freshener Spray 300ml | 3900 | 100 | | 0.3 kg
Glade | Glade Automatic Spray Refill 269ml | 4800 | 100 | | 0.3 kg
Downy | Downy Fabric Softener {1L; 2L} | {5500; 9800} | 100 | {s; } | {1; 2} kg
Comfort | Comfort Fabric Conditioner 800ml | 3800 | 100 | | 1 kg
Scotch-Brite | Scotch-Brite Scrub Sponges, Pack of 6 | 2500 | 100 | | 0.2 kg
Hefty | Hefty Refuse Bags 50L, 30 Bags | 5500 | 100 | | 1 kg
Kleenex | Kleenex Facial Tissue, Box of 5 | 6500 | 100 | | 1 kg`,
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
Boya | Boya Lavalier Microphone | 12500 | 100 | | 0.1 kg
Yamaha | Yamaha F310 Acoustic Guitar | 115000 | 35 | | 3 kg
Yamaha | Yamaha P-145 Digital Piano | 585000 | 45 | | 12 kg
Casio | Casio CT-S300 Keyboard | 185000 | 40 | s | 4 kg
DStv | DStv Compact 1-Month Subscription Voucher | 19000 | 100 | | 0 kg
Spotify | Spotify Premium 6-Month Gift Card | 18000 | 100 | | 0 kg
Sony | Sony ZV-E10 Vlogging Camera Kit | 785000 | 50 | | 1 kg
Boya | Boya BY-WM4 Wireless Microphone Kit | 55000 | 35 | | 0.3 kg
Epson | Epson EF-12 Mini Laser Projector | 985000 | 50 | o | 2.5 kg`,
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
Oxford | Oxford Advanced Learner's Dictionary | 18500 | 100 | | 1.8 kg
Farafina | Chimamanda Ngozi Adichie: Purple Hibiscus | 9500 | 100 | | 0.4 kg
Farafina | Chimamanda Ngozi Adichie: Dream Count | 18500 | 100 | s | 0.6 kg
Heinemann | Chinua Achebe: Arrow of God | 7500 | 100 | | 0.3 kg
Heinemann | Chinua Achebe: No Longer at Ease | 6500 | 100 | | 0.3 kg
Cassava Republic | Cassava Republic: Teju Cole, Every Day Is for the Thief | 8500 | 100 | | 0.3 kg
Ouida Books | Ouida Books: Ayobami Adebayo, Stay With Me | 9500 | 100 | o | 0.4 kg
Penguin | Wole Soyinka: Chronicles from the Land of the Happiest People on Earth | 15500 | 100 | | 0.6 kg
Kachifo | Kachifo: Chigozie Obioma, The Fishermen | 9800 | 100 | | 0.4 kg
Narrative Landscape | Narrative Landscape: Leye Adenle, Easy Motion Tourist | 7800 | 100 | | 0.3 kg
Evans | Evans: M. F. Macrae, New General Mathematics for Senior Secondary Schools 1 | 6500 | 100 | | 0.6 kg`,
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
Philips Avent | Philips Avent Double Electric Breast Pump with Bottles and Cool Bag | 245000 | 40 | | 2 kg
Pampers | Pampers Premium Care Diapers Size {2; 3; 5}, {94; 80; 60} Pieces | 24500 | 100 | {; s; } | 3 kg
Pampers | Pampers Baby-Dry Diapers Size {3; 4}, {50; 44} Pieces | 12500 | 100 | | 2 kg
Molfix | Molfix Diapers Size {4; 5} Jumbo, {72; 62} Pieces | 16800 | 100 | {; o} | 3 kg
Huggies | Huggies Dry Comfort Diapers Size 3, 70 Pieces | 18500 | 100 | | 3 kg
Huggies | Huggies Pure Baby Wipes, Pack of 3 | 5200 | 100 | | 1 kg
Johnson's | Johnson's Baby Lotion {200ml; 500ml} | {3200; 6500} | 100 | | {0.25; 0.55} kg
Johnson's | Johnson's Baby Powder 500g | 4500 | 100 | s | 0.55 kg
Johnson's | Johnson's Baby Shampoo 500ml | 5800 | 100 | | 0.55 kg
Cussons | Cussons Baby Jelly 250ml | 2600 | 100 | | 0.3 kg
Cussons | Cussons Baby Bath 500ml | 3800 | 100 | | 0.55 kg
Nestle | Nestle NAN Optipro 1 Infant Formula 400g | 12500 | 100 | | 0.45 kg
SMA | SMA Gold Follow-on Formula 900g | 19500 | 100 | | 0.9 kg
Aptamil | Aptamil 1 First Infant Milk 800g | 28500 | 100 | o | 0.85 kg
Cerelac | Nestle Cerelac Wheat and Milk 1kg | 9800 | 100 | | 1 kg
Philips Avent | Philips Avent Anti-colic Bottles, Pack of 3 | 32000 | 100 | | 0.6 kg
Philips Avent | Philips Avent Bottle Steriliser | 85000 | 35 | | 2 kg
Tommee Tippee | Tommee Tippee Sippy Cups, Pack of 2 | 9500 | 100 | | 0.3 kg
Chicco | Chicco Baby Bouncer | 98000 | 35 | s | 4 kg
Chicco | Chicco High Chair | 145000 | 40 | | 9 kg
Graco | Graco Travel System Stroller with Car Seat | 385000 | 40 | | 14 kg
Mothercare | Mothercare Baby Carrier | 65000 | 35 | | 1 kg
Mothercare | Mothercare Nursing Pillow | 28500 | 100 | | 1 kg
Mothercare | Mothercare Baby Bath Tub | 22000 | 100 | | 2 kg
Lansinoh | Lansinoh Nursing Pads, Pack of 60 | 12500 | 100 | | 0.3 kg`,
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
Xiaomi | Xiaomi Smart Body Scale | 25000 | 100 | | 1.5 kg
Omron | Omron M3 Comfort Blood Pressure Monitor | 68000 | 35 | | 0.6 kg
Omron | Omron Digital Thermometer | 6500 | 100 | | 0.05 kg
Accu-Chek | Accu-Chek Active Test Strips, Pack of 50 | 18500 | 100 | s | 0.1 kg
Accu-Chek | Accu-Chek Instant Glucometer | 32000 | 100 | | 0.3 kg
Seven Seas | Seven Seas Omega-3 Fish Oil, 60 Capsules | 9800 | 100 | | 0.15 kg
Centrum | Centrum Men Multivitamin, 60 Tablets | 16500 | 100 | | 0.15 kg
Vitabiotics | Vitabiotics Wellwoman, 30 Tablets | 8500 | 100 | | 0.1 kg
Vitabiotics | Vitabiotics Wellman, 30 Tablets | 8500 | 100 | | 0.1 kg
Vitabiotics | Vitabiotics Pregnacare Original, 30 Tablets | 9500 | 100 | o | 0.1 kg
Emzor | Emzor Paracetamol 500mg, 96 Tablets | 1500 | 100 | | 0.1 kg
Emzor | Emzor Vitamin C 1000mg, 20 Tablets | 2800 | 100 | | 0.1 kg
Decathlon | Decathlon Resistance Bands, Set of 3 | 9500 | 100 | | 0.3 kg
Decathlon | Decathlon Skipping Rope | 4500 | 100 | | 0.2 kg
Decathlon | Decathlon EB 120 Exercise Bike | 385000 | 40 | | 35 kg
American Fitness | American Fitness Weight Bench | 125000 | 35 | s | 25 kg
American Fitness | American Fitness Massage Chair with Heat | 1250000 | 50 | | 60 kg
Xiaomi | Xiaomi Mini Massage Gun | 45000 | 35 | | 0.5 kg
Yuwell | Yuwell Pulse Oximeter | 18500 | 100 | | 0.1 kg
Yuwell | Yuwell Oxygen Concentrator | 985000 | 50 | | 20 kg
Dr Trust | Dr Trust Electric Heating Pad | 22000 | 100 | | 0.8 kg`,
  },
});
