// Regulators, microcontrollers, discretes and interface chips common in maker designs, and Seeed's Grove modules
// and XIAO boards that kits are built from. Facts only: manufacturers' part numbers, packages and ratings; the
// SKUs, stock and prices are this shop's own.
import type { PartAttribute, RawPart } from '../../../commands/opl/import/part-record';
import { parseQuantity } from '../../../../shared/opl/units';

type Row = [mpn: string, manufacturer: string, pkg: string, attrs: Record<string, string>, priceCents: number];

const attrs = (a: Record<string, string>): PartAttribute[] =>
  Object.entries(a).map(([name, value]) => {
    const q = parseQuantity(value);
    return { name, value, numbers: q ? [q] : undefined };
  });

const group = (prefix: string, category: string, subcategory: string, rows: Row[], libraryType = 'extended'): RawPart[] =>
  rows.map(([mpn, manufacturer, pkg, a, cents], i) => ({
    sku: `OPL-${prefix}-${(i + 1).toString().padStart(3, '0')}`,
    mpn,
    manufacturer,
    category,
    subcategory,
    package: pkg,
    description: '',
    stock: 1_000 + ((i * 3_719) % 20_000),
    libraryType,
    tiers: [
      { qty: 1, micros: BigInt(cents * 10_000) },
      { qty: 10, micros: BigInt(Math.round(cents * 9_000)) },
      { qty: 100, micros: BigInt(Math.round(cents * 8_000)) },
    ],
    attributes: attrs(a),
  }));

const LDO: Row[] = [
  ['AMS1117-3.3', 'Advanced Monolithic Systems', 'SOT-223', { 'Output voltage': '3.3V', 'Output current': '1A', 'Input voltage (max)': '15V', 'Dropout voltage': '1.3V' }, 12],
  ['AMS1117-5.0', 'Advanced Monolithic Systems', 'SOT-223', { 'Output voltage': '5V', 'Output current': '1A', 'Input voltage (max)': '15V', 'Dropout voltage': '1.3V' }, 12],
  ['AP2112K-3.3TRG1', 'Diodes Incorporated', 'SOT-23-5', { 'Output voltage': '3.3V', 'Output current': '600mA', 'Input voltage (max)': '6V', 'Dropout voltage': '250mV' }, 25],
  ['XC6206P332MR', 'Torex Semiconductor', 'SOT-23', { 'Output voltage': '3.3V', 'Output current': '200mA', 'Input voltage (max)': '6V', 'Dropout voltage': '250mV' }, 8],
  ['ME6211C33M5G-N', 'MICRONE', 'SOT-23-5', { 'Output voltage': '3.3V', 'Output current': '500mA', 'Input voltage (max)': '6V', 'Dropout voltage': '100mV' }, 7],
  ['MCP1700T-3302E/TT', 'Microchip Technology', 'SOT-23', { 'Output voltage': '3.3V', 'Output current': '250mA', 'Input voltage (max)': '6V', 'Dropout voltage': '178mV' }, 35],
  ['LD1117S33TR', 'STMicroelectronics', 'SOT-223', { 'Output voltage': '3.3V', 'Output current': '800mA', 'Input voltage (max)': '15V', 'Dropout voltage': '1.1V' }, 20],
  ['TLV1117LV33DCYR', 'Texas Instruments', 'SOT-223', { 'Output voltage': '3.3V', 'Output current': '1A', 'Input voltage (max)': '5.5V', 'Dropout voltage': '455mV' }, 30],
  ['NCP1117ST33T3G', 'onsemi', 'SOT-223', { 'Output voltage': '3.3V', 'Output current': '1A', 'Input voltage (max)': '20V', 'Dropout voltage': '1.07V' }, 28],
  ['RT9013-33GB', 'Richtek Technology', 'SOT-23-5', { 'Output voltage': '3.3V', 'Output current': '500mA', 'Input voltage (max)': '5.5V', 'Dropout voltage': '250mV' }, 15],
  ['L7805CV', 'STMicroelectronics', 'TO-220', { 'Output voltage': '5V', 'Output current': '1.5A', 'Input voltage (max)': '35V', 'Dropout voltage': '2V' }, 30],
  ['LM1117IMPX-3.3/NOPB', 'Texas Instruments', 'SOT-223', { 'Output voltage': '3.3V', 'Output current': '800mA', 'Input voltage (max)': '15V', 'Dropout voltage': '1.2V' }, 60],
];

const DCDC: Row[] = [
  ['MP1584EN-LF-Z', 'Monolithic Power Systems', 'SOIC-8-EP', { 'Output current': '3A', 'Input voltage (max)': '28V', 'Switching frequency': '1.5MHz', Topology: 'Buck' }, 90],
  ['AP63203WU-7', 'Diodes Incorporated', 'TSOT-26', { 'Output voltage': '3.3V', 'Output current': '2A', 'Input voltage (max)': '32V', Topology: 'Buck' }, 60],
  ['LM2596S-5.0/NOPB', 'Texas Instruments', 'TO-263-5', { 'Output voltage': '5V', 'Output current': '3A', 'Input voltage (max)': '40V', Topology: 'Buck' }, 250],
  ['TPS563200DDCR', 'Texas Instruments', 'SOT-23-6', { 'Output current': '3A', 'Input voltage (max)': '17V', 'Switching frequency': '650kHz', Topology: 'Buck' }, 45],
  ['MT3608', 'Aerosemi', 'SOT-23-6', { 'Output current': '2A', 'Input voltage (max)': '24V', 'Switching frequency': '1.2MHz', Topology: 'Boost' }, 10],
  ['TPS61023DRLR', 'Texas Instruments', 'SOT-563', { 'Output current': '1A', 'Input voltage (max)': '5.5V', 'Switching frequency': '1MHz', Topology: 'Boost' }, 55],
  ['TP4056', 'TOPPOWER', 'SOP-8', { 'Charge current (max)': '1A', 'Input voltage (max)': '8V', Function: 'Li-ion battery charger' }, 10],
];

const MCU: Row[] = [
  ['STM32F103C8T6', 'STMicroelectronics', 'LQFP-48', { Core: 'ARM Cortex-M3', 'Clock frequency': '72MHz', 'Flash size': '64KB', 'RAM size': '20KB', 'Supply voltage': '2V~3.6V' }, 250],
  ['STM32F030F4P6', 'STMicroelectronics', 'TSSOP-20', { Core: 'ARM Cortex-M0', 'Clock frequency': '48MHz', 'Flash size': '16KB', 'RAM size': '4KB', 'Supply voltage': '2.4V~3.6V' }, 60],
  ['STM32G030F6P6', 'STMicroelectronics', 'TSSOP-20', { Core: 'ARM Cortex-M0+', 'Clock frequency': '64MHz', 'Flash size': '32KB', 'RAM size': '8KB', 'Supply voltage': '2V~3.6V' }, 70],
  ['STM32F401CCU6', 'STMicroelectronics', 'UFQFPN-48', { Core: 'ARM Cortex-M4', 'Clock frequency': '84MHz', 'Flash size': '256KB', 'RAM size': '64KB', 'Supply voltage': '1.7V~3.6V' }, 350],
  ['STM32G431CBU6', 'STMicroelectronics', 'UFQFPN-48', { Core: 'ARM Cortex-M4', 'Clock frequency': '170MHz', 'Flash size': '128KB', 'RAM size': '32KB', 'Supply voltage': '1.71V~3.6V' }, 400],
  ['ATMEGA328P-AU', 'Microchip Technology', 'TQFP-32', { Core: 'AVR', 'Clock frequency': '20MHz', 'Flash size': '32KB', 'RAM size': '2KB', 'Supply voltage': '1.8V~5.5V' }, 220],
  ['ATMEGA328P-PU', 'Microchip Technology', 'DIP-28', { Core: 'AVR', 'Clock frequency': '20MHz', 'Flash size': '32KB', 'RAM size': '2KB', 'Supply voltage': '1.8V~5.5V' }, 260],
  ['ATTINY85-20SU', 'Microchip Technology', 'SOIC-8', { Core: 'AVR', 'Clock frequency': '20MHz', 'Flash size': '8KB', 'RAM size': '512B', 'Supply voltage': '2.7V~5.5V' }, 110],
  ['ATSAMD21G18A-AU', 'Microchip Technology', 'TQFP-48', { Core: 'ARM Cortex-M0+', 'Clock frequency': '48MHz', 'Flash size': '256KB', 'RAM size': '32KB', 'Supply voltage': '1.62V~3.63V' }, 380],
  ['RP2040', 'Raspberry Pi', 'QFN-56', { Core: 'Dual ARM Cortex-M0+', 'Clock frequency': '133MHz', 'RAM size': '264KB', 'Supply voltage': '1.8V~3.3V' }, 80],
  ['CH32V003F4P6', 'WCH', 'TSSOP-20', { Core: 'RISC-V', 'Clock frequency': '48MHz', 'Flash size': '16KB', 'RAM size': '2KB', 'Supply voltage': '2.8V~5.5V' }, 15],
  ['GD32F103C8T6', 'GigaDevice', 'LQFP-48', { Core: 'ARM Cortex-M3', 'Clock frequency': '108MHz', 'Flash size': '64KB', 'RAM size': '20KB', 'Supply voltage': '2.6V~3.6V' }, 150],
  ['NRF52840-QIAA-R', 'Nordic Semiconductor', 'aQFN-73', { Core: 'ARM Cortex-M4F', 'Clock frequency': '64MHz', 'Flash size': '1MB', 'RAM size': '256KB', Wireless: 'Bluetooth LE' }, 550],
  ['ESP32-C3-WROOM-02-N4', 'Espressif Systems', 'SMD Module', { Core: 'RISC-V', 'Clock frequency': '160MHz', 'Flash size': '4MB', Wireless: 'Wi-Fi, Bluetooth LE' }, 220],
  ['ESP32-S3-WROOM-1-N8R8', 'Espressif Systems', 'SMD Module', { Core: 'Dual Xtensa LX7', 'Clock frequency': '240MHz', 'Flash size': '8MB', Wireless: 'Wi-Fi, Bluetooth LE' }, 420],
  ['ESP32-WROOM-32E-N4', 'Espressif Systems', 'SMD Module', { Core: 'Dual Xtensa LX6', 'Clock frequency': '240MHz', 'Flash size': '4MB', Wireless: 'Wi-Fi, Bluetooth' }, 300],
];

const DISCRETE: Row[] = [
  ['1N4148WS', 'Diodes Incorporated', 'SOD-323', { 'Reverse voltage': '75V', 'Forward current': '150mA', Type: 'Switching diode' }, 2],
  ['1N5819WS', 'Diodes Incorporated', 'SOD-323', { 'Reverse voltage': '40V', 'Forward current': '1A', Type: 'Schottky diode' }, 3],
  ['SS34', 'MDD', 'SMA', { 'Reverse voltage': '40V', 'Forward current': '3A', Type: 'Schottky diode' }, 4],
  ['SMBJ5.0A', 'Littelfuse', 'SMB', { 'Reverse stand-off voltage': '5V', 'Peak pulse power': '600W', Type: 'TVS diode' }, 12],
  ['USBLC6-2SC6', 'STMicroelectronics', 'SOT-23-6', { 'Reverse stand-off voltage': '5.25V', Channels: '2', Type: 'ESD protection' }, 15],
  ['AO3400A', 'Alpha & Omega Semiconductor', 'SOT-23', { 'Drain-source voltage': '30V', 'Drain current': '5.7A', Type: 'N-channel MOSFET' }, 4],
  ['AO3401A', 'Alpha & Omega Semiconductor', 'SOT-23', { 'Drain-source voltage': '30V', 'Drain current': '4A', Type: 'P-channel MOSFET' }, 4],
  ['2N7002', 'onsemi', 'SOT-23', { 'Drain-source voltage': '60V', 'Drain current': '115mA', Type: 'N-channel MOSFET' }, 3],
  ['BSS138', 'onsemi', 'SOT-23', { 'Drain-source voltage': '50V', 'Drain current': '220mA', Type: 'N-channel MOSFET' }, 4],
  ['MMBT3904', 'onsemi', 'SOT-23', { 'Collector-emitter voltage': '40V', 'Collector current': '200mA', Type: 'NPN transistor' }, 2],
  ['MMBT3906', 'onsemi', 'SOT-23', { 'Collector-emitter voltage': '40V', 'Collector current': '200mA', Type: 'PNP transistor' }, 2],
];

const INTERFACE: Row[] = [
  ['CH340C', 'WCH', 'SOIC-16', { Function: 'USB to UART', 'Supply voltage': '3.3V~5V' }, 45],
  ['CP2102N-A02-GQFN28', 'Silicon Labs', 'QFN-28', { Function: 'USB to UART', 'Supply voltage': '3V~3.6V' }, 180],
  ['FT232RL', 'FTDI', 'SSOP-28', { Function: 'USB to UART', 'Supply voltage': '3.3V~5.25V' }, 420],
  ['TXS0108EPWR', 'Texas Instruments', 'TSSOP-20', { Function: '8-bit level shifter', Channels: '8' }, 90],
  ['MAX3232ESE+T', 'Analog Devices', 'SOIC-16', { Function: 'RS-232 transceiver', 'Supply voltage': '3V~5.5V' }, 150],
  ['SN65HVD230DR', 'Texas Instruments', 'SOIC-8', { Function: 'CAN transceiver', 'Supply voltage': '3V~3.6V' }, 120],
  ['LM358DR2G', 'onsemi', 'SOIC-8', { Function: 'Dual operational amplifier', 'Supply voltage': '3V~32V' }, 8],
  ['BME280', 'Bosch Sensortec', 'LGA-8', { Function: 'Humidity, pressure and temperature sensor', 'Supply voltage': '1.71V~3.6V' }, 380],
  ['W25Q128JVSIQ', 'Winbond Electronics', 'SOIC-8', { Function: 'SPI NOR flash', 'Memory size': '128Mbit', 'Clock frequency': '133MHz' }, 60],
];

// Seeed Studio boards and modules, named as Seeed names them.
const XIAO: Row[] = [
  ['XIAO SAMD21', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'ARM Cortex-M0+', 'Clock frequency': '48MHz', 'Flash size': '256KB' }, 540],
  ['XIAO RP2040', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'Dual ARM Cortex-M0+', 'Clock frequency': '133MHz', 'Flash size': '2MB' }, 540],
  ['XIAO ESP32C3', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'RISC-V', 'Clock frequency': '160MHz', 'Flash size': '4MB', Wireless: 'Wi-Fi, Bluetooth LE' }, 499],
  ['XIAO ESP32S3', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'Dual Xtensa LX7', 'Clock frequency': '240MHz', 'Flash size': '8MB', Wireless: 'Wi-Fi, Bluetooth LE' }, 749],
  ['XIAO ESP32S3 Sense', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'Dual Xtensa LX7', 'Clock frequency': '240MHz', Camera: 'OV2640', Microphone: 'Digital' }, 1399],
  ['XIAO nRF52840', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'ARM Cortex-M4F', 'Clock frequency': '64MHz', 'Flash size': '2MB', Wireless: 'Bluetooth LE' }, 999],
  ['XIAO nRF52840 Sense', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'ARM Cortex-M4F', 'Clock frequency': '64MHz', Sensors: 'IMU, microphone', Wireless: 'Bluetooth LE' }, 1599],
  ['XIAO ESP32C6', 'Seeed Studio', 'XIAO module 21x17.8mm', { Core: 'RISC-V', 'Clock frequency': '160MHz', 'Flash size': '4MB', Wireless: 'Wi-Fi 6, Bluetooth LE, Zigbee, Thread' }, 520],
];

const GROVE: Row[] = [
  ['Grove - Button', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Digital' }, 190],
  ['Grove - Red LED', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Digital' }, 210],
  ['Grove - Buzzer', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Digital' }, 210],
  ['Grove - Relay', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Digital', 'Switching voltage (max)': '250V', 'Switching current (max)': '5A' }, 290],
  ['Grove - Light Sensor v1.2', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Analog' }, 320],
  ['Grove - Rotary Angle Sensor', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Analog' }, 290],
  ['Grove - Sound Sensor', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Analog' }, 290],
  ['Grove - Temperature & Humidity Sensor (DHT11)', 'Seeed Studio', 'Grove module 20x40mm', { Interface: 'Digital', Sensor: 'DHT11' }, 580],
  ['Grove - Temperature, Humidity, Pressure and Gas Sensor (BME680)', 'Seeed Studio', 'Grove module 20x40mm', { Interface: 'I2C', Sensor: 'BME680' }, 1890],
  ['Grove - 3-Axis Digital Accelerometer (LIS3DHTR)', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'I2C', Sensor: 'LIS3DHTR' }, 490],
  ['Grove - OLED Display 0.96" (SSD1315)', 'Seeed Studio', 'Grove module 20x40mm', { Interface: 'I2C', Controller: 'SSD1315' }, 590],
  ['Grove - Ultrasonic Distance Sensor', 'Seeed Studio', 'Grove module 20x40mm', { Interface: 'Digital' }, 390],
  ['Grove - PIR Motion Sensor', 'Seeed Studio', 'Grove module 20x20mm', { Interface: 'Digital' }, 760],
  ['Grove - Capacitive Moisture Sensor (Corrosion Resistant)', 'Seeed Studio', 'Grove module 20x80mm', { Interface: 'Analog' }, 490],
  ['Grove - Servo', 'Seeed Studio', 'Servo', { Interface: 'PWM' }, 630],
  ['Grove - RGB LED Stick (10-WS2813 Mini)', 'Seeed Studio', 'Grove module 20x80mm', { Interface: 'Digital', LEDs: '10' }, 590],
  ['Grove - Universal 4 Pin Buckled 20cm Cable (5 PCs pack)', 'Seeed Studio', 'Cable', { Length: '20cm' }, 190],
  ['Grove Base Hat for Raspberry Pi', 'Seeed Studio', 'HAT module 65x56mm', { Interface: 'Grove' }, 990],
];

export const actives = (): RawPart[] => [
  ...group('LDO', 'Power Management ICs', 'Linear Voltage Regulators (LDO)', LDO, 'basic'),
  ...group('DCDC', 'Power Management ICs', 'DC-DC Converters', DCDC),
  ...group('MCU', 'Embedded Processors & Controllers', 'Microcontrollers (MCU/MPU/SOC)', MCU),
  ...group('DSC', 'Discrete Semiconductors', 'Diodes, MOSFETs and Transistors', DISCRETE, 'basic'),
  ...group('IF', 'Interface, Sensors and Memory', 'Interface, Sensor and Memory ICs', INTERFACE),
  ...group('XIAO', 'Development Boards & Modules', 'Seeed Studio XIAO', XIAO),
  ...group('GROVE', 'Development Boards & Modules', 'Seeed Studio Grove Modules', GROVE),
];
