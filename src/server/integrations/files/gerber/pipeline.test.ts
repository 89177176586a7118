// The synchronous pipeline draws exactly what gerber-to-svg draws: same defs, layer, box and units for every layer of
// real boards (copper, masks, silkscreens, paste, Excellon drills, outlines with and without gap filling), whether
// the analysis kept the parse or not. It calls the libraries' stream steps directly, so this is the guard that an
// upgrade of gerber-to-svg, gerber-plotter or gerber-parser did not change what those steps do.
import gerberToSvg from 'gerber-to-svg';
import { describe, expect, it } from 'vitest';
import { readArchive } from '../archive/read-archive';
import { tracespaceBoards } from '../test-support/tracespace-boards';
import { layerConverter, plotLayer, type LayerOptions } from './pipeline';

/** What pcb-stackup reads from a converter. */
const drawn = (c: gerberToSvg.ConverterResult) => ({ defs: c.defs, layer: c.layer, viewBox: c.viewBox, width: c.width, height: c.height, units: c.units });

const viaGerberToSvg = (data: Buffer, options: LayerOptions): Promise<gerberToSvg.Converter> =>
  new Promise((resolve, reject) => {
    const converter: gerberToSvg.Converter = gerberToSvg(data, options, (err) => (err ? reject(err) : resolve(converter)));
  });

const boardLayers = async (name: string) => {
  const board = tracespaceBoards().find((b) => b.name === name)!;
  const entries = await readArchive(board.zip);
  return board.layers.map((l) => ({ ...l, data: entries.find((e) => e.name === l.name)!.data }));
};

describe('layerConverter', () => {
  it.each(['arduino-uno', 'mchck', 'clockblock'])('%s: every layer as gerber-to-svg draws it', { timeout: 30_000 }, async (name) => {
    for (const layer of await boardLayers(name)) {
      // a fixed id: gerber-to-svg otherwise picks a random one per layer
      const variants: LayerOptions[] = layer.type === 'outline' ? [{ plotAsOutline: 0.05 }, { plotAsOutline: false }] : [{}];
      for (const options of variants) {
        const expected = drawn(await viaGerberToSvg(layer.data, { ...options, id: 'L' }));
        expect(drawn(layerConverter(layer.data, { ...options, id: 'L' })), `${layer.name} ${JSON.stringify(options)}`).toEqual(expected);
      }
    }
  });

  it('draws the same from a parse the analysis kept (plotting does not change the blocks)', async () => {
    const outline = (await boardLayers('arduino-uno')).find((l) => l.type === 'outline')!;
    const expected = drawn(await viaGerberToSvg(outline.data, { plotAsOutline: 0.05, id: 'L' }));
    plotLayer(outline.data, { optimizePaths: false, plotAsOutline: false }, () => undefined, true);
    expect(drawn(layerConverter(outline.data, { plotAsOutline: 0.05, id: 'L' }))).toEqual(expected);
    // and again once the render has dropped the kept parse
    expect(drawn(layerConverter(outline.data, { plotAsOutline: 0.05, id: 'L' }))).toEqual(expected);
  });

  it('throws what gerber-to-svg reports as an error', async () => {
    // no block end within the first 64K characters: neither Gerber nor Excellon
    const unreadable = Buffer.from('X'.repeat(70_000));
    const error = await viaGerberToSvg(unreadable, {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(Error);
    expect(() => layerConverter(unreadable, {})).toThrow((error as Error).message);
  });
});
