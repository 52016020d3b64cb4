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
Ola-Ola | Ola-Ola Poundo Yam Flour 4kg | 11500 | 100 | | 4 kg
Mama Gold | Mama Gold Premium Parboiled Rice {5kg; 10kg; 25kg} | {9800; 18500; 42000} | {100; 100; 35} | {; s; } | {5; 10; 25} kg
Mama Gold | Mama Gold Flour 10kg | 14000 | 100 | | 10 kg
Royal Stallion | Royal Stallion Long Grain Rice {10kg; 25kg} | {19500; 45000} | {100; 35} | | {10; 25} kg
Caprice | Caprice Thai Parboiled Rice 50kg | 85000 | 35 | | 50 kg
Big Bull | Big Bull Long Grain Rice {10kg; 50kg} | {17500; 76000} | {100; 35} | {; o} | {10; 50} kg
Umza | Umza Premium Local Rice 50kg | 72000 | 35 | s | 50 kg
Golden Penny | Golden Penny Semovita {1kg; 2kg; 5kg} | {1900; 3600; 8500} | 100 | | {1; 2; 5} kg
Golden Penny | Golden Penny Spaghetti 500g, Carton of 20 | 18500 | 100 | | 10 kg
Golden Penny | Golden Penny Macaroni 500g, Carton of 20 | 18000 | 100 | | 10 kg
Golden Penny | Golden Penny Pure Soya Oil {1L; 3L; 5L} | {4200; 11500; 18500} | 100 | {; ; s} | {1; 3; 5} kg
Golden Penny | Golden Penny Golden Flakes Corn Flakes 350g | 3500 | 100 | | 0.5 kg
Golden Penny | Golden Penny Flour 10kg | 14500 | 100 | | 10 kg
Dangote | Dangote Spaghetti 500g, Pack of 5 | 5000 | 100 | | 3 kg
Dangote | Dangote Macaroni 500g, Carton of 20 | 17500 | 100 | | 10 kg
Dangote | Dangote Granulated Sugar {1kg; 5kg} | {2100; 9800} | 100 | | {1; 5} kg
Dangote | Dangote Classic Iodised Salt 500g, Pack of 10 | 4500 | 100 | | 5 kg
Dangote | Dangote Classic Seasoning Cubes, Pack of 100 | 2800 | 100 | | 1 kg
Dangote | Dangote Bread Flour 50kg | 62000 | 35 | | 50 kg
Indomie | Indomie Instant Noodles Onion Chicken 70g, Carton of 40 | 11500 | 100 | | 3 kg
Indomie | Indomie Belle Full Noodles 120g, Carton of 40 | 18500 | 100 | s | 5 kg
Indomie | Indomie Hungry Man Noodles 200g, Carton of 20 | 16500 | 100 | | 4 kg
Indomie | Indomie Relish Seafood Noodles 70g, Carton of 40 | 12500 | 100 | | 3 kg
Honeywell | Honeywell Superfine Wheat Meal {1kg; 2kg; 5kg} | {2100; 4000; 9200} | 100 | | {1; 2; 5} kg
Honeywell | Honeywell Semolina 10kg | 16000 | 100 | | 10 kg
Honeywell | Honeywell Spaghetti 500g, Carton of 20 | 18000 | 100 | o | 10 kg
Honeywell | Honeywell Chicken Noodles 70g, Carton of 40 | 10500 | 100 | | 3 kg
Mimee | Mimee Chicken Noodles 70g, Carton of 40 | 10000 | 100 | | 3 kg
Chikki | Chikki Instant Noodles 70g, Carton of 40 | 9800 | 100 | o | 3 kg
Ola-Ola | Ola-Ola Poundo Yam Flour {900g; 1.8kg} | {3200; 5800} | 100 | | {1; 2} kg
Ola-Ola | Ola-Ola Ijebu Garri {2kg; 10kg} | {3600; 15500} | 100 | | {2; 10} kg
Ayoola | Ayoola Poundo Yam Flour {1.8kg; 4.5kg} | {5600; 12500} | 100 | {; s} | {2; 5} kg
Ayoola | Ayoola Plantain Flour 1.8kg | 6500 | 100 | | 2 kg
Tropical Harvest | Tropical Harvest Oloyin Honey Beans {5kg; 25kg} | {14500; 65000} | {100; 35} | | {5; 25} kg
Power Oil | Power Oil Pure Vegetable Oil {1L; 3L} | {4100; 11000} | 100 | | {1; 3} kg
Kings | Kings Vegetable Oil {1L; 5L} | {4000; 17500} | 100 | | {1; 5} kg
Devon King's | Devon King's Vegetable Oil 3L | 10500 | 100 | | 3 kg
Mamador | Mamador Pure Vegetable Oil {1.8L; 5L} | {7800; 19500} | 100 | {s; } | {2; 5} kg
Grand | Grand Pure Soya Oil 5L | 18000 | 100 | | 5 kg
Gino | Gino Tomato Paste 70g Sachet, Carton of 50 | 9500 | 100 | | 4 kg
Gino | Gino Tomato Paste Tin 400g, Pack of 6 | 7800 | 100 | | 3 kg
Tasty Tom | Tasty Tom Jollof Mix 65g, Carton of 50 | 8500 | 100 | | 4 kg
Sonia | Sonia Tomato Paste 210g, Pack of 12 | 9500 | 100 | o | 3 kg
Knorr | Knorr Chicken Seasoning Cubes 8g, Pack of 50 | 2400 | 100 | | 0.5 kg
Knorr | Knorr Beef Seasoning Cubes 8g, Pack of 50 | 2400 | 100 | | 0.5 kg
Maggi | Maggi Star Seasoning Cubes, Pack of 100 | 2600 | 100 | s | 1 kg
Maggi | Maggi Chicken Seasoning Cubes, Pack of 100 | 3000 | 100 | | 1 kg
Bama | Bama Mayonnaise {443ml; 946ml} | {3800; 6800} | 100 | | {0.5; 1} kg
Heinz | Heinz Tomato Ketchup 570g | 4800 | 100 | | 0.5 kg
Titus | Titus Sardines in Vegetable Oil 125g, Pack of 10 | 14500 | 100 | | 2 kg
Geisha | Geisha Mackerel in Tomato Sauce 155g, Pack of 10 | 11500 | 100 | | 2 kg
Ducros | Ducros Thyme 10g, Pack of 12 | 3600 | 100 | | 0.5 kg
Ducros | Ducros Curry Powder 10g, Pack of 12 | 3600 | 100 | | 0.5 kg
Nasco | Nasco Corn Flakes 350g | 3200 | 100 | | 0.5 kg
Kellogg's | Kellogg's Corn Flakes 500g | 6500 | 100 | | 0.5 kg
Quaker | Quaker Oats 500g Tin | 4800 | 100 | | 0.5 kg
Golden Morn | Nestle Golden Morn {500g; 1kg} | {3500; 6800} | 100 | | {0.5; 1} kg
Checkers | Checkers Vanilla Custard 2kg | 7500 | 100 | | 2 kg
Oja Fresh | Oja Fresh Ground Crayfish 500g | 6500 | 100 | | 0.5 kg
Oja Fresh | Oja Fresh Egusi Seeds {1kg; 2kg} | {6800; 12500} | 100 | | {1; 2} kg`,
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
Oja Gifts | Oja Festive Hamper of Biscuits, Chocolates and Sweets for the Whole Family | 65000 | 35 | s | 5 kg
Cadbury | Cadbury Bournvita {400g; 900g} Refill | {3900; 7800} | 100 | {; s} | {0.5; 1} kg
Cadbury | Cadbury TomTom Classic Sweets, Pack of 50 | 2800 | 100 | | 0.5 kg
Cadbury | Cadbury Dairy Milk Fruit and Nut 90g, Box of 12 | 26000 | 100 | | 1 kg
Cadbury | Cadbury Buttons 30g, Pack of 12 | 7800 | 100 | | 0.5 kg
Beloxxi | Beloxxi Cream Crackers, Pack of 12 | 6500 | 100 | | 2 kg
Beloxxi | Beloxxi Shortbread Biscuits, Carton of 24 | 11500 | 100 | | 4 kg
Gala | Gala Sausage Roll Bigger Bite, Pack of 24 | 9600 | 100 | s | 3 kg
McVitie's | McVitie's Hobnobs 300g, Pack of 6 | 15000 | 100 | | 2 kg
McVitie's | McVitie's Rich Tea Biscuits 300g | 2400 | 100 | | 0.5 kg
Nestle | Nestle KitKat Chunky, Box of 24 | 24000 | 100 | | 1.5 kg
Nestle | Nestle Smarties 38g, Box of 24 | 18500 | 100 | o | 1 kg
Haribo | Haribo Starmix 160g, Pack of 10 | 18000 | 100 | | 2 kg
Ferrero | Ferrero Rocher 16-Piece Gift Box | 15500 | 100 | | 0.5 kg
Ferrero | Nutella Hazelnut Spread {350g; 750g} | {6500; 12500} | 100 | | {0.5; 1} kg
Minimie | Minimie Chinchin 150g, Pack of 12 | 7200 | 100 | | 2 kg
Tasty Time | Tasty Time Plantain Chips 100g, Pack of 12 | 6000 | 100 | s | 1 kg
Oxford | Oxford Cabin Biscuits, Carton of 24 | 9600 | 100 | | 4 kg
Trebor | Trebor Peppermint Sweets, Pack of 100 | 2200 | 100 | | 0.5 kg
Mentos | Mentos Mint Rolls, Box of 20 | 5500 | 100 | | 1 kg
Toblerone | Toblerone Milk Chocolate 100g, Pack of 6 | 16500 | 100 | | 1 kg
Mars | Mars Chocolate Bars 51g, Box of 24 | 22000 | 100 | | 1.5 kg
Snickers | Snickers Chocolate Bars 50g, Box of 24 | 22000 | 100 | | 1.5 kg
Bounty | Bounty Coconut Bars 57g, Box of 24 | 23000 | 100 | | 1.5 kg
Pringles | Pringles Original 165g, Pack of 6 | 19500 | 100 | | 1.5 kg
Parle | Parle-G Biscuits, Carton of 48 | 9000 | 100 | | 4 kg
Loacker | Loacker Wafers 175g, Pack of 6 | 14500 | 100 | | 1 kg
Oja Gifts | Oja Gifts Sallah Hamper with Chocolates and Dates | 55000 | 35 | | 4 kg
Oja Gifts | Oja Gifts Christmas Hamper Deluxe with Biscuits, Juices and Sweets for Family and Friends | 95000 | 35 | | 8 kg`,
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
Nestle | Nestle Nido Fortified Milk Powder 2.5kg Family Tin for Growing Children | 54000 | 35 | | 2.5 kg
Milo | Nestle Milo Energy Food Drink {400g; 2kg} Refill | {4200; 18500} | 100 | {; s} | {0.5; 2} kg
Milo | Nestle Milo Ready-to-Drink 180ml, Pack of 12 | 7200 | 100 | | 2.5 kg
Peak | Peak Full Cream Milk Powder {400g Refill; 2.5kg Tin} | {5200; 31500} | 100 | | {0.5; 2.5} kg
Peak | Peak Evaporated Milk 160g, Carton of 48 | 32000 | 100 | s | 9 kg
Dano | Dano Full Cream Milk Powder {400g; 900g} Tin | {5000; 10500} | 100 | {; o} | {0.5; 1} kg
Three Crowns | Three Crowns Evaporated Milk 160g, Carton of 48 | 24000 | 100 | | 9 kg
Cowbell | Cowbell Milk Powder 400g Refill | 4200 | 100 | | 0.5 kg
Cowbell | Cowbell Chocolate Milk Drink 180ml, Pack of 24 | 9500 | 100 | | 5 kg
Lipton | Lipton Yellow Label Tea, {25; 50} Bags | {1500; 2600} | 100 | | 0.1 kg
Lipton | Lipton Ice Tea Lemon 50cl, Pack of 12 | 9500 | 100 | | 6.5 kg
Top Tea | Top Tea Green Tea, 25 Bags | 1400 | 100 | | 0.1 kg
Nescafe | Nescafe Classic Coffee {50g; 100g} | {2200; 4500} | 100 | | 0.1 kg
Nescafe | Nescafe 3-in-1 Coffee Sachets, Pack of 28 | 6500 | 100 | | 0.5 kg
Ovaltine | Ovaltine Malted Drink 400g Refill | 3800 | 100 | | 0.5 kg
Coca-Cola | Coca-Cola 33cl Can, Pack of 24 | 14500 | 100 | | 9 kg
Coca-Cola | Coca-Cola 1L PET, Pack of 12 | 12500 | 100 | | 13 kg
Fanta | Fanta Orange 50cl PET, Pack of 12 | 7800 | 100 | s | 6.5 kg
Sprite | Sprite 50cl PET, Pack of 12 | 7800 | 100 | | 6.5 kg
Pepsi | Pepsi 50cl PET, Pack of 12 | 7200 | 100 | | 6.5 kg
7Up | 7Up 50cl PET, Pack of 12 | 7200 | 100 | | 6.5 kg
Bigi | Bigi Cola 60cl, Pack of 12 | 5400 | 100 | | 7.5 kg
Bigi | Bigi Tropical 60cl, Pack of 12 | 5400 | 100 | o | 7.5 kg
Schweppes | Schweppes Tonic Water 33cl Can, Pack of 24 | 16500 | 100 | | 9 kg
Malta Guinness | Malta Guinness 33cl Can, Pack of 24 | 19500 | 100 | | 9 kg
Maltina | Maltina Classic 33cl Can, Pack of 24 | 18500 | 100 | s | 9 kg
Amstel Malta | Amstel Malta 33cl Can, Pack of 24 | 18000 | 100 | | 9 kg
Chivita | Chivita Active Orange Juice 1L, Pack of 10 | 21000 | 100 | | 10 kg
Chivita | Chivita Exotic Juice 1L, Pack of 10 | 22000 | 100 | o | 10 kg
Hollandia | Hollandia Yoghurt Plain 1L, Pack of 6 | 14500 | 100 | | 6 kg
Hollandia | Hollandia Lactose Free Milk 1L, Pack of 6 | 15500 | 100 | | 6 kg
Five Alive | Five Alive Pulpy Orange 35cl, Pack of 12 | 6800 | 100 | | 5 kg
Capri-Sun | Capri-Sun Orange Juice Drink 200ml, Pack of 10 | 7500 | 100 | | 2.5 kg
Ribena | Ribena Blackcurrant Drink 1L, Pack of 6 | 18500 | 100 | | 6 kg
Viju | Viju Milk Chocolate 500ml, Pack of 12 | 11500 | 100 | | 6.5 kg
Nestle | Nestle Pure Life Water 75cl, Pack of 12 | 3200 | 100 | | 9 kg
Eva | Eva Premium Table Water {50cl, Pack of 12; 1.5L, Pack of 6} | {2800; 2900} | 100 | | {6; 9} kg
Aquafina | Aquafina Water 75cl, Pack of 12 | 3000 | 100 | | 9 kg
Lucozade | Lucozade Boost 38cl, Pack of 12 | 8500 | 100 | | 5 kg
Fearless | Fearless Energy Drink 40cl, Pack of 12 | 6000 | 100 | | 5 kg
Predator | Predator Energy Drink 40cl, Pack of 12 | 6000 | 100 | s | 5 kg
Red Bull | Red Bull Energy Drink 25cl Can, Pack of 24 | 28500 | 100 | | 7 kg
Monster | Monster Energy 50cl Can, Pack of 12 | 21500 | 100 | | 7 kg
Oja Fresh | Oja Fresh Zobo Drink 50cl, Pack of 12 | 6500 | 100 | | 6.5 kg
Oja Fresh | Oja Fresh Tigernut Drink 50cl, Pack of 12 | 8500 | 100 | | 6.5 kg`,
  },
});
