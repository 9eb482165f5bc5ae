/**
 * Strips what must never reach error reporting, monitoring or analytics (SPEC §7): passwords,
 * bank details, card details, names, phone numbers and tokens. Every report goes through
 * `redact` first. It never changes its input: it returns a redacted copy.
 */

export const REDACTED = '[Redacted]';

/** Field names are compared lower-cased with everything but letters and digits removed. */
const SENSITIVE_NAME_PARTS = [
  'password',
  'passcode',
  'bankaccount',
  'sortcode',
  'cardnumber',
  'creditcard',
  'debitcard',
  'cardholder',
  'nameoncard',
  'expiry',
  'expiration',
  'securitycode',
  'cvv',
  'cvc',
  'firstname',
  'middlename',
  'lastname',
  'surname',
  'forename',
  'givenname',
  'familyname',
  'fullname',
  'phone',
  'mobile',
  'token',
  'secret',
  'authorization',
  'apikey',
];
/** Names too short to look for inside longer ones. */
const SENSITIVE_NAMES = new Set([
  'accountnumber',
  'pwd',
  'passwd',
  'pan',
  'exp',
  'expdate',
  'csc',
  'cv2',
  'pin',
  'fname',
  'lname',
  'tel',
  'jwt',
  'cookie',
  'setcookie',
]);

export function isSensitiveName(name: string): boolean {
  const normalised = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    SENSITIVE_NAMES.has(normalised) ||
    SENSITIVE_NAME_PARTS.some((part) => normalised.includes(part))
  );
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** True when the digits pass the Luhn check every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * In free text: `name=value` pairs (URL query strings, form bodies, cookies), `"name": value` pairs
 * (JSON), bearer tokens, JWTs and card numbers.
 */
function redactText(text: string): string {
  return text
    .replace(
      /"([^"\\]+)"(\s*:\s*)("(?:[^"\\]|\\.)*"|-?\d[\d.eE+-]*)/g,
      (pair, name: string, colon: string) =>
        isSensitiveName(name) ? `"${name}"${colon}"${REDACTED}"` : pair,
    )
    .replace(/(^|[?&;\s])([^\s=&?#;]+)=([^&#;\s]*)/g, (pair, start: string, name: string) =>
      isSensitiveName(decodedName(name)) ? `${start}${name}=${REDACTED}` : pair,
    )
    .replace(/\bBearer\s+[\w.~+/-]+=*/gi, `Bearer ${REDACTED}`)
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, REDACTED)
    .replace(/\b\d(?:[ -]?\d){12,18}\b/g, (match) =>
      passesLuhn(match.replace(/\D/g, '')) ? REDACTED : match,
    );
}

/** A sensitive field keeps only whether it was filled in (true/false/null stay). */
function redactField(value: unknown): unknown {
  return value === null || value === undefined || typeof value === 'boolean' ? value : REDACTED;
}

function redactEntry(name: string, value: unknown, path: Set<object>): unknown {
  return isSensitiveName(name) ? redactField(value) : redactAny(value, path);
}

function redactFormData(form: FormData): FormData {
  const copy = new FormData();
  form.forEach((value, name) => {
    if (typeof value !== 'string') copy.append(name, value);
    else copy.append(name, isSensitiveName(name) ? REDACTED : redactText(value));
  });
  return copy;
}

function redactSearchParams(params: URLSearchParams): URLSearchParams {
  const copy = new URLSearchParams();
  params.forEach((value, name) =>
    copy.append(name, isSensitiveName(name) ? REDACTED : redactText(value)),
  );
  return copy;
}

function redactHeaders(headers: Headers): Headers {
  const copy = new Headers();
  headers.forEach((value, name) =>
    copy.append(name, isSensitiveName(name) ? REDACTED : redactText(value)),
  );
  return copy;
}

function redactError(error: Error, path: Set<object>): Error {
  // A real Error (reporters check for one) of the same class (a sink may tell a GatewayError from
  // a TypeError), with message, stack and cause not enumerable, as on the original.
  const copy = new Error(redactText(error.message));
  Object.setPrototypeOf(copy, Object.getPrototypeOf(error));
  copy.stack = error.stack === undefined ? undefined : redactText(error.stack);
  if ('cause' in error) {
    const cause = redactAny(error.cause, path);
    Object.defineProperty(copy, 'cause', { value: cause, writable: true, configurable: true });
  }
  // Own fields such as a gateway error's name and statusCode.
  for (const [name, value] of Object.entries(error)) {
    Object.assign(copy, { [name]: redactEntry(name, value, path) });
  }
  return copy;
}

function redactObject(value: object, path: Set<object>): unknown {
  if (value instanceof Date || value instanceof Blob || ArrayBuffer.isView(value)) return value;
  if (value instanceof URL) return new URL(redactText(value.href));
  if (value instanceof URLSearchParams) return redactSearchParams(value);
  if (value instanceof FormData) return redactFormData(value);
  if (value instanceof Headers) return redactHeaders(value);
  if (value instanceof Error) return redactError(value, path);
  if (Array.isArray(value)) return value.map((item) => redactAny(item, path));
  if (value instanceof Map) {
    return new Map(
      Array.from(value, ([name, item]) => [
        name,
        typeof name === 'string' ? redactEntry(name, item, path) : redactAny(item, path),
      ]),
    );
  }
  if (value instanceof Set) return new Set(Array.from(value, (item) => redactAny(item, path)));
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, redactEntry(name, item, path)]),
  );
}

function redactAny(value: unknown, path: Set<object>): unknown {
  if (typeof value === 'string') return redactText(value);
  if (typeof value !== 'object' || value === null) return value;
  // A reference back to an object being redacted (a cycle): reports are serialised, so say so.
  if (path.has(value)) return '[Circular]';
  path.add(value);
  try {
    return redactObject(value, path);
  } finally {
    path.delete(value);
  }
}

/**
 * A copy of `value` safe to report: objects and arrays (deeply, by field name), FormData,
 * URLSearchParams, URLs and URL strings (query parameters by name), Headers, Errors (message,
 * stack, cause and own fields), and any text (name=value pairs, bearer tokens, JWTs, card
 * numbers). Sensitive fields become '[Redacted]'; booleans and empty values stay.
 */
export function redact(value: string): string;
export function redact(value: URL): URL;
export function redact(value: URLSearchParams): URLSearchParams;
export function redact(value: FormData): FormData;
export function redact(value: Headers): Headers;
export function redact(value: Error): Error;
export function redact(value: Readonly<Record<string, unknown>>): Record<string, unknown>;
export function redact(value: unknown): unknown;
export function redact(value: unknown): unknown {
  return redactAny(value, new Set());
}
