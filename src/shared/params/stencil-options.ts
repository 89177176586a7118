// The stencil service's capability data (issue 3 §5, spec services §5, §9): sheet sizes and which of them
// come framed or frameless, sides, foil thickness, options and the even-quantity rule.

/** Sheet sizes in mm (width × height). */
export const STENCIL_SIZES = ['380x280', '370x470', '420x520', '550x650', '736x736'] as const;
export type StencilSize = (typeof STENCIL_SIZES)[number];

/** Which builds exist per size: the smallest foil is frameless only, the largest framed only. */
export const STENCIL_FRAMING: Record<StencilSize, { frameless: boolean; framed: boolean }> = {
  '380x280': { frameless: true, framed: false },
  '370x470': { frameless: true, framed: true },
  '420x520': { frameless: true, framed: true },
  '550x650': { frameless: true, framed: true },
  '736x736': { frameless: false, framed: true },
};

export const framingAllowed = (size: StencilSize, framed: boolean): boolean =>
  framed ? STENCIL_FRAMING[size].framed : STENCIL_FRAMING[size].frameless;

/** The only framing a size can have, or null when both exist. */
export const forcedFraming = (size: StencilSize): boolean | null => {
  const f = STENCIL_FRAMING[size];
  if (f.framed && f.frameless) return null;
  return f.framed;
};

/** Top, bottom, or both: both pads on one sheet, or one sheet per side. */
export const STENCIL_SIDES = ['top', 'bottom', 'both_one', 'both_separate'] as const;
type StencilSide = (typeof STENCIL_SIDES)[number];
export const sheetsPerSet = (side: StencilSide): number => (side === 'both_separate' ? 2 : 1);

export const STENCIL_THICKNESSES = [0.1, 0.12, 0.15] as const;

export const STENCIL_FIDUCIALS = ['none', 'half_lasered', 'lasered_through'] as const;
export type StencilFiducials = (typeof STENCIL_FIDUCIALS)[number];

/** Stencil quantity must be even (spec services §5, §9). */
export const STENCIL_QUANTITY = { min: 2, max: 100, step: 2 } as const;
