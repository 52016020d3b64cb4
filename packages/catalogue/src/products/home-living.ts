import { buildProducts } from '../build-products';

export const homeLiving = buildProducts('home-living', {
  decor: {
    code: 'DEC',
    rows: `
Adire Lagos | Adire Indigo Cushion Covers, Set of 4 | 24000 | 100 | s | 0.8 kg
Nok Home | Nok Terracotta Table Vase | 18500 | 100 | | 1.5 kg
Homefield | Homefield Wall Clock 40cm | 15000 | 100 | | 1 kg
Kano Crafts | Kano Hand-woven Raffia Wall Baskets, Set of 3 | 32000 | 35 | | 1.2 kg
Ikea | Ikea Framed Wall Art Set | 45000 | 35 | | 3 kg
Nok Home | Nok Home Handmade Ceramic Centrepiece Bowl in Burnt Orange Glaze | 27500 | 35 | | 2 kg
Homefield | Homefield Blackout Curtains, Pair | 38000 | 35 | o | 2 kg
Philips | Philips LED Table Lamp | 22000 | 100 | | 1.2 kg
Ikea | Ikea Standing Mirror 160cm | 69000 | 35 | | 9 kg
Adire Lagos | Adire Lagos Area Rug 160 x 230cm | 85000 | 35 | | 6 kg
Adire Lagos | Adire Lagos Indigo Table Runner | 12500 | 100 | | 0.4 kg
Adire Lagos | Adire Lagos Throw Pillow {Indigo; Mustard; Terracotta} | 9500 | 100 | {s; ; } | 0.5 kg
Nok Home | Nok Home Carved Wooden Wall Mask | 28000 | 100 | | 1.5 kg
Nok Home | Nok Home Bronze Benin Head Replica | 65000 | 35 | | 3 kg
Nok Home | Nok Home Woven Storage Basket | 15500 | 100 | | 1 kg
Kano Crafts | Kano Crafts Leather Pouffe | 45000 | 35 | | 4 kg
Homefield | Homefield Sheer Curtains, Pair | 24000 | 100 | | 1 kg
Homefield | Homefield Artificial Plant in Pot 120cm | 32000 | 100 | o | 3 kg
Homefield | Homefield Photo Frame Set of 7 | 18500 | 100 | | 2 kg
Homefield | Homefield Digital Wall Clock with Date | 19500 | 100 | | 0.8 kg
Philips | Philips LED Floor Lamp | 58000 | 35 | | 5 kg
Philips | Philips Hue White and Colour Starter Kit | 145000 | 40 | | 1 kg
Ikea | Ikea Round Wall Mirror 60cm | 35000 | 35 | | 4 kg
Ikea | Ikea Scented Candles, Set of 3 | 9500 | 100 | | 1 kg
Ikea | Ikea Faux Fur Rug 80 x 150cm | 28000 | 100 | s | 1.5 kg
Craft Village | Craft Village Ankara Wall Art Canvas 60 x 90cm | 42000 | 35 | | 2 kg`,
  },
  furniture: {
    code: 'FUR',
    rows: `
Vitafoam | Vitafoam Orthopaedic Mattress 6 x 6 ft, 10 inches | 385000 | 40 | s | 30 kg
Mouka | Mouka Foam Premium Mattress 4.5 x 6 ft | 215000 | 35 | | 22 kg
Vono | Vono 3-Seater Fabric Sofa | 545000 | 45 | | 60 kg
Dufil Home | Dufil Home Six-Seater Dining Table with Glass Top and Upholstered Chairs | 720000 | 50 | | 90 kg
Vono | Vono Ergonomic Office Chair | 125000 | 35 | | 15 kg
Ikea | Ikea 3-Door Wardrobe | 365000 | 40 | o | 80 kg
Vitafoam | Vitafoam Bean Bag | 68000 | 35 | | 5 kg
Cosmo | Cosmo TV Stand 160cm | 145000 | 35 | | 35 kg
Cosmo | Cosmo Study Desk with Drawers | 98000 | 35 | | 25 kg
Mouka | Mouka Dream Pillow, Pair | 18000 | 100 | | 2 kg
Vitafoam | Vitafoam Grand Orthopaedic Mattress {3.5 x 6 ft; 4.5 x 6 ft; 6 x 6 ft; 6 x 7 ft} | {165000; 235000; 325000; 365000} | {35; 35; 40; 40} | {; s; ; } | {15; 20; 26; 30} kg
Vitafoam | Vitafoam Vitalite Mattress {3.5 x 6 ft; 4.5 x 6 ft} | {68000; 89000} | 35 | | {8; 11} kg
Vitafoam | Vitafoam Baby Cot Mattress | 28000 | 100 | | 4 kg
Mouka | Mouka Foam Regal Mattress {4.5 x 6 ft; 6 x 6 ft} | {245000; 315000} | {35; 40} | {; o} | {22; 27} kg
Mouka | Mouka Foam Classic Mattress 6 x 6 ft | 185000 | 35 | | 20 kg
Winco | Winco Spring Mattress 6 x 6 ft | 425000 | 40 | | 35 kg
Vono | Vono {2-Seater; 5-Seater L-Shaped} Fabric Sofa | {385000; 895000} | {40; 50} | | {45; 110} kg
Vono | Vono Leather Recliner Armchair | 465000 | 40 | s | 40 kg
Vono | Vono Executive Office Chair with Headrest | 215000 | 40 | | 18 kg
Vono | Vono Plastic Chairs, Pack of 4 | 48000 | 100 | | 12 kg
Vono | Vono Visitor Chair | 48000 | 100 | | 8 kg
Cosmo | Cosmo {4-Seater; 8-Seater} Dining Set | {285000; 645000} | {35; 45} | | {55; 110} kg
Cosmo | Cosmo Coffee Table with Glass Top | 85000 | 35 | | 20 kg
Cosmo | Cosmo Bookshelf with 5 Shelves | 65000 | 35 | | 22 kg
Cosmo | Cosmo Shoe Rack with Doors | 45000 | 35 | | 15 kg
Cosmo | Cosmo Wooden Bed Frame {4 x 6 ft; 6 x 6 ft} | {165000; 245000} | {35; 40} | | {45; 60} kg
Cosmo | Cosmo Bedside Table | 38000 | 100 | | 10 kg
Cosmo | Cosmo Computer Table | 55000 | 35 | | 18 kg
Ikea | Ikea 2-Door Wardrobe | 245000 | 40 | | 55 kg
Ikea | Ikea Chest of 6 Drawers | 185000 | 40 | | 45 kg
Ikea | Ikea Folding Study Table | 42000 | 100 | | 12 kg
Ikea | Ikea Kids Table and Chairs Set | 55000 | 35 | | 10 kg
Dufil Home | Dufil Home Glass Centre Table | 125000 | 35 | | 30 kg
Dufil Home | Dufil Home Console Table with Mirror | 185000 | 40 | | 35 kg
Royal Interiors | Royal Interiors Velvet Accent Chair | 145000 | 35 | s | 18 kg
Royal Interiors | Royal Interiors Upholstered King Bed 6 x 6 ft | 685000 | 50 | | 90 kg
Royal Interiors | Royal Interiors 7-Seater Sectional Sofa with Ottoman | 1250000 | 50 | o | 150 kg`,
  },
  'bed-bath': {
    code: 'BED',
    rows: `
Adire Lagos | Adire Lagos Cotton Bedsheet Set with 4 Pillowcases, 6 x 6 ft, Indigo | 42000 | 35 | s | 2 kg
Vitafoam | Vitafoam Duvet, King Size | 38500 | 35 | | 3 kg
Homefield | Homefield Bath Towel Set of 4 | 19500 | 100 | | 2 kg
Mouka | Mouka Mattress Protector 6 x 6 ft | 24000 | 100 | | 1.5 kg
Homefield | Homefield Shower Curtain with Hooks | 9500 | 100 | | 0.8 kg
Ikea | Ikea Bathroom Cabinet with Mirror | 85000 | 35 | o | 12 kg
Homefield | Homefield Bath Mat Set | 12500 | 100 | | 1 kg
Vitafoam | Vitafoam Fibre Pillow | 8500 | 100 | | 0.8 kg
Grohe | Grohe Rain Shower Head | 65000 | 35 | | 1.5 kg
Homefield | Homefield Laundry Basket | 14000 | 100 | | 1 kg
Adire Lagos | Adire Lagos Cotton Bedsheet Set {4.5 x 6 ft; 6 x 7 ft} | {29500; 45000} | {100; 35} | | {1.5; 2.5} kg
Homefield | Homefield Duvet Set with Pillowcases {4.5 x 6 ft; 6 x 6 ft} | {38000; 45000} | 35 | {; s} | {2.5; 3} kg
Homefield | Homefield Bedspread with Pillow Shams 6 x 6 ft | 32000 | 35 | | 2 kg
Homefield | Homefield Bath Towel {Navy; White; Grey} | 6500 | 100 | | 0.6 kg
Homefield | Homefield Hand Towels, Set of 6 | 9500 | 100 | | 0.8 kg
Homefield | Homefield Bathrobe | 18500 | 100 | | 1 kg
Homefield | Homefield Toilet Seat Cover Set | 7500 | 100 | o | 0.5 kg
Vitafoam | Vitafoam Memory Foam Pillow | 18500 | 100 | s | 1 kg
Vitafoam | Vitafoam Mattress Topper 6 x 6 ft | 42000 | 35 | | 5 kg
Mouka | Mouka Waterproof Mattress Protector 4.5 x 6 ft | 19500 | 100 | | 1.2 kg
Ikea | Ikea Bathroom Shelf Unit | 28000 | 100 | | 4 kg
Ikea | Ikea Mosquito Net Canopy | 15500 | 100 | | 0.6 kg
Grohe | Grohe Bathroom Mixer Tap | 85000 | 35 | | 2 kg
Grohe | Grohe Hand Shower Set | 38000 | 100 | | 1 kg
Twyford | Twyford Close-coupled Toilet Suite | 185000 | 40 | | 35 kg
Twyford | Twyford Wash Hand Basin with Pedestal | 95000 | 35 | | 18 kg
Lorenzetti | Lorenzetti Instant Shower Water Heater | 45000 | 35 | | 2 kg
Ariston | Ariston 50L Water Heater | 165000 | 40 | | 20 kg`,
  },
  'kitchen-dining': {
    code: 'KIT',
    rows: `
Binatone | Binatone 1.5L Blender with Grinder | 48000 | 100 | s | 3 kg
Nexus | Nexus 5L Air Fryer | 89000 | 35 | | 5 kg
Silver Crest | Silver Crest 8L Pressure Cooker | 45000 | 35 | | 4 kg
Kenwood | Kenwood Stand Mixer 1000W | 265000 | 40 | | 9 kg
Tower | Tower Non-stick Pot Set, 10 Pieces | 75000 | 35 | | 7 kg
Binatone | Binatone 1.7L Electric Kettle | 19500 | 100 | | 1.2 kg
Royalford | Royalford Dinner Set, 24 Pieces | 58000 | 35 | | 8 kg
Scanfrost | Scanfrost Rice Cooker 1.8L | 42000 | 35 | o | 3 kg
Kenwood | Kenwood Food Processor with Multiple Attachments, Juicer and Citrus Press | 185000 | 40 | | 6 kg
Royalford | Royalford Stainless Steel Cutlery Set | 23000 | 100 | | 2 kg
Binatone | Binatone Table Blender {1.25L; 2L} | {32000; 42000} | 100 | | {2.5; 3} kg
Binatone | Binatone Toaster 2-Slice | 22000 | 100 | | 1.5 kg
Binatone | Binatone Sandwich Maker | 18500 | 100 | s | 1.5 kg
Binatone | Binatone Hand Mixer 300W | 19500 | 100 | | 1 kg
Binatone | Binatone 10L Deep Fryer | 38000 | 100 | s | 4 kg
Nexus | Nexus {3.5L; 8L} Air Fryer | {65000; 115000} | 35 | {; s} | {4; 7} kg
Nexus | Nexus 1.7L Cordless Kettle | 18500 | 100 | | 1.2 kg
Nexus | Nexus Electric Grill with Lid | 42000 | 100 | | 4 kg
Silver Crest | Silver Crest Blender {2L; 3L} with Mill | {28000; 36000} | 100 | {s; } | {3; 3.5} kg
Silver Crest | Silver Crest 6L Air Fryer | 78000 | 35 | | 6 kg
Silver Crest | Silver Crest Electric Yam Pounder | 125000 | 35 | | 8 kg
Silver Crest | Silver Crest Electric Pot 3L | 19500 | 100 | | 2 kg
Kenwood | Kenwood Blender 1.5L with Mill | 68000 | 35 | | 4 kg
Kenwood | Kenwood 1.7L Stainless Steel Kettle | 42000 | 100 | | 1.5 kg
Kenwood | Kenwood Juicer 400W | 85000 | 35 | | 4 kg
Kenwood | Kenwood Toaster 4-Slice | 48000 | 100 | | 2.5 kg
Tower | Tower Non-stick Frying Pan {24cm; 28cm} | {14500; 18500} | 100 | | {1; 1.3} kg
Tower | Tower Cast Iron Casserole 5L | 65000 | 35 | | 5 kg
Tower | Tower Stainless Steel Stock Pot 12L | 38000 | 100 | | 3 kg
Royalford | Royalford Stainless Steel Pot Set, 12 Pieces | 65000 | 35 | | 8 kg
Royalford | Royalford Glass Tumblers, Set of 6 | 8500 | 100 | | 2 kg
Royalford | Royalford Vacuum Flask {1L; 2L} | {9500; 14500} | 100 | | {0.8; 1.2} kg
Royalford | Royalford Knife Set with Block, 6 Pieces | 19500 | 100 | o | 2 kg
Royalford | Royalford Food Warmer Set, 3 Pieces | 38000 | 35 | | 5 kg
Royalford | Royalford Serving Bowls, Set of 5 | 14500 | 100 | | 2 kg
Scanfrost | Scanfrost 1.5L Blender with Mill | 29500 | 100 | | 3 kg
Scanfrost | Scanfrost Electric Hot Plate Double Burner | 22000 | 100 | | 3 kg
Master Chef | Master Chef Aluminium Cooking Pots, Set of 6 | 45000 | 35 | | 6 kg
Lock & Lock | Lock & Lock Food Containers, Set of 10 | 24500 | 100 | s | 2 kg
Lock & Lock | Lock & Lock Lunch Box with Bag | 9500 | 100 | | 0.6 kg
Tupperware | Tupperware Water Bottles 1L, Set of 4 | 18000 | 100 | | 1 kg
Tefal | Tefal Non-stick Cookware Set, 10 Pieces | 145000 | 40 | | 8 kg
Tefal | Tefal Pressure Cooker 6L | 95000 | 35 | | 5 kg
Pyrex | Pyrex Glass Baking Dishes, Set of 3 | 22000 | 100 | | 3 kg
Luminarc | Luminarc Dinner Set, 18 Pieces | 42000 | 35 | | 7 kg
Corelle | Corelle Dinnerware Set, 16 Pieces | 85000 | 35 | | 5 kg
QASA | QASA Electric Pressure Cooker 6L | 68000 | 35 | | 6 kg
Century | Century Gas Cylinder {6kg; 12.5kg} | {38000; 62000} | 100 | | {8; 14} kg
Ikea | Ikea Kitchen Utensil Set, 5 Pieces | 12500 | 100 | | 1 kg
Ikea | Ikea Dish Drying Rack | 14500 | 100 | | 2 kg
Philips | Philips Airfryer XXL | 345000 | 40 | | 8 kg
Philips | Philips Daily Collection Blender 2L | 55000 | 35 | | 3.5 kg
Philips | Philips Drip Coffee Maker | 65000 | 35 | | 2.5 kg
Nespresso | Nespresso Essenza Mini Coffee Machine | 185000 | 40 | o | 3 kg`,
  },
  'garden-outdoor': {
    code: 'GRD',
    rows: `
Lifan | Lifan Petrol Lawn Mower | 285000 | 40 | | 28 kg
Keter | Keter Outdoor Patio Set, 4 Chairs and Table | 215000 | 35 | s | 25 kg
Gardena | Gardena 30m Garden Hose with Spray Nozzle | 35000 | 100 | | 3 kg
Total | Total Garden Tool Set, 10 Pieces | 28500 | 100 | | 4 kg
Lontor | Lontor Solar Flood Light 200W | 38000 | 100 | | 2 kg
Keter | Keter Outdoor Storage Box 270L | 98000 | 35 | o | 12 kg
Ingco | Ingco Pressure Washer 1400W | 125000 | 35 | | 8 kg
Greenlife | Greenlife Potted Snake Plant | 12000 | 100 | | 3 kg
Total | Total Cordless Hedge Trimmer with Battery and Fast Charger Included | 78000 | 35 | | 3 kg
Keter | Keter Garden Bench | 85000 | 35 | | 10 kg
Keter | Keter Rattan Outdoor Chairs, Pair | 125000 | 35 | | 12 kg
Keter | Keter Sun Lounger | 85000 | 35 | s | 10 kg
Gardena | Gardena Garden Hose {15m; 50m} | {22000; 55000} | 100 | | {1.5; 5} kg
Total | Total Wheelbarrow | 45000 | 100 | | 18 kg
Total | Total Garden Sprayer 16L | 18500 | 100 | | 2 kg
Lontor | Lontor Solar Street Light {100W; 300W} | {28000; 65000} | 100 | | {2; 4} kg
Greenlife | Greenlife Potted Areca Palm | 18000 | 100 | o | 6 kg
Greenlife | Greenlife Organic Compost 25kg | 9500 | 100 | | 25 kg
Bestway | Bestway Inflatable Family Pool 3m | 65000 | 35 | | 8 kg
Campingaz | Campingaz Charcoal Barbecue Grill | 55000 | 35 | | 9 kg`,
  },
  'home-improvement': {
    code: 'HIM',
    rows: `
Ingco | Ingco Cordless Drill 20V with 2 Batteries | 65000 | 35 | s | 2.5 kg
Total | Total Tool Box, 108 Pieces | 55000 | 35 | | 6 kg
Dulux | Dulux Weatherguard Paint 20L, Brilliant White | 68000 | 35 | | 22 kg
Luminous | Luminous 2.5kVA Inverter with 2 Tubular Batteries | 1150000 | 50 | | 95 kg
Felicity | Felicity 200Ah Solar Battery | 385000 | 40 | o | 60 kg
Schneider | Schneider Surge Protector Extension Box | 18500 | 100 | | 1 kg
Philips | Philips LED Bulbs 9W, Pack of 10 | 15000 | 100 | | 0.5 kg
Jinko | Jinko 550W Monocrystalline Solar Panel for Home and Office Installations | 245000 | 40 | | 28 kg
Yale | Yale Digital Door Lock | 175000 | 40 | | 3 kg
Ingco | Ingco Angle Grinder 750W | 38000 | 100 | | 2 kg
Ingco | Ingco Impact Drill 850W | 42000 | 100 | | 3 kg
Ingco | Ingco Screwdriver Set, 32 Pieces | 12500 | 100 | | 1 kg
Ingco | Ingco Digital Multimeter | 15500 | 100 | | 0.4 kg
Total | Total Aluminium Ladder with 6 Steps | 65000 | 35 | | 9 kg
Total | Total Inverter Welding Machine | 125000 | 35 | o | 12 kg
Dulux | Dulux Vinyl Silk Emulsion {4L; 20L} | {19500; 72000} | {100; 35} | | {5; 22} kg
Dulux | Dulux Gloss Paint 4L | 22500 | 100 | | 5 kg
Berger | Berger Luxol Gloss Paint 4L | 18500 | 100 | | 5 kg
Meyer | Meyer Emulsion Paint 20L | 48000 | 35 | s | 22 kg
Luminous | Luminous {1.5kVA 12V; 5kVA 48V} Inverter | {385000; 985000} | {40; 50} | | {15; 35} kg
Luminous | Luminous 220Ah Tubular Battery | 385000 | 40 | | 62 kg
Felicity | Felicity {100Ah; 150Ah} Solar Battery | {185000; 285000} | {35; 40} | | {30; 45} kg
Felicity | Felicity 5kVA Hybrid Inverter | 685000 | 45 | | 25 kg
Felicity | Felicity 60A MPPT Charge Controller | 125000 | 35 | | 4 kg
Jinko | Jinko 450W Solar Panel | 185000 | 35 | s | 24 kg
EcoFlow | EcoFlow River 2 Pro Portable Power Station | 585000 | 45 | | 8 kg
Schneider | Schneider 13A Double Switched Socket | 6500 | 100 | | 0.2 kg
Schneider | Schneider 8-Way Distribution Board | 48000 | 100 | | 3 kg
Philips | Philips LED Bulbs 15W, Pack of 6 | 12500 | 100 | | 0.5 kg
Philips | Philips LED Batten Light 4ft, Pack of 4 | 24000 | 100 | | 2 kg
Nigerchin | Nigerchin 2.5mm Cable Coil 100m | 68000 | 35 | | 22 kg
Coleman | Coleman 1.5mm Cable Coil 100m | 42000 | 100 | | 14 kg
Yale | Yale Padlock, Pack of 3 | 14500 | 100 | | 1 kg
Yale | Yale Smart Safe | 215000 | 40 | | 18 kg
Hikvision | Hikvision 4-Camera CCTV Kit | 285000 | 40 | | 6 kg
Bosch | Bosch Cordless Drill 18V | 145000 | 40 | | 2 kg
Bosch | Bosch Laser Measure 40m | 55000 | 35 | o | 0.2 kg`,
  },
});
