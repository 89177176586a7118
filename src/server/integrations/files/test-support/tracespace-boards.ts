// The real boards shipped by @tracespace/fixtures (KiCad, Eagle, Altium/Protel-style, gEDA ...), zipped in memory.
// Their manifest.json says what each file is; board sizes were measured from the outlines' centre lines (Arduino
// Uno 68.58 x 53.34 mm matches STACK-NOTES). Freeduino has no outline layer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeZip } from './zip-writer';

export interface ManifestLayer {
  name: string;
  type: 'copper' | 'soldermask' | 'silkscreen' | 'solderpaste' | 'drill' | 'outline';
  side: 'top' | 'bottom' | 'inner' | 'all';
}

export interface TracespaceBoard {
  name: string;
  layers: ManifestLayer[];
  zip: Buffer;
  /** Measured outline size in mm, null for the board without an outline. */
  size: { widthMm: number; heightMm: number } | null;
}

export const BOARD_SIZES: Record<string, { widthMm: number; heightMm: number } | null> = {
  '8bit-mixtape': { widthMm: 96.51, heightMm: 39.12 },
  'arduino-uno': { widthMm: 68.58, heightMm: 53.34 },
  'bus-pirate': { widthMm: 60.0, heightMm: 37.0 },
  clockblock: { widthMm: 104.14, heightMm: 106.68 },
  core: { widthMm: 20.32, heightMm: 35.56 },
  freeduino: null,
  mchck: { widthMm: 36.58, heightMm: 18.8 },
  usbvil: { widthMm: 33.95, heightMm: 14.6 },
};

const isManifest = (value: unknown): value is { layers: ManifestLayer[] } =>
  typeof value === 'object' && value !== null && 'layers' in value && Array.isArray(value.layers);

export const tracespaceBoards = (): TracespaceBoard[] => {
  const require = createRequire(import.meta.url);
  const root = path.join(path.dirname(require.resolve('@tracespace/fixtures/package.json')), 'boards');
  return fs
    .readdirSync(root)
    .sort()
    .map((name) => {
      const dir = path.join(root, name);
      const manifest: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
      if (!isManifest(manifest)) throw new Error(`bad manifest for ${name}`);
      const zip = writeZip(manifest.layers.map((l) => ({ name: l.name, data: fs.readFileSync(path.join(dir, l.name)) })));
      return { name, layers: manifest.layers, zip, size: BOARD_SIZES[name] ?? null };
    });
};
