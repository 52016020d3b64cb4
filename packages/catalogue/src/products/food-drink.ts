import { buildProducts } from '../build-products';

export const foodDrink = buildProducts('food-drink', {
  grocery: {
    code: 'GRO',
    rows: `
Mama Gold | Mama Gold Premium Parboiled Rice 50kg | 78000 | 35 | s | 50 kg
Royal Stallion | Royal Stallion Long Grain Rice 50kg | 82000 | 35 | | 50 kg
Golden Penny | Golden Penny Semovita 10kg | 14500 | 100 | | 10 kg
Dangote | Dangote Spaghetti 500g, Carton of 20 | 19500 | 100 | | 10 kg
Indomie | Indomie Instant Noodles Chicken Flavour 70g, Carton of 40 | 11800 | 100 | s | 3 kg
Power Oil | Power Oil Pure Vegetable Oil 5L | 18500 | 100 | o | 5 kg
Dangote | Dangote Granulated Sugar 50kg | 89000 | 35 | | 50 kg
Honeywell | Honeywell Superfine Wheat Meal 10kg | 16500 | 100 | | 10 kg
Mama Gold | Mama Gold Semolina Family Pack with Recipe Booklet, 5kg, Pack of 4 | 48000 | 35 | | 20 kg
Kings | Kings Vegetable Oil 25L | 72000 | 35 | | 25 kg
Ola-Ola | Ola-Ola Poundo Yam Flour 4kg | 11500 | 100 | | 4 kg`,
  },
  confectionery: {
    code: 'CON',
    rows: `
Cadbury | Cadbury Bournvita 1kg Refill | 9800 | 100 | s | 1 kg
Beloxxi | Beloxxi Cream Crackers, Carton of 24 | 12500 | 100 | | 4 kg
Gala | Gala Sausage Roll, Pack of 24 | 7200 | 100 | | 2 kg
McVitie's | McVitie's Digestive Biscuits 400g, Pack of 6 | 16000 | 100 | | 2.4 kg
Nestle | Nestle KitKat 4 Finger, Box of 24 | 19500 | 100 | o | 1 kg
Cadbury | Cadbury Dairy Milk Chocolate 90g, Box of 12 | 24000 | 100 | | 1.1 kg
Haribo | Haribo Goldbears 160g, Pack of 10 | 18000 | 100 | | 1.6 kg
Ferrero | Ferrero Rocher 24-Piece Gift Box | 21500 | 100 | | 0.3 kg
Minimie | Minimie Chinchin 45g, Carton of 50 | 9500 | 100 | | 2.3 kg
Oja Gifts | Oja Festive Hamper of Biscuits, Chocolates and Sweets for the Whole Family | 65000 | 35 | s | 5 kg`,
  },
  beverages: {
    code: 'BEV',
    rows: `
Milo | Nestle Milo Energy Food Drink 1kg Refill | 9500 | 100 | s | 1 kg
Peak | Peak Full Cream Milk Powder 900g Tin | 11500 | 100 | | 0.9 kg
Chivita | Chivita 100% Orange Juice 1L, Pack of 10 | 22000 | 100 | | 10 kg
Hollandia | Hollandia Yoghurt Strawberry 1L, Pack of 6 | 14500 | 100 | o | 6 kg
Lipton | Lipton Yellow Label Tea, 100 Bags | 4800 | 100 | | 0.2 kg
Nescafe | Nescafe Classic Coffee 200g | 8900 | 100 | | 0.2 kg
Coca-Cola | Coca-Cola 50cl PET, Pack of 12 | 7800 | 100 | | 6.5 kg
Eva | Eva Premium Table Water 75cl, Pack of 12 | 3600 | 100 | | 9 kg
Five Alive | Five Alive Pulpy Orange 1L, Pack of 12 | 19800 | 100 | | 12 kg
Nestle | Nestle Nido Fortified Milk Powder 2.5kg Family Tin for Growing Children | 54000 | 35 | | 2.5 kg`,
  },
});
