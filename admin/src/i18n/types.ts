/** The shape of a translation file: the same keys as English, any string values. */
export type Translations<T> = { [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };
