import { buildProducts } from '../build-products';

export const electronics = buildProducts('electronics', {
  phones: {
    code: 'PHN',
    rows: `
Tecno | Tecno Spark 20 Pro 256GB, 8GB RAM, Dual SIM | 185000 | 35 | s | 0.2 kg
Infinix | Infinix Hot 40i 128GB | 139000 | 35 | | 0.2 kg
itel | itel A70 64GB | 89500 | 40 | | 0.2 kg
Samsung | Samsung Galaxy A15 128GB | 215000 | 35 | | 0.2 kg
Samsung | Samsung Galaxy S24 Ultra 512GB Titanium Black with 200MP Camera | 1650000 | 50 | | 0.25 kg
Apple | Apple iPhone 15 128GB | 1350000 | 50 | o | 0.2 kg
Xiaomi | Xiaomi Redmi Note 13 256GB | 298000 | 40 | s | 0.2 kg
Tecno | Tecno Camon 30 256GB | 345000 | 35 | | 0.2 kg
Infinix | Infinix Note 40 Pro 256GB | 379000 | 35 | | 0.2 kg
Samsung | Samsung Galaxy Tab A9 64GB Wi-Fi | 265000 | 40 | | 0.5 kg
Apple | Apple iPad 10th Generation 64GB Wi-Fi | 720000 | 50 | | 0.5 kg
Tecno | Tecno Spark 30C {128GB 4GB RAM; 256GB 8GB RAM} Dual SIM | {142000; 168000} | 35 | {s; } | 0.2 kg
Tecno | Tecno Spark Go 1 {64GB; 128GB} | {79000; 92000} | 40 | | 0.2 kg
Tecno | Tecno Pop 9 {64GB; 128GB} | {72000; 84000} | 40 | {; o} | 0.2 kg
Tecno | Tecno Camon 40 {256GB; 512GB} | {365000; 425000} | 35 | | 0.2 kg
Tecno | Tecno Camon 40 Pro 5G 256GB | 489000 | 40 | s | 0.2 kg
Tecno | Tecno Phantom V Fold2 5G 512GB | 1450000 | 50 | | 0.3 kg
Tecno | Tecno Pova 6 Pro 5G {256GB; 512GB} | {315000; 355000} | 35 | | 0.2 kg
Tecno | Tecno Pad 10.1-inch 128GB Wi-Fi | 175000 | 35 | | 0.5 kg
Infinix | Infinix Smart 9 {64GB; 128GB} | {78000; 89000} | 40 | | 0.2 kg
Infinix | Infinix Hot 50 {128GB; 256GB} | {165000; 189000} | 35 | {; s} | 0.2 kg
Infinix | Infinix Hot 50 Pro Plus 256GB | 229000 | 35 | | 0.2 kg
Infinix | Infinix Note 40X 5G 256GB | 289000 | 35 | o | 0.2 kg
Infinix | Infinix Note 50 Pro {256GB; 512GB} | {415000; 465000} | 35 | | 0.2 kg
Infinix | Infinix Zero 40 5G 512GB | 585000 | 45 | s | 0.2 kg
Infinix | Infinix GT 20 Pro 256GB Gaming Phone | 455000 | 40 | | 0.2 kg
Infinix | Infinix XPad 11-inch 128GB | 215000 | 35 | | 0.5 kg
itel | itel A50 {32GB; 64GB} | {62000; 69000} | 40 | | 0.2 kg
itel | itel P55 {128GB; 256GB} | {98000; 115000} | 40 | {s; } | 0.2 kg
itel | itel S24 256GB | 145000 | 35 | | 0.2 kg
itel | itel RS4 256GB | 158000 | 35 | | 0.2 kg
itel | itel it2163 Dual SIM Feature Phone | 12500 | 100 | | 0.1 kg
itel | itel Magic X Pro 4G Feature Phone | 28500 | 100 | | 0.1 kg
Nokia | Nokia 105 Dual SIM Feature Phone | 19500 | 100 | | 0.1 kg
Nokia | Nokia 3310 Classic Feature Phone | 42000 | 100 | o | 0.1 kg
Samsung | Samsung Galaxy A05 {64GB; 128GB} | {125000; 139000} | 35 | | 0.2 kg
Samsung | Samsung Galaxy A16 {128GB; 256GB} | {235000; 269000} | 35 | {s; } | 0.2 kg
Samsung | Samsung Galaxy A26 5G 256GB | 365000 | 40 | | 0.2 kg
Samsung | Samsung Galaxy A36 5G 256GB | 495000 | 40 | | 0.2 kg
Samsung | Samsung Galaxy A56 5G 256GB | 645000 | 45 | | 0.2 kg
Samsung | Samsung Galaxy S25 {256GB; 512GB} | {1350000; 1550000} | 50 | | 0.2 kg
Samsung | Samsung Galaxy S25 Ultra 512GB Titanium Silverblue | 2250000 | 60 | o | 0.25 kg
Samsung | Samsung Galaxy Z Flip6 256GB | 1480000 | 50 | | 0.2 kg
Samsung | Samsung Galaxy Z Fold6 512GB | 2650000 | 60 | | 0.3 kg
Samsung | Samsung Galaxy Tab A9 Plus 128GB Wi-Fi | 365000 | 40 | s | 0.5 kg
Samsung | Samsung Galaxy Tab S9 FE 128GB Wi-Fi | 585000 | 45 | | 0.5 kg
Apple | Apple iPhone 13 128GB | 795000 | 50 | | 0.2 kg
Apple | Apple iPhone 14 128GB | 935000 | 50 | s | 0.2 kg
Apple | Apple iPhone 15 Pro {128GB; 256GB} | {1650000; 1850000} | 50 | | 0.2 kg
Apple | Apple iPhone 16 {128GB; 256GB} | {1580000; 1780000} | 50 | | 0.2 kg
Apple | Apple iPhone 16 Pro Max {256GB; 512GB} | {2350000; 2750000} | 60 | {; o} | 0.25 kg
Apple | Apple iPad Air M2 11-inch 128GB Wi-Fi | 1150000 | 50 | | 0.5 kg
Xiaomi | Xiaomi Redmi 14C {128GB; 256GB} | {115000; 135000} | 35 | | 0.2 kg
Xiaomi | Xiaomi Redmi Note 14 Pro 5G 256GB | 435000 | 40 | | 0.2 kg
Xiaomi | Xiaomi Redmi Pad SE 11-inch 128GB | 235000 | 35 | | 0.5 kg
Xiaomi | Xiaomi Poco X6 Pro 5G 512GB | 485000 | 40 | s | 0.2 kg
Oppo | Oppo A3x 128GB | 149000 | 35 | | 0.2 kg
Oppo | Oppo Reno12 F 5G 256GB | 425000 | 40 | | 0.2 kg
Realme | Realme C65 {128GB; 256GB} | {139000; 159000} | 35 | | 0.2 kg
Realme | Realme Note 60 128GB | 119000 | 35 | | 0.2 kg
Google | Google Pixel 8a 128GB | 895000 | 50 | o | 0.2 kg
Lenovo | Lenovo Tab M11 128GB Wi-Fi | 265000 | 40 | | 0.5 kg`,
  },
  computers: {
    code: 'CMP',
    rows: `
HP | HP 250 G9 Intel Core i5, 8GB RAM, 512GB SSD, 15.6-inch Laptop | 720000 | 40 | | 1.8 kg
Lenovo | Lenovo IdeaPad 3 Core i3 8GB 256GB | 495000 | 35 | s | 1.6 kg
Dell | Dell Latitude 5420 Core i7 16GB 512GB | 980000 | 50 | | 1.5 kg
Apple | Apple MacBook Air M2 13-inch 256GB | 1850000 | 60 | | 1.2 kg
HP | HP ProBook 450 G10 Core i5 | 865000 | 40 | o | 1.8 kg
Lenovo | Lenovo ThinkPad E14 Core i5 | 910000 | 45 | | 1.6 kg
Asus | Asus VivoBook 15 Ryzen 5 | 615000 | 35 | | 1.7 kg
Acer | Acer Aspire 3 Core i3 | 455000 | 35 | | 1.7 kg
HP | HP 22-inch FHD Monitor | 135000 | 35 | s | 3.5 kg
Dell | Dell OptiPlex 3000 Desktop Core i5 | 690000 | 40 | | 5 kg
HP | HP 15s Core i3 8GB RAM {256GB; 512GB} SSD 15.6-inch Laptop | {465000; 515000} | 35 | {s; } | 1.7 kg
HP | HP Pavilion 15 Core i5 16GB RAM 512GB SSD Laptop | 895000 | 40 | | 1.8 kg
HP | HP Pavilion x360 14-inch Core i5 Touchscreen Laptop | 945000 | 45 | | 1.5 kg
HP | HP EliteBook 840 G8 Core i7 16GB RAM 512GB SSD | 985000 | 45 | | 1.4 kg
HP | HP Victus 15 Ryzen 5 Gaming Laptop 16GB RAM 512GB SSD | 1150000 | 50 | o | 2.3 kg
HP | HP Chromebook 11 G8 4GB RAM 32GB | 145000 | 35 | | 1.3 kg
HP | HP 24-inch FHD IPS Monitor | 165000 | 35 | | 4 kg
HP | HP LaserJet Pro M404dn Printer | 385000 | 40 | | 9 kg
HP | HP DeskJet 2320 All-in-One Printer | 68000 | 35 | s | 4 kg
HP | HP Smart Tank 580 Wireless Printer | 195000 | 35 | | 6 kg
Epson | Epson EcoTank L3250 Wi-Fi Printer | 215000 | 35 | | 5 kg
Canon | Canon PIXMA G3420 Ink Tank Printer | 175000 | 35 | | 6 kg
Lenovo | Lenovo IdeaPad Slim 3 Core i5 {8GB RAM 512GB; 16GB RAM 512GB} SSD | {685000; 765000} | 40 | | 1.6 kg
Lenovo | Lenovo V15 G4 Core i3 8GB RAM 256GB SSD | 445000 | 35 | | 1.7 kg
Lenovo | Lenovo ThinkPad T14 Core i7 16GB RAM 512GB SSD | 1250000 | 50 | | 1.4 kg
Lenovo | Lenovo LOQ 15 Core i5 RTX 3050 Gaming Laptop | 1350000 | 50 | | 2.4 kg
Lenovo | Lenovo ThinkCentre Neo 50s Desktop Core i5 | 725000 | 40 | | 6 kg
Dell | Dell Inspiron 15 3520 Core i5 {8GB RAM 512GB; 16GB RAM 1TB} SSD | {745000; 895000} | 40 | {; s} | 1.7 kg
Dell | Dell Vostro 3520 Core i3 8GB RAM 256GB SSD | 525000 | 35 | | 1.7 kg
Dell | Dell XPS 13 Core i7 16GB RAM 512GB SSD | 1950000 | 60 | o | 1.2 kg
Dell | Dell 24-inch P2422H Monitor | 215000 | 35 | | 5 kg
Dell | Dell 27-inch S2721H Monitor | 275000 | 40 | | 6 kg
Apple | Apple MacBook Air M3 13-inch {256GB; 512GB} | {2150000; 2550000} | 60 | | 1.2 kg
Apple | Apple MacBook Pro M3 Pro 14-inch 512GB | 3850000 | 60 | | 1.6 kg
Apple | Apple iMac M3 24-inch 256GB | 2650000 | 60 | | 4.5 kg
Apple | Apple Mac mini M2 256GB | 1150000 | 50 | | 1.2 kg
Asus | Asus VivoBook 14 Core i3 8GB RAM 256GB SSD | 455000 | 35 | | 1.5 kg
Asus | Asus ZenBook 14 OLED Core i7 16GB RAM 1TB SSD | 1450000 | 50 | | 1.3 kg
Asus | Asus TUF Gaming F15 Core i5 RTX 3050 | 1250000 | 50 | s | 2.3 kg
Asus | Asus Chromebook C424 4GB RAM 64GB | 185000 | 35 | | 1.2 kg
Acer | Acer Aspire 5 Core i5 8GB RAM 512GB SSD | 615000 | 40 | | 1.7 kg
Acer | Acer Nitro V 15 Core i5 RTX 4050 Gaming Laptop | 1380000 | 50 | | 2.1 kg
Acer | Acer Extensa 15 Celeron 4GB RAM 256GB SSD | 335000 | 35 | | 1.7 kg
Microsoft | Microsoft Surface Laptop Go 3 Core i5 256GB | 1150000 | 50 | | 1.2 kg
Samsung | Samsung 27-inch Curved FHD Monitor | 235000 | 35 | | 5 kg
LG | LG 24-inch IPS Full HD Monitor | 175000 | 35 | | 4 kg
APC | APC Back-UPS 1200VA Uninterruptible Power Supply | 145000 | 35 | | 9 kg
Mercury | Mercury 1.5kVA UPS for Desktop Computers | 98000 | 35 | o | 11 kg
TP-Link | TP-Link Archer C6 AC1200 Wi-Fi Router | 42000 | 100 | | 0.6 kg
MTN | MTN 5G Broadband Router | 95000 | 35 | | 0.8 kg
Airtel | Airtel 4G Mi-Fi Pocket Router | 28500 | 100 | | 0.2 kg`,
  },
  tv: {
    code: 'TVS',
    rows: `
Hisense | Hisense 43-inch Full HD Smart TV | 315000 | 35 | | 7 kg
LG | LG 55-inch 4K UHD Smart TV with ThinQ AI and webOS, Magic Remote | 785000 | 45 | s | 15 kg
Samsung | Samsung 50-inch Crystal UHD 4K Smart TV | 640000 | 40 | | 12 kg
TCL | TCL 32-inch HD Android TV | 185000 | 35 | | 4.5 kg
Scanfrost | Scanfrost 40-inch LED TV | 198000 | 35 | | 6 kg
Sony | Sony Bravia 65-inch 4K Google TV | 1450000 | 50 | o | 22 kg
Hisense | Hisense 65-inch ULED 4K TV | 1120000 | 50 | | 21 kg
Polystar | Polystar 24-inch LED TV | 89000 | 35 | | 3 kg
Nexus | Nexus 43-inch Smart TV | 235000 | 35 | s | 7 kg
LG | LG 32-inch HD LED TV | 199000 | 35 | | 5 kg
Hisense | Hisense 32-inch HD Smart TV | 165000 | 35 | s | 4.5 kg
Hisense | Hisense {50; 55; 58}-inch 4K UHD Smart TV | {465000; 535000; 585000} | {40; 40; 45} | {; s; } | {11; 14; 16} kg
Hisense | Hisense 75-inch 4K ULED Smart TV | 1650000 | 50 | | 32 kg
Hisense | Hisense 100-inch Laser TV | 4850000 | 60 | o | 55 kg
LG | LG {43; 50; 65}-inch UHD 4K Smart TV | {425000; 525000; 985000} | {40; 40; 50} | | {9; 12; 22} kg
LG | LG 55-inch OLED evo 4K Smart TV | 1750000 | 55 | | 17 kg
LG | LG 65-inch QNED 4K Smart TV | 1350000 | 50 | s | 23 kg
Samsung | Samsung {43; 55; 65}-inch Crystal UHD 4K Smart TV | {435000; 695000; 985000} | {40; 45; 50} | | {8; 15; 22} kg
Samsung | Samsung 55-inch QLED 4K Smart TV | 985000 | 50 | | 17 kg
Samsung | Samsung 75-inch Neo QLED 4K Smart TV | 2450000 | 60 | o | 30 kg
Samsung | Samsung 32-inch HD Smart TV | 215000 | 35 | | 5 kg
TCL | TCL {43; 55}-inch 4K UHD Google TV | {335000; 475000} | {35; 40} | {s; } | {8; 14} kg
TCL | TCL 65-inch QLED Google TV | 845000 | 45 | | 21 kg
Sony | Sony Bravia {43; 55}-inch 4K Google TV | {585000; 895000} | {45; 50} | | {9; 16} kg
Scanfrost | Scanfrost {32; 43}-inch Smart LED TV | {145000; 235000} | 35 | | {4.5; 7} kg
Polystar | Polystar {32; 43}-inch Smart LED TV | {135000; 215000} | 35 | {; s} | {4.5; 7} kg
Nexus | Nexus {32; 55}-inch Smart TV | {145000; 395000} | 35 | | {4.5; 14} kg
Skyrun | Skyrun 32-inch LED TV | 115000 | 35 | | 4.5 kg
Royal | Royal 43-inch Frameless Smart TV | 225000 | 35 | o | 7 kg
Syinix | Syinix 43-inch Android Smart TV | 229000 | 35 | | 7 kg
Haier | Haier 50-inch 4K Android TV | 415000 | 40 | | 11 kg
Vision Plus | Vision Plus 40-inch LED TV | 145000 | 35 | | 6 kg
DStv | DStv HD Decoder with Dish and Installation Kit | 35000 | 100 | | 5 kg
GOtv | GOtv Supa Plus Decoder with Antenna | 22000 | 100 | s | 2 kg
StarTimes | StarTimes DTT Decoder with Indoor Antenna | 18500 | 100 | | 1.5 kg`,
  },
  'home-appliances': {
    code: 'HAP',
    rows: `
Thermocool | Thermocool 150L Chest Freezer | 298000 | 35 | | 35 kg
Scanfrost | Scanfrost 1.5HP Split Air Conditioner, Energy Saving Inverter Compressor | 465000 | 40 | s | 38 kg
Hisense | Hisense 205L Double Door Refrigerator | 389000 | 35 | | 42 kg
LG | LG 7kg Front Load Washing Machine | 545000 | 40 | | 60 kg
Binatone | Binatone 16-inch Standing Fan | 38500 | 100 | | 5 kg
Nexus | Nexus 20L Microwave Oven | 79000 | 35 | | 11 kg
Haier Thermocool | Haier Thermocool 1HP Air Conditioner | 355000 | 40 | o | 30 kg
Midea | Midea Water Dispenser Hot and Cold | 115000 | 35 | | 14 kg
Polystar | Polystar 4-Burner Gas Cooker with Oven | 265000 | 35 | | 32 kg
Binatone | Binatone Dry Iron | 14500 | 100 | | 1 kg
Sumec Firman | Sumec Firman 3.5kVA Generator | 545000 | 45 | | 55 kg
Thermocool | Thermocool {100L; 200L; 300L} Chest Freezer | {235000; 345000; 425000} | 35 | {; s; } | {28; 40; 52} kg
Haier Thermocool | Haier Thermocool {150L; 250L} Single Door Refrigerator | {245000; 335000} | 35 | | {32; 45} kg
Haier Thermocool | Haier Thermocool 1.5HP Inverter Split Air Conditioner | 525000 | 40 | | 36 kg
Haier Thermocool | Haier Thermocool 2HP Split Air Conditioner | 585000 | 45 | o | 42 kg
Scanfrost | Scanfrost {1HP; 2HP} Split Air Conditioner | {385000; 565000} | 40 | | {30; 42} kg
Scanfrost | Scanfrost {200L; 300L} Chest Freezer | {285000; 385000} | 35 | | {36; 48} kg
Scanfrost | Scanfrost 4-Burner Gas Cooker with Oven | 255000 | 35 | s | 30 kg
Scanfrost | Scanfrost 25L Microwave with Grill | 115000 | 35 | | 13 kg
Hisense | Hisense {100L; 150L; 260L} Chest Freezer | {189000; 235000; 335000} | 35 | | {24; 30; 42} kg
Hisense | Hisense 1.5HP Split Air Conditioner | 445000 | 40 | | 36 kg
Hisense | Hisense 7kg Top Load Washing Machine | 265000 | 35 | s | 28 kg
Hisense | Hisense 20L Solo Microwave | 79000 | 35 | | 11 kg
Hisense | Hisense 482L Side-by-Side Refrigerator | 985000 | 50 | | 90 kg
LG | LG {9kg; 12kg} Front Load Washing Machine | {685000; 865000} | 45 | | {65; 72} kg
LG | LG 1.5HP Dual Inverter Air Conditioner | 595000 | 45 | | 38 kg
LG | LG 423L Double Door Refrigerator | 895000 | 50 | o | 70 kg
LG | LG 42L NeoChef Microwave | 185000 | 35 | | 16 kg
Samsung | Samsung 385L Top Mount Refrigerator | 745000 | 45 | | 62 kg
Samsung | Samsung 8kg Front Load Washing Machine | 645000 | 45 | s | 64 kg
Samsung | Samsung 23L Microwave Oven | 98000 | 35 | | 12 kg
Midea | Midea 1HP Split Air Conditioner | 345000 | 40 | | 30 kg
Midea | Midea 10kg Twin Tub Washing Machine | 185000 | 35 | | 30 kg
Midea | Midea 150L Chest Freezer | 225000 | 35 | | 30 kg
Nexus | Nexus {120L; 200L} Chest Freezer | {198000; 275000} | 35 | {; o} | {26; 36} kg
Nexus | Nexus 1.5HP Split Air Conditioner | 395000 | 40 | | 35 kg
Nexus | Nexus Water Dispenser with Bottom Load | 125000 | 35 | | 15 kg
Polystar | Polystar 1HP Split Air Conditioner | 335000 | 40 | | 30 kg
Polystar | Polystar 5-Burner Gas Cooker with Oven and Grill | 345000 | 40 | | 38 kg
Polystar | Polystar 6kg Twin Tub Washing Machine | 145000 | 35 | s | 25 kg
Bruhm | Bruhm 315L Chest Freezer | 395000 | 40 | | 50 kg
Bruhm | Bruhm 2HP Floor Standing Air Conditioner | 985000 | 50 | | 65 kg
Binatone | Binatone {16; 18}-inch Rechargeable Standing Fan | {65000; 78000} | 35 | | {6; 7} kg
Binatone | Binatone Steam Iron 2200W | 24500 | 100 | | 1.5 kg
Binatone | Binatone 2-Burner Table Gas Cooker | 32000 | 100 | | 5 kg
Binatone | Binatone 20L Microwave Oven | 72000 | 35 | | 11 kg
QASA | QASA 18-inch Rechargeable Fan with Solar Panel | 95000 | 35 | | 8 kg
QASA | QASA 16-inch Standing Fan | 36500 | 100 | o | 5 kg
OX | OX 18-inch Standing Fan | 42000 | 100 | | 6 kg
Philips | Philips Dry Iron 1000W | 18500 | 100 | | 1 kg
Philips | Philips Air Purifier 2000 Series | 245000 | 40 | | 7 kg
Sumec Firman | Sumec Firman {2.8kVA; 6.5kVA} Petrol Generator | {425000; 985000} | {40; 50} | {; s} | {45; 85} kg
Elepaq | Elepaq 3.5kVA Constant Generator | 465000 | 40 | | 52 kg
Tiger | Tiger 2.5kVA Petrol Generator | 215000 | 35 | | 40 kg
Maxi | Maxi 6.5kVA Key Start Generator | 785000 | 45 | | 80 kg
Century | Century 5kVA Stabiliser | 95000 | 35 | | 12 kg
Sollatek | Sollatek 2kVA Voltage Stabiliser | 85000 | 35 | | 8 kg
Kenwood | Kenwood 60cm Gas Cooker | 385000 | 40 | | 40 kg`,
  },
  gadgets: {
    code: 'GAD',
    rows: `
Oraimo | Oraimo Watch 4 Plus Smart Watch | 38000 | 100 | s | 0.1 kg
Apple | Apple Watch SE 40mm | 385000 | 50 | | 0.1 kg
Samsung | Samsung Galaxy Watch 6 44mm | 315000 | 45 | | 0.1 kg
Xiaomi | Xiaomi Smart Band 8 | 42000 | 100 | | 0.05 kg
Anker | Anker 20000mAh Power Bank | 36500 | 100 | | 0.4 kg
Oraimo | Oraimo Traveler 4 27000mAh Power Bank | 32000 | 100 | | 0.5 kg
Amazon | Amazon Kindle Paperwhite 16GB | 245000 | 40 | o | 0.2 kg
GoPro | GoPro HERO12 Black Action Camera | 590000 | 50 | | 0.15 kg
Ring | Ring Video Doorbell | 165000 | 40 | | 0.3 kg
DJI | DJI Mini 3 Drone with Remote Controller, 4K HDR Video and 38-minute Flight | 890000 | 50 | | 0.25 kg
Oraimo | Oraimo Watch {5 Lite; 5 Plus} Smart Watch | {29500; 42000} | 100 | {s; } | 0.1 kg
Oraimo | Oraimo Traveler {10000mAh; 20000mAh} Slim Power Bank | {15500; 24500} | 100 | | {0.25; 0.4} kg
Oraimo | Oraimo Smart Ring | 65000 | 35 | | 0.05 kg
Xiaomi | Xiaomi Smart Band 9 | 52000 | 100 | s | 0.05 kg
Xiaomi | Xiaomi Redmi Watch 4 | 78000 | 35 | | 0.1 kg
Samsung | Samsung Galaxy Watch7 40mm | 385000 | 45 | | 0.1 kg
Samsung | Samsung Galaxy Fit3 | 85000 | 35 | | 0.05 kg
Samsung | Samsung Galaxy SmartTag2 | 32000 | 100 | | 0.02 kg
Apple | Apple Watch Series 9 45mm | 685000 | 50 | o | 0.1 kg
Apple | Apple AirTag, Pack of 4 | 135000 | 35 | | 0.1 kg
Huawei | Huawei Watch Fit 3 | 145000 | 35 | | 0.1 kg
Amazfit | Amazfit Bip 5 Smart Watch | 95000 | 35 | | 0.1 kg
Anker | Anker PowerCore {10000mAh; 26800mAh} Power Bank | {28500; 58000} | 100 | | {0.2; 0.5} kg
itel | itel Smart Watch 2 ES | 22000 | 100 | | 0.1 kg
Tecno | Tecno Watch 3 Smart Watch | 35000 | 100 | | 0.1 kg
GoPro | GoPro HERO13 Black Action Camera | 745000 | 50 | | 0.15 kg
DJI | DJI Osmo Pocket 3 Camera | 685000 | 50 | | 0.2 kg
DJI | DJI Osmo Mobile 6 Phone Gimbal | 165000 | 40 | s | 0.3 kg
Insta360 | Insta360 X4 8K 360 Camera | 795000 | 50 | | 0.2 kg
Ring | Ring Indoor Security Camera | 85000 | 35 | | 0.2 kg
Ezviz | Ezviz C6N Wi-Fi Security Camera | 32000 | 100 | | 0.3 kg
Amazon | Amazon Echo Dot 5th Generation Smart Speaker | 78000 | 35 | | 0.3 kg`,
  },
  accessories: {
    code: 'ACC',
    rows: `
Oraimo | Oraimo FreePods 4 Wireless Earbuds | 29500 | 100 | s | 0.1 kg
Oraimo | Oraimo 20W Fast Charger with USB-C Cable | 8500 | 100 | | 0.1 kg
Apple | Apple AirPods Pro 2nd Generation | 395000 | 50 | | 0.1 kg
Samsung | Samsung 25W Travel Adapter | 16500 | 100 | | 0.1 kg
Logitech | Logitech MK270 Wireless Keyboard and Mouse | 32000 | 100 | | 0.6 kg
SanDisk | SanDisk 128GB Ultra microSD Card | 14000 | 100 | o | 0.01 kg
JBL | JBL Tune 520BT Headphones | 68000 | 35 | | 0.2 kg
New Age | New Age 10000mAh Power Bank | 15500 | 100 | | 0.3 kg
HP | HP 1TB External Hard Drive | 78000 | 35 | | 0.2 kg
Tecno | Tecno Phone Case and Screen Protector Set | 6500 | 100 | | 0.1 kg
Oraimo | Oraimo FreePods {Lite; Pro Plus} Wireless Earbuds | {19500; 42000} | 100 | {; s} | 0.1 kg
Oraimo | Oraimo SpaceBuds Wireless Earbuds | 35000 | 100 | | 0.1 kg
Oraimo | Oraimo BoomPop 2 Wireless Headphones | 28000 | 100 | | 0.2 kg
Oraimo | Oraimo {33W; 65W} GaN Fast Charger | {12500; 24500} | 100 | | 0.1 kg
Oraimo | Oraimo USB-C to USB-C Cable {1m; 2m} | {3500; 4800} | 100 | | 0.05 kg
Oraimo | Oraimo Lightning Cable 1m | 4200 | 100 | o | 0.05 kg
Oraimo | Oraimo Car Charger 38W | 8500 | 100 | | 0.05 kg
Oraimo | Oraimo Neckband Wireless Earphones | 14500 | 100 | | 0.1 kg
Apple | Apple AirPods 4 | 265000 | 45 | | 0.1 kg
Apple | Apple 20W USB-C Power Adapter | 38000 | 100 | | 0.1 kg
Apple | Apple MagSafe Charger | 72000 | 35 | | 0.1 kg
Apple | Apple Magic Mouse | 125000 | 40 | | 0.1 kg
Samsung | Samsung Galaxy Buds3 Pro | 285000 | 45 | s | 0.1 kg
Samsung | Samsung Galaxy Buds FE | 115000 | 35 | | 0.1 kg
Samsung | Samsung 45W Super Fast Charger | 32000 | 100 | | 0.1 kg
Samsung | Samsung T7 {500GB; 1TB; 2TB} Portable SSD | {125000; 185000; 295000} | {35; 35; 40} | | 0.1 kg
Samsung | Samsung EVO Plus {64GB; 256GB} microSD Card | {9500; 28500} | 100 | | 0.01 kg
SanDisk | SanDisk Ultra {32GB; 64GB; 256GB} USB Flash Drive | {5500; 8500; 28000} | 100 | {; s; } | 0.02 kg
SanDisk | SanDisk Extreme 1TB Portable SSD | 175000 | 35 | | 0.1 kg
Seagate | Seagate Expansion {1TB; 2TB; 4TB} External Hard Drive | {72000; 98000; 155000} | 35 | | 0.2 kg
WD | WD Elements 2TB External Hard Drive | 105000 | 35 | o | 0.2 kg
Logitech | Logitech M185 Wireless Mouse | 14500 | 100 | | 0.1 kg
Logitech | Logitech MX Master 3S Wireless Mouse | 145000 | 40 | | 0.2 kg
Logitech | Logitech K380 Bluetooth Keyboard | 48000 | 100 | | 0.4 kg
Logitech | Logitech C920 HD Pro Webcam | 85000 | 35 | | 0.2 kg
JBL | JBL Wave Beam Wireless Earbuds | 65000 | 35 | s | 0.1 kg
JBL | JBL Tune 770NC Headphones | 125000 | 40 | | 0.3 kg
Sony | Sony WH-1000XM5 Noise Cancelling Headphones | 595000 | 50 | | 0.3 kg
Sony | Sony WH-CH520 Wireless Headphones | 75000 | 35 | | 0.2 kg
Anker | Anker Soundcore Life P3 Wireless Earbuds | 65000 | 35 | | 0.1 kg
Anker | Anker 65W USB-C Charger | 42000 | 100 | | 0.1 kg
Anker | Anker 7-in-1 USB-C Hub | 48000 | 100 | | 0.1 kg
New Age | New Age {20000mAh; 30000mAh} Power Bank | {24500; 32000} | 100 | | {0.45; 0.6} kg
Hoco | Hoco Phone Holder for Car | 6500 | 100 | | 0.1 kg
Hoco | Hoco Ring Light with Tripod Stand 10-inch | 18500 | 100 | | 1 kg
Tecno | Tecno Buds 4 Wireless Earbuds | 18500 | 100 | | 0.1 kg
Infinix | Infinix XBuds Wireless Earbuds | 22000 | 100 | | 0.1 kg
Targus | Targus 15.6-inch Laptop Backpack | 38000 | 100 | | 0.8 kg
HP | HP 15.6-inch Laptop Sleeve | 14500 | 100 | | 0.3 kg`,
  },
  'home-audio-theater': {
    code: 'AUD',
    rows: `
LG | LG 2.1 Channel Soundbar with Subwoofer | 235000 | 35 | | 8 kg
Sony | Sony HT-S400 Soundbar | 310000 | 40 | s | 9 kg
JBL | JBL PartyBox 110 Portable Party Speaker with Light Show and Mic Input | 545000 | 45 | | 11 kg
Samsung | Samsung HW-B450 Soundbar | 255000 | 35 | | 7 kg
Polystar | Polystar 5.1 Home Theatre System | 145000 | 35 | | 12 kg
Sayona | Sayona Bluetooth Home Theatre | 98000 | 35 | | 10 kg
Nexus | Nexus Rechargeable Bluetooth Speaker | 45000 | 100 | | 2 kg
JBL | JBL Flip 6 Portable Speaker | 135000 | 35 | o | 0.6 kg
Anker | Anker Soundcore Motion 300 | 85000 | 35 | | 0.9 kg
Hisense | Hisense 2.1 Channel Soundbar | 165000 | 35 | | 6 kg
LG | LG {3.1; 5.1} Channel Soundbar with Wireless Subwoofer | {385000; 585000} | {40; 45} | | {9; 12} kg
Samsung | Samsung HW-Q600C 3.1.2 Channel Soundbar | 595000 | 45 | s | 10 kg
Samsung | Samsung HW-C450 Soundbar with Subwoofer | 225000 | 35 | | 7 kg
Sony | Sony HT-S2000 Dolby Atmos Soundbar | 545000 | 45 | | 5 kg
Sony | Sony MHC-V13 High Power Party Speaker | 385000 | 40 | | 11 kg
JBL | JBL PartyBox {310; 710} Party Speaker | {895000; 1450000} | 50 | {; o} | {17; 28} kg
JBL | JBL Charge 5 Portable Speaker | 185000 | 40 | | 1 kg
JBL | JBL Go 4 Portable Speaker | 48000 | 100 | s | 0.2 kg
JBL | JBL Bar 500 Soundbar | 685000 | 50 | | 12 kg
Polystar | Polystar Bluetooth Home Theatre with FM Radio | 115000 | 35 | | 10 kg
Sayona | Sayona 5.1 Home Theatre System with Karaoke | 135000 | 35 | | 12 kg
Sayona | Sayona Rechargeable Party Speaker | 65000 | 35 | | 6 kg
Djack | Djack 3.1 Bluetooth Home Theatre | 89000 | 35 | | 9 kg
Hisense | Hisense AX5100G 5.1 Channel Soundbar | 325000 | 40 | | 9 kg
Anker | Anker Soundcore Boom 2 | 145000 | 40 | | 2 kg
Oraimo | Oraimo SoundGo 3 Bluetooth Speaker | 22000 | 100 | | 0.5 kg
Marshall | Marshall Emberton II Portable Speaker | 265000 | 40 | | 0.7 kg
Bose | Bose SoundLink Flex Portable Speaker | 215000 | 40 | | 0.6 kg`,
  },
  'video-games': {
    code: 'VGM',
    rows: `
Sony | PlayStation 5 Slim Console Disc Edition | 895000 | 50 | s | 3.2 kg
Sony | PlayStation 5 DualSense Wireless Controller | 98000 | 35 | | 0.3 kg
Microsoft | Xbox Series S 512GB | 545000 | 45 | | 2 kg
Microsoft | Xbox Series X 1TB | 965000 | 50 | o | 4.5 kg
Nintendo | Nintendo Switch OLED Model | 585000 | 45 | | 0.4 kg
EA Sports | EA Sports FC 25 for PlayStation 5 | 72000 | 35 | | 0.1 kg
Sony | PlayStation 4 Slim 500GB Console | 385000 | 40 | | 2.1 kg
Rockstar | Grand Theft Auto V for PlayStation 5 | 48000 | 100 | | 0.1 kg
Logitech | Logitech G29 Driving Force Racing Wheel | 415000 | 40 | | 5 kg
Meta | Meta Quest 3 128GB VR Headset | 845000 | 50 | | 0.5 kg
Sony | PlayStation 5 Pro Console 2TB | 1450000 | 55 | | 3.1 kg
Sony | PlayStation 5 Slim Digital Edition | 785000 | 50 | s | 2.6 kg
Sony | PlayStation Portal Remote Player | 365000 | 40 | | 0.5 kg
Sony | PlayStation 5 DualSense Edge Controller | 245000 | 40 | o | 0.4 kg
Sony | PlayStation VR2 Headset | 985000 | 50 | | 0.6 kg
Microsoft | Xbox Wireless Controller {Carbon Black; Robot White} | 78000 | 35 | | 0.3 kg
Microsoft | Xbox Game Pass Ultimate 3-Month Card | 45000 | 100 | | 0 kg
Nintendo | Nintendo Switch Lite | 315000 | 40 | | 0.3 kg
Nintendo | Nintendo Switch Pro Controller | 98000 | 35 | | 0.3 kg
Nintendo | The Legend of Zelda: Tears of the Kingdom for Nintendo Switch | 85000 | 35 | | 0.1 kg
Nintendo | Mario Kart 8 Deluxe for Nintendo Switch | 72000 | 35 | s | 0.1 kg
EA Sports | EA Sports FC 25 for Xbox Series X | 72000 | 35 | | 0.1 kg
2K | NBA 2K25 for PlayStation 5 | 68000 | 35 | | 0.1 kg
Activision | Call of Duty Black Ops 6 for PlayStation 5 | 85000 | 35 | | 0.1 kg
Sony | Marvel's Spider-Man 2 for PlayStation 5 | 65000 | 35 | | 0.1 kg
Redragon | Redragon Gaming Headset with Mic | 32000 | 100 | | 0.4 kg
Logitech | Logitech G502 Gaming Mouse | 65000 | 35 | | 0.2 kg`,
  },
});
