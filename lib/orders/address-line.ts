// The street line of an address as every page and PDF prints it (label, batch manifest, order detail):
// "Av. Reforma 222 Int. Piso 3". One rule, so the paper the driver holds and the screen say the same.
// The label prints the same parts numbers first ("No. 222 Int. Piso 3, Av. Reforma"): the house number is
// what a driver looks for, and it stays at the front of a long street however the line wraps (docs/labels.md).
type StreetParts = { street: string; exteriorNumber: string; interiorNumber?: string | null };

/** The exterior and interior numbers: "222 Int. Piso 3". */
export function houseNumbers(address: StreetParts): string {
  const interior = address.interiorNumber?.trim();
  return `${address.exteriorNumber}${interior ? ` Int. ${interior}` : ''}`;
}

export function streetLine(address: StreetParts): string {
  return `${address.street} ${houseNumbers(address)}`;
}

/** The label's form: the numbers first, then the street ("No. 222 Int. Piso 3" and "Av. Reforma"). */
export function numbersFirstStreetLine(address: StreetParts): { numbers: string; street: string } {
  return { numbers: `No. ${houseNumbers(address)}`, street: address.street };
}
