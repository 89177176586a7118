// A board's size for the kit's "does it fit" check, from stored PCB values (a cart item's or an order line's).
/** A board's size from its stored PCB values (width × height mm, 1.6 mm unless it says). */
export const pcbSize = (row: { params: unknown }): [number, number, number] | null => {
  const p = row.params as Record<string, unknown>;
  return typeof p.width === 'number' && typeof p.height === 'number'
    ? [p.width, p.height, typeof p.thickness === 'number' ? p.thickness : 1.6]
    : null;
};
