// The "Nuevo envío" form as the two request bodies it feeds: POST /api/v1/quotes and POST /api/v1/orders (without
// the chosen carrier and service, added on "Comprar"). Empty optional fields are left out, as the API wants them;
// the API checks everything again and its { error } is shown as it comes.

type Body = Record<string, unknown>;
export type Shipment = { quote: Body; order: Body };

const ADDRESS_FIELDS = [
  'contactName',
  'contactPhone',
  'street',
  'exteriorNumber',
  'interiorNumber',
  'neighborhood',
  'city',
  'state',
  'postalCode',
] as const;

export function readShipment(form: FormData): Shipment {
  const text = (name: string) => {
    const value = String(form.get(name) ?? '').trim();
    return value === '' ? undefined : value;
  };
  const number = (name: string) => {
    const value = text(name);
    return value === undefined ? undefined : Number(value.replace(',', '.'));
  };
  const address = (prefix: string, extra: readonly string[] = []) =>
    Object.fromEntries([...ADDRESS_FIELDS, ...extra].map((field) => [field, text(`${prefix}.${field}`)]));
  const pickupAddress = address('origin');
  const deliveryAddress = address('destination', ['deliveryInstructions']);
  const dimensions = { length: number('package.length'), width: number('package.width'), height: number('package.height') };
  const codAmount = number('codAmount');
  const isCod = codAmount !== undefined;
  const pkg = { weight: number('package.weight'), dimensions, declaredValue: number('package.declaredValue') };
  return {
    quote: {
      originPostalCode: pickupAddress.postalCode ?? '',
      destinationPostalCode: deliveryAddress.postalCode ?? '',
      package: pkg,
      isCod,
      codAmount,
    },
    order: {
      pickupAddress,
      deliveryAddress,
      package: { ...pkg, contentDescription: text('package.contentDescription') },
      internalReference: text('internalReference'),
      isCod,
      codAmount,
    },
  };
}
