// The street line of an address as every page and PDF prints it (label, batch manifest, order detail):
// "Av. Reforma 222 Int. Piso 3". One rule, so the paper the driver holds and the screen say the same.
type StreetParts = { street: string; exteriorNumber: string; interiorNumber?: string | null };

export function streetLine(address: StreetParts): string {
  const interior = address.interiorNumber?.trim();
  return `${address.street} ${address.exteriorNumber}${interior ? ` Int. ${interior}` : ''}`;
}
