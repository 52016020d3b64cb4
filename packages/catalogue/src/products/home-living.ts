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
Adire Lagos | Adire Lagos Area Rug 160 x 230cm | 85000 | 35 | | 6 kg`,
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
Mouka | Mouka Dream Pillow, Pair | 18000 | 100 | | 2 kg`,
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
Homefield | Homefield Laundry Basket | 14000 | 100 | | 1 kg`,
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
Royalford | Royalford Stainless Steel Cutlery Set | 23000 | 100 | | 2 kg`,
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
Keter | Keter Garden Bench | 85000 | 35 | | 10 kg`,
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
Ingco | Ingco Angle Grinder 750W | 38000 | 100 | | 2 kg`,
  },
});
