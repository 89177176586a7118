/** How customers and staff name a request: "ODM-000012" (the row id, zero-padded so numbers sort as text). */
export const odmNumber = (id: number): string => `ODM-${String(id).padStart(6, '0')}`;
