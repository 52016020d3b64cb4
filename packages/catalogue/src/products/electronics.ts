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
Apple | Apple iPad 10th Generation 64GB Wi-Fi | 720000 | 50 | | 0.5 kg`,
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
Dell | Dell OptiPlex 3000 Desktop Core i5 | 690000 | 40 | | 5 kg`,
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
LG | LG 32-inch HD LED TV | 199000 | 35 | | 5 kg`,
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
Sumec Firman | Sumec Firman 3.5kVA Generator | 545000 | 45 | | 55 kg`,
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
DJI | DJI Mini 3 Drone with Remote Controller, 4K HDR Video and 38-minute Flight | 890000 | 50 | | 0.25 kg`,
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
Hp | HP 1TB External Hard Drive | 78000 | 35 | | 0.2 kg
Tecno | Tecno Phone Case and Screen Protector Set | 6500 | 100 | | 0.1 kg`,
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
Hisense | Hisense 2.1 Channel Soundbar | 165000 | 35 | | 6 kg`,
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
Meta | Meta Quest 3 128GB VR Headset | 845000 | 50 | | 0.5 kg`,
  },
});
