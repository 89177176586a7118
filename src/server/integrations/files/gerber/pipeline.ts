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
export type ParsedBlock = unknown;

type Done = (err?: Error | null) => void;

/** What a readable-stream Transform implements: the work of one chunk and of the end, and where output goes. */
interface TransformSteps {
  _transform(chunk: unknown, encoding: string, done: Done): void;
  _flush(done: Done): void;
  push(chunk: unknown): boolean;
}

const steps = (stream: unknown): TransformSteps => stream as TransformSteps;

/** A step that fails reports it through its callback, as the stream would emit 'error': here it throws. */
const done: Done = (err) => {
  if (err) throw err;
};

/** Runs a Transform's steps over `chunks` and its end, sending what it pushes to `out` instead of its buffer. */
const runSteps = (stream: TransformSteps, chunks: Iterable<unknown>, out: (chunk: unknown) => void): void => {
  stream.push = (chunk) => {
    if (chunk !== null) out(chunk);
    return true;
  };
  for (const chunk of chunks) stream._transform(chunk, 'buffer', done);
  stream._flush(done);
};

/**
 * Parses kept by the analysis for the render, by the layer's bytes (as budget.ts keeps its counts): a layer the
 * analysis read is not parsed again for the previews. Weak, so a parse lives no longer than the job's bytes.
 */
const kept = new WeakMap<Buffer, ParsedBlock[]>();

/**
 * The layer's blocks, as gerber-to-svg would feed them to its plotter: the whole file written at once (utf8 decoded,
 * the file type told from its first 64K characters). Throws what the parser would report as an error. `keep`: the
 * previews will draw this layer, so the parse is kept for them.
 */
export const parseLayer = (data: Buffer, keep = false): ParsedBlock[] => {
  const known = kept.get(data);
  if (known) return known;
  const blocks: ParsedBlock[] = [];
  runSteps(steps(gerberParser({})), [data], (block) => blocks.push(block));
  if (keep) kept.set(data, blocks);
  return blocks;
};

/** Plots a layer's blocks, sending each plotted object (pad, stroke, fill, shape, size ...) to `out`. */
export const plotLayer = (data: Buffer, options: gerberPlotter.Options, out: (chunk: unknown) => void, keep = false): gerberPlotter.Plotter => {
  const plotter = gerberPlotter(options);
  runSteps(steps(plotter), parseLayer(data, keep), out);
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
  const svg = steps(converter);
  const blocks = parseLayer(data);
  kept.delete(data);
  runSteps(steps(converter.plotter), blocks, (chunk) => svg._transform(chunk, 'buffer', done));
  // the end of the converter: the layer's last clear or repeat group closed (and its own whole SVG string, unused)
  svg.push = () => true;
  svg._flush(done);
  return converter;
};
