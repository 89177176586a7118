/** The Japanese catalog must have exactly the English catalog's keys (checked by the compiler). */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
