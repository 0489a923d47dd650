// The JSON schema checks of the request bodies the simulator accepts, worded as MyDHL's validator words them
// ("#/customerDetails/shipperDetails: required key [countryCode] not found", "#/location: expected maxLength: 80,
// actual: 85": the OpenAPI document's 422 examples). Only the rules of the fields the adapter sends.

type Json = Record<string, unknown>;

const typeName = (value: unknown) =>
  value === null ? 'Null' : Array.isArray(value) ? 'JSONArray' : typeof value === 'object' ? 'JSONObject' : typeof value;

export class SchemaCheck {
  readonly problems: string[] = [];

  /** The object at `path`, or null (with a problem) when it is something else. */
  object(value: unknown, path: string): Json | null {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Json;
    this.problems.push(`${path}: expected type: JSONObject, found: ${typeName(value)}`);
    return null;
  }

  /** Keys that must be present; returns true when all are. */
  required(object: Json, path: string, keys: string[]): boolean {
    const missing = keys.filter((key) => object[key] === undefined);
    for (const key of missing) this.problems.push(`${path}: required key [${key}] not found`);
    return missing.length === 0;
  }

  string(object: Json, path: string, key: string, limits: { min?: number; max: number; pattern?: RegExp }): void {
    const value = object[key];
    if (value === undefined) return;
    const at = `${path}/${key}`;
    if (typeof value !== 'string') {
      this.problems.push(`${at}: expected type: String, found: ${typeName(value)}`);
      return;
    }
    if (value.length < (limits.min ?? 1)) this.problems.push(`${at}: expected minLength: ${limits.min ?? 1}, actual: ${value.length}`);
    if (value.length > limits.max) this.problems.push(`${at}: expected maxLength: ${limits.max}, actual: ${value.length}`);
    if (limits.pattern && !limits.pattern.test(value))
      this.problems.push(`${at}: string [${value}] does not match pattern ${limits.pattern.source}`);
  }

  number(object: Json, path: string, key: string, limits: { min: number; max: number }): void {
    const value = object[key];
    if (value === undefined) return;
    const at = `${path}/${key}`;
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      this.problems.push(`${at}: expected type: Number, found: ${typeName(value)}`);
      return;
    }
    if (value < limits.min) this.problems.push(`${at}: ${value} is not greater or equal to ${limits.min}`);
    if (value > limits.max) this.problems.push(`${at}: ${value} is not less or equal to ${limits.max}`);
  }

  boolean(object: Json, path: string, key: string): void {
    const value = object[key];
    if (value !== undefined && typeof value !== 'boolean')
      this.problems.push(`${path}/${key}: expected type: Boolean, found: ${typeName(value)}`);
  }

  /** The array at object[key] (checked for its item count), or [] when absent or not an array. */
  array(object: Json, path: string, key: string, minItems = 1): unknown[] {
    const value = object[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.problems.push(`${path}/${key}: expected type: JSONArray, found: ${typeName(value)}`);
      return [];
    }
    if (value.length < minItems) this.problems.push(`${path}/${key}: expected minimum item count: ${minItems}, found: ${value.length}`);
    return value;
  }

  /** A postal address and a contact (the Address and Contact schemas of shipments and pickups). */
  party(party: unknown, path: string): void {
    const details = this.object(party, path);
    if (!details) return;
    this.required(details, path, ['postalAddress', 'contactInformation']);
    const address = details.postalAddress === undefined ? null : this.object(details.postalAddress, `${path}/postalAddress`);
    if (address) {
      const at = `${path}/postalAddress`;
      this.required(address, at, ['postalCode', 'cityName', 'countryCode', 'addressLine1']);
      this.string(address, at, 'postalCode', { min: 0, max: 12 });
      this.string(address, at, 'cityName', { max: 45 });
      this.string(address, at, 'countryCode', { min: 2, max: 2 });
      for (const line of ['addressLine1', 'addressLine2', 'addressLine3', 'countyName']) this.string(address, at, line, { max: 45 });
      this.string(address, at, 'provinceName', { max: 35 });
    }
    const contact = details.contactInformation === undefined ? null : this.object(details.contactInformation, `${path}/contactInformation`);
    if (contact) {
      const at = `${path}/contactInformation`;
      this.required(contact, at, ['phone', 'companyName', 'fullName']);
      this.string(contact, at, 'phone', { max: 70 });
      this.string(contact, at, 'email', { max: 70 });
      this.string(contact, at, 'companyName', { max: 100 });
      this.string(contact, at, 'fullName', { max: 255 });
    }
  }

  /** One package (weight in kg, dimensions in cm). */
  pkg(value: unknown, path: string): void {
    const pkg = this.object(value, path);
    if (!pkg) return;
    this.required(pkg, path, ['weight', 'dimensions']);
    this.number(pkg, path, 'weight', { min: 0.001, max: 999_999_999 });
    const dimensions = pkg.dimensions === undefined ? null : this.object(pkg.dimensions, `${path}/dimensions`);
    if (dimensions) {
      this.required(dimensions, `${path}/dimensions`, ['length', 'width', 'height']);
      for (const side of ['length', 'width', 'height']) this.number(dimensions, `${path}/dimensions`, side, { min: 1, max: 9_999_999 });
    }
  }
}
