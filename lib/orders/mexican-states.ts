// The 32 federal entities of Mexico: canonical names, and the official long forms accepted as aliases.

export const mexicanStates = [
  'Aguascalientes',
  'Baja California',
  'Baja California Sur',
  'Campeche',
  'Chiapas',
  'Chihuahua',
  'Ciudad de México',
  'Coahuila',
  'Colima',
  'Durango',
  'Estado de México',
  'Guanajuato',
  'Guerrero',
  'Hidalgo',
  'Jalisco',
  'Michoacán',
  'Morelos',
  'Nayarit',
  'Nuevo León',
  'Oaxaca',
  'Puebla',
  'Querétaro',
  'Quintana Roo',
  'San Luis Potosí',
  'Sinaloa',
  'Sonora',
  'Tabasco',
  'Tamaulipas',
  'Tlaxcala',
  'Veracruz',
  'Yucatán',
  'Zacatecas',
] as const;
export type MexicanState = (typeof mexicanStates)[number];

/** Official names that differ from the common ones (Constitution, art. 43). */
const aliases: Record<string, MexicanState> = {
  'Coahuila de Zaragoza': 'Coahuila',
  México: 'Estado de México',
  'Michoacán de Ocampo': 'Michoacán',
  'Veracruz de Ignacio de la Llave': 'Veracruz',
  'Querétaro de Arteaga': 'Querétaro',
};

/** Lowercase, without accents or repeated spaces: "  NUEVO   LEON " and "Nuevo León" compare equal. */
export function foldStateName(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const byFoldedName = new Map<string, MexicanState>([
  ...mexicanStates.map((s) => [foldStateName(s), s] as const),
  ...Object.entries(aliases).map(([alias, s]) => [foldStateName(alias), s] as const),
]);

// The canonical names as they are written (what most requests send): found without folding (Unicode normalization).
const byExactName = new Map<string, MexicanState>(mexicanStates.map((s) => [s, s] as const));

/** The canonical state name for `value` (accents and case ignored), or null when it is not a Mexican state. */
export function canonicalStateName(value: string): MexicanState | null {
  return byExactName.get(value) ?? byFoldedName.get(foldStateName(value)) ?? null;
}
