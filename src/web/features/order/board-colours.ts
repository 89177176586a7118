// The board preview in the customer's chosen solder-mask and silkscreen colours (issue 8 §1). The server draws the
// previews once, with pcb-stackup's default colours in a <style> of CSS classes (`board_sm` for the mask,
// `board_ss` for the silkscreen); a later rule for the same classes repaints them, so a colour change needs no new
// drawing, only this text edit on the SVG the browser already has.
import type { PcbValues } from '../../../shared/rules/pcb';

export interface BoardColours {
  mask: PcbValues['maskColour'];
  silkscreen: PcbValues['silkscreen'];
}

/** How each mask colour looks on a board (the mask is drawn slightly see-through over the copper, as it is). */
const MASK_CSS: Record<BoardColours['mask'], { color: string; opacity: number }> = {
  green: { color: '#0e5a23', opacity: 0.82 },
  matte_green: { color: '#2f5d3a', opacity: 0.88 },
  red: { color: '#a3151b', opacity: 0.85 },
  yellow: { color: '#d9b100', opacity: 0.85 },
  blue: { color: '#0b3d91', opacity: 0.85 },
  white: { color: '#f2f2f2', opacity: 0.92 },
  black: { color: '#151515', opacity: 0.9 },
  matte_black: { color: '#262626', opacity: 0.92 },
  purple: { color: '#4b1f78', opacity: 0.85 },
};

const SILK_CSS: Record<BoardColours['silkscreen'], string> = { white: '#ffffff', black: '#111111' };

/** The SVG with a style that repaints mask and silkscreen; other SVG text (no pcb-stackup classes) is left as is. */
export const recolourPreview = (svg: string, colours: BoardColours): string => {
  const end = svg.lastIndexOf('</svg>');
  if (!svg.startsWith('<svg') || end < 0) return svg;
  const mask = MASK_CSS[colours.mask];
  const style = `<style>.board_sm {color: ${mask.color}; opacity: ${mask.opacity};}\n.board_ss {color: ${SILK_CSS[colours.silkscreen]};}</style>`;
  return svg.slice(0, end) + style + svg.slice(end);
};

/** An <img> source for an SVG text (data: URLs are allowed by the page's img-src). */
export const svgDataUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
