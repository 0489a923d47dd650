// MyDHL API's one error shape (supermodelIoLogisticsExpressErrorResponse in the OpenAPI document; examples in
// fixtures/errors.json): { instance, detail, title, message, status, additionalDetails? }, sent as
// application/problem+json with the HTTP status repeated as a string.

export type DhlErrorBody = {
  instance: string;
  detail: string;
  title: string;
  message: string;
  status: string;
  additionalDetails?: string[];
};

/** A refusal the simulator answers with; thrown by the handlers, written by the server. */
export class DhlHttpError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly body: Omit<DhlErrorBody, 'instance' | 'status'>,
  ) {
    super(body.detail);
  }
}

export const badRequest = (detail: string, title = 'Bad request') => new DhlHttpError(400, { detail, title, message: 'Bad request' });

/** Query parameters absent, as the documentation's "Missing required parameter" example words it. */
export const missingParameters = (names: string[]) =>
  new DhlHttpError(400, {
    detail: `Missing mandatory parameters: ${names.join(', ')}`,
    title: 'Missing parameters',
    message: 'Bad request',
  });

/** Query parameters present but malformed, as the tracking and address-validate examples word it. */
export const wrongFormat = (names: string[]) =>
  new DhlHttpError(400, {
    detail: `Parameters not having correct format: ${names.join(', ')}`,
    title: 'Wrong format',
    message: 'Bad request',
  });

/** JSON schema problems: one in `detail`, several in `additionalDetails` (the pickup update's 422 example). */
export function validationError(problems: string[]): DhlHttpError {
  if (problems.length === 1)
    return new DhlHttpError(422, { detail: problems[0], title: 'Validation error', message: 'Unprocessable Entity' });
  return new DhlHttpError(422, {
    detail: 'Multiple problems found, see Additional Details',
    title: 'Validation error',
    message: 'Unprocessable Entity',
    additionalDetails: problems,
  });
}

export const invalidAccount = () => badRequest('The account number is not found or invalid. Please check the account number and retry.');

export const productNotAvailable = (codes: string) =>
  badRequest(`The requested product(s) (${codes}) not available based on your search criteria.`, 'Product not available');

export const notFound = (detail: string, title: string) => new DhlHttpError(404, { detail, title, message: title });

export const unauthorized = () =>
  new DhlHttpError(401, {
    detail: 'Invalid credentials: the API key and secret were not accepted.',
    title: 'Unauthorized',
    message: 'Unauthorized',
  });
