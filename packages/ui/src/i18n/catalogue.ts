import type { en } from './locales/en';

/** The shape of a catalogue with its leaves widened to `string`. */
type Translations<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translations<T[K]> };

/** What every locale must provide: exactly the English catalogue's keys. */
export type Catalogue = Translations<typeof en>;
export type Namespace = keyof Catalogue;

/** Dotted key paths of a nested catalogue: `'theme.light'`. */
type KeyPaths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyPaths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every key of the default namespace, e.g. `'tryAgain'` or `'theme.dark'`. */
export type CommonKey = KeyPaths<Catalogue['common']>;
