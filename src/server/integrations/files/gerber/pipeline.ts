// tracespace v4's three steps for one layer — gerber-parser (text to blocks), gerber-plotter (blocks to shapes and
// paths), gerber-to-svg's converter (shapes to SVG) — run synchronously, with each layer parsed once per job.
//
// Why: gerber-to-svg chains the three as readable-stream Transforms, and pcb-stackup calls it once per layer. Every
// parsed block then crosses two stream hops (buffering, events, a nextTick per write): in a profile of pcb-stackup
// alone on the corpus boards that plumbing and its garbage were about a quarter of the time, and the parse itself
// about half. The analysis parsed the outline (and, for a board measured from a drawing, the outer copper) again
// before pcb-stackup did. Here each step's own work (the streams' `_transform` and `_flush`, both synchronous in these
// three libraries) is called in a loop, the blocks are kept for the render when the analysis parsed them, and the
// finished converters are handed to pcb-stackup, which draws with a layer's `converter` as it would with its own.
//
// Same output: the steps are the libraries' own code with the options pcb-stackup would give (gerber-to-svg's
// factory builds the converter and its plotter), fed the same blocks in the same order; only the transport differs.
// pipeline.test.ts compares the result with gerber-to-svg's on real layers, so an upgrade that changes these
// internals fails there (the versions are pinned exactly in package.json).
import gerberParser from 'gerber-parser';
import gerberPlotter from 'gerber-plotter';
import gerberToSvg from 'gerber-to-svg';

/** One parsed Gerber or Excellon block as gerber-parser emits it (read only by gerber-plotter). */
type ParsedBlock = unknown;

type Done = (err?: Error | null) => void;

/** What a readable-stream Transform implements: the work of one chunk and of the end, and where output goes. */
interface TransformSteps {
  _transform(chunk: unknown, encoding: string, done: Done): void;
  _flush(done: Done): void;
  push(chunk: unknown): boolean;
}

/** A step that fails reports it through its callback, as the stream would emit 'error': here it throws. */
const done: Done = (err) => {
  if (err) throw err;
};

/** One of the three as a plain function: `write` runs its work on a chunk, `end` its end; what it pushes goes to `out`. */
const stage = (stream: unknown, out: (chunk: unknown) => void): { write: (chunk: unknown) => void; end: () => void } => {
  const own = stream as TransformSteps;
  own.push = (chunk) => {
    if (chunk !== null) out(chunk);
    return true;
  };
  return { write: (chunk) => own._transform(chunk, 'buffer', done), end: () => own._flush(done) };
};

/**
 * Parses kept by the analysis for the render, by the layer's bytes (as budget.ts keeps its counts): a layer the
 * analysis read is not parsed again for the previews. Weak, so a parse lives no longer than the job's bytes.
 */
const kept = new WeakMap<Buffer, ParsedBlock[]>();

/**
 * Sends the layer's blocks to `write` as gerber-to-svg feeds them to its plotter: the whole file written at once
 * (utf8 decoded, the file type told from its first 64K characters). Throws what the parser would report as an
 * error. Each block goes on as soon as it is parsed (garbage while young), unless `keep`: the previews will draw
 * this layer, so the blocks are kept for them.
 */
const parseInto = (data: Buffer, write: (block: ParsedBlock) => void, keep: boolean): void => {
  const known = kept.get(data);
  if (known) {
    for (const block of known) write(block);
    return;
  }
  const blocks: ParsedBlock[] = [];
  const parser = stage(gerberParser({}), (block) => {
    if (keep) blocks.push(block);
    write(block);
  });
  parser.write(data);
  parser.end();
  if (keep) kept.set(data, blocks);
};

/** Plots a layer, sending each plotted object (pad, stroke, fill, shape, size ...) to `out`. */
export const plotLayer = (data: Buffer, options: gerberPlotter.Options, out: (chunk: unknown) => void, keep = false): gerberPlotter.Plotter => {
  const plotter = gerberPlotter(options);
  const plot = stage(plotter, out);
  parseInto(data, plot.write, keep);
  plot.end();
  return plotter;
};

/** gerber-to-svg's options that pcb-stackup passes on for a layer (only `plotAsOutline` is ever set here). */
export type LayerOptions = gerberToSvg.Options;

/** Never writes: gerber-to-svg's factory wires its parser to it, and the blocks are fed to its plotter instead. */
const NO_SOURCE = { setEncoding: () => undefined, pipe: () => undefined } as unknown as NodeJS.ReadableStream;

/**
 * The finished converter of one layer, what pcb-stackup would have made with gerberToSvg(data, options); hand it
 * over as the layer's `converter`. Uses (and drops) the parse the analysis kept. Throws when the layer cannot be read.
 */
export const layerConverter = (data: Buffer, options: LayerOptions): gerberToSvg.Converter => {
  const converter = gerberToSvg(NO_SOURCE, options);
  // the converter's own end (closing the layer's last clear or repeat group) also renders its whole SVG: unused
  const svg = stage(converter, () => undefined);
  const plot = stage(converter.plotter, svg.write);
  parseInto(data, plot.write, false);
  kept.delete(data);
  plot.end();
  svg.end();
  return converter;
};
