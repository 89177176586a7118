// Seeed Studio kits in the built-in catalogue (issue 14: product pages for "Grove modules and kits from the parts
// library"). Facts only, from Seeed's wiki pages of each kit: the product name as MPN, Seeed's SKU, the box size and
// the parts list (one "Kit contents" attribute per line, src/shared/opl/kit-contents.ts). Lines whose name is a
// module of this catalogue (actives.ts, GROVE and XIAO) link to that module's product page; the others (Seeeduino
// Lotus, the DHT20 and SPA06-003 sensors, cables) are not sold on their own here and are shown as text.
// PRICES AND STOCK ARE SAMPLE VALUES of this shop, not Seeed's; the shop's own SKUs are OPL-KIT-nnn.
import type { RawPart } from '../../../commands/opl/import/part-record';
import { KIT_CONTENTS_ATTRIBUTE, kitLineValue, type KitLine } from '../../../../shared/opl/kit-contents';

interface Kit {
  mpn: string;
  seeedSku: string;
  pkg: string;
  description: string;
  contents: KitLine[];
  /** Sample values (see the file comment). */
  priceCents: number;
  stock: number;
}

const line = (quantity: number, name: string): KitLine => ({ quantity, name });

const KITS: Kit[] = [
  {
    // wiki.seeedstudio.com/Grove-Beginner-Kit-For-Arduino (the version from October 2025: DHT20 and SPA06-003)
    mpn: 'Grove Beginner Kit for Arduino',
    seeedSku: '110061162',
    pkg: 'Kit box 177x116x19mm',
    description: 'Arduino-compatible Seeeduino Lotus and 10 Grove modules on one PCB, pre-wired through breakout holes (no cables needed until the modules are snapped off).',
    contents: [
      line(1, 'Seeeduino Lotus'),
      line(1, 'Grove - Red LED'),
      line(1, 'Grove - Buzzer'),
      line(1, 'Grove - OLED Display 0.96" (SSD1315)'),
      line(1, 'Grove - Button'),
      line(1, 'Grove - Rotary Angle Sensor'),
      line(1, 'Grove - Light Sensor v1.2'),
      line(1, 'Grove - Sound Sensor'),
      line(1, 'Grove - Temperature & Humidity Sensor (DHT20)'),
      line(1, 'Grove - Air Pressure Sensor (SPA06-003)'),
      line(1, 'Grove - 3-Axis Digital Accelerometer (LIS3DHTR)'),
      line(6, 'Grove cable'),
      line(1, 'USB cable'),
    ],
    priceCents: 2290,
    stock: 640,
  },
  {
    // wiki.seeedstudio.com/Grove_Base_Kit_for_Raspberry_Pi: one Grove Base Hat and 10 Grove modules
    mpn: 'Grove Base Kit for Raspberry Pi',
    seeedSku: '110020169',
    pkg: 'Kit box',
    description: 'Grove Base Hat for Raspberry Pi (with a 12-bit ADC for analog sensors) and 10 Grove sensors and actuators, programmed in Python.',
    contents: [
      line(1, 'Grove Base Hat for Raspberry Pi'),
      line(1, 'Grove - Buzzer'),
      line(1, 'Grove - Red LED Button'),
      line(1, 'Grove - Light Sensor v1.2'),
      line(1, 'Grove - Moisture Sensor'),
      line(1, 'Grove - mini PIR motion sensor'),
      line(1, 'Grove - Servo'),
      line(1, 'Grove - Temperature & Humidity Sensor (DHT11)'),
      line(1, 'Grove - Relay'),
      line(1, 'Grove - Ultrasonic Distance Sensor'),
      line(1, 'Grove - 16 x 2 LCD (White on Blue)'),
    ],
    priceCents: 4290,
    stock: 180,
  },
];

export const kits = (): RawPart[] =>
  KITS.map((k, i) => ({
    sku: `OPL-KIT-${(i + 1).toString().padStart(3, '0')}`,
    mpn: k.mpn,
    manufacturer: 'Seeed Studio',
    category: 'Kits',
    subcategory: 'Seeed Studio Kits',
    package: k.pkg,
    description: k.description,
    stock: k.stock,
    libraryType: 'extended',
    tiers: [
      { qty: 1, micros: BigInt(k.priceCents * 10_000) },
      { qty: 10, micros: BigInt(k.priceCents * 9_000) },
    ],
    attributes: [
      { name: 'Seeed SKU', value: k.seeedSku },
      ...k.contents.map((l) => ({ name: KIT_CONTENTS_ATTRIBUTE, value: kitLineValue(l) })),
    ],
  }));
