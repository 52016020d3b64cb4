/**
 * Rules for buying on credit: BVN (debt profile), residential address verification (Lagos only, with its
 * Local Government / LCDA), and delivery addresses.
 */
import { type FieldErrors, text, toValidation, type Validation } from './form';

export const BVN_REQUIRED = 'BVN is required';
export const BVN_INVALID = 'BVN must be exactly 11 digits';
export const STREET_NAME_REQUIRED = 'Street name is required';
export const STATE_REQUIRED = 'State is required';
export const LGA_REQUIRED = 'Local Government / LCDA is required';
export const STREET_ADDRESS_REQUIRED = 'Street address is required';
export const ADDRESS_VERIFICATION_INCOMPLETE = 'Verification failed, please try again.';
export const VERIFICATION_FAILED = 'Verification failed';
/** The fixed notice of a refused debt check. */
export const DEBT_VERIFICATION_FAILURE_NOTICE =
  'We found an active debt or loan linked to your BVN. Please clear the outstanding balance and try again, or contact support if you think this is a mistake.';

/** A BVN has exactly 11 digits. */
export const BVN_LENGTH = 11;

/** Keeps only digits, at most 11: what the numeric BVN input lets a shopper type or paste. */
export function sanitiseBvnInput(raw: string): string {
  return String(raw ?? '')
    .replace(/\D/g, '')
    .slice(0, BVN_LENGTH);
}

/** 'BVN is required', 'BVN must be exactly 11 digits', or null. */
export function bvnError(bvn: unknown): string | null {
  const value = text(bvn).trim();
  if (value === '') return BVN_REQUIRED;
  return /^\d{11}$/.test(value) ? null : BVN_INVALID;
}

/** Validates the debt-verification request `{ bvn }`. */
export function validateBvn(input: { bvn?: unknown }): Validation<'bvn', { bvn: string }> {
  const error = bvnError(input.bvn);
  return toValidation(error ? { bvn: error } : {}, () => ({ bvn: text(input.bvn).trim() }));
}

/** A BVN is never shown or logged whole: every digit but the last four is masked. */
export function maskBvn(bvn: string): string {
  const digits = String(bvn ?? '').replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** The only state address verification offers. */
export const VERIFICATION_STATES = ['Lagos'] as const;

/**
 * The 44 Lagos areas the Local Government / LCDA picker offers. The spec counts 44 without naming them:
 * these are Lagos State's 20 Local Government Areas followed by 24 of its Local Council Development Areas.
 */
export const LAGOS_AREAS = [
  'Agege',
  'Ajeromi-Ifelodun',
  'Alimosho',
  'Amuwo-Odofin',
  'Apapa',
  'Badagry',
  'Epe',
  'Eti-Osa',
  'Ibeju-Lekki',
  'Ifako-Ijaiye',
  'Ikeja',
  'Ikorodu',
  'Kosofe',
  'Lagos Island',
  'Lagos Mainland',
  'Mushin',
  'Ojo',
  'Oshodi-Isolo',
  'Shomolu',
  'Surulere',
  'Agbado/Oke-Odo',
  'Agboyi-Ketu',
  'Apapa-Iganmu',
  'Ayobo-Ipaja',
  'Bariga',
  'Coker-Aguda',
  'Egbe-Idimu',
  'Ejigbo',
  'Eti-Osa East',
  'Iba',
  'Igando-Ikotun',
  'Ikorodu North',
  'Ikorodu West',
  'Ikosi-Isheri',
  'Ikoyi-Obalende',
  'Iru-Victoria Island',
  'Isolo',
  'Itire-Ikate',
  'Lekki',
  'Mosan-Okunola',
  'Ojodu',
  'Ojokoro',
  'Onigbongbo',
  'Yaba',
] as const;

/** Whether the Local Government / LCDA picker shows for `state` (only for Lagos). */
export function showsLagosAreaPicker(state: unknown): boolean {
  return text(state).trim() === 'Lagos';
}

export type AddressVerificationField = 'street' | 'state' | 'lga';
/** The address-verification payload the server takes. */
export interface AddressVerificationPayload {
  residentialAddress: string;
  residentialCity: string;
  residentialState: string;
}

/**
 * Address verification: street name required, state required and only Lagos offered, Local Government /
 * LCDA required (and one of the 44 areas). The LCDA becomes the residential city.
 */
export function validateAddressVerification(input: {
  street?: unknown;
  state?: unknown;
  lga?: unknown;
}): Validation<AddressVerificationField, AddressVerificationPayload> {
  const street = text(input.street).trim();
  const state = text(input.state).trim();
  const lga = text(input.lga).trim();
  const errors: FieldErrors<AddressVerificationField> = {};
  if (street === '') errors.street = STREET_NAME_REQUIRED;
  if (!(VERIFICATION_STATES as readonly string[]).includes(state)) errors.state = STATE_REQUIRED;
  if (!(LAGOS_AREAS as readonly string[]).includes(lga)) errors.lga = LGA_REQUIRED;
  return toValidation(errors, () => ({
    residentialAddress: street,
    residentialCity: lga,
    residentialState: state,
  }));
}

export const FIRST_NAME_REQUIRED = 'First name is required';
export const LAST_NAME_REQUIRED = 'Last name is required';
/** The longest name either field keeps. */
export const NAME_MAX_LENGTH = 50;

/**
 * Who lives at the address being checked: a field agent asks for the shopper by name at the door, so the
 * check needs a first and a last name (each trimmed, 1 to 50 characters).
 */
export function validateResidentName(input: {
  firstName?: unknown;
  lastName?: unknown;
}): Validation<'firstName' | 'lastName', { firstName: string; lastName: string }> {
  const firstName = text(input.firstName).trim();
  const lastName = text(input.lastName).trim();
  const errors: FieldErrors<'firstName' | 'lastName'> = {};
  if (firstName === '' || firstName.length > NAME_MAX_LENGTH) errors.firstName = FIRST_NAME_REQUIRED;
  if (lastName === '' || lastName.length > NAME_MAX_LENGTH) errors.lastName = LAST_NAME_REQUIRED;
  return toValidation(errors, () => ({ firstName, lastName }));
}

/** What the address-check form sends: the address and the name a field agent asks for. */
export interface AddressCheckPayload extends AddressVerificationPayload {
  firstName: string;
  lastName: string;
}

/** The address-check form: the address's rules and the resident's name, every message at once. */
export function validateAddressCheck(input: {
  street?: unknown;
  state?: unknown;
  lga?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}): Validation<AddressVerificationField | 'firstName' | 'lastName', AddressCheckPayload> {
  const address = validateAddressVerification(input);
  const name = validateResidentName(input);
  if (address.ok && name.ok) return { ok: true, value: { ...name.value, ...address.value }, errors: {} };
  return { ok: false, errors: { ...name.errors, ...address.errors } };
}

export type VerificationOutcome = { status: 'verified' } | { status: 'failed'; message: string };

/**
 * An address verification answer is verified when it carries address, city and state; otherwise it failed
 * with 'Verification failed, please try again.'.
 */
export function addressVerificationOutcome(
  data: Partial<AddressVerificationPayload> | null | undefined,
): VerificationOutcome {
  const complete = [data?.residentialAddress, data?.residentialCity, data?.residentialState].every(
    (field) => text(field).trim() !== '',
  );
  return complete ? { status: 'verified' } : { status: 'failed', message: ADDRESS_VERIFICATION_INCOMPLETE };
}

/** A shopper who already has a residential address shows as verified. */
export function isAddressVerified(user: { residentialAddress?: string | null }): boolean {
  return text(user.residentialAddress).trim() !== '';
}

/** Debt verification is verified when the bureau's overall_status is APPROVED or a BVN is already on file. */
export function debtVerificationOutcome(
  response: {
    credit_data?: { eligibility_validation?: { overall_status?: string | null } | null } | null;
  } | null,
  bvnOnFile: boolean,
): VerificationOutcome {
  const status = response?.credit_data?.eligibility_validation?.overall_status;
  return bvnOnFile || status === 'APPROVED'
    ? { status: 'verified' }
    : { status: 'failed', message: DEBT_VERIFICATION_FAILURE_NOTICE };
}

/** Instalment buying requires both the address and the debt verification. */
export function canBuyOnCredit(verified: { address: boolean; debt: boolean }): boolean {
  return verified.address && verified.debt;
}

/** The only state a delivery address may have. */
export const DELIVERY_STATES = ['Lagos state'] as const;

export type DeliveryAddressField = 'state' | 'streetAddress';

/** Delivery address add or edit: state required (only 'Lagos state'), street address required, trimmed. */
export function validateDeliveryAddress(input: {
  state?: unknown;
  streetAddress?: unknown;
}): Validation<DeliveryAddressField, { state: string; streetAddress: string }> {
  const state = text(input.state).trim();
  const streetAddress = text(input.streetAddress).trim();
  const errors: FieldErrors<DeliveryAddressField> = {};
  if (!(DELIVERY_STATES as readonly string[]).includes(state)) errors.state = STATE_REQUIRED;
  if (streetAddress === '') errors.streetAddress = STREET_ADDRESS_REQUIRED;
  return toValidation(errors, () => ({ state, streetAddress }));
}
