/** Sign-up, login, forgot-password, reset-password and OTP rules, with the spec's messages verbatim. */
import { type FieldErrors, text, toValidation, type Validation } from './form';

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Invalid email address';
export const PHONE_REQUIRED = 'Phone number is required';
export const PHONE_INVALID = 'Invalid phone number';
export const PASSWORD_REQUIRED = 'Password is required';
export const PASSWORD_RULE =
  'Password must be at least 8 characters long and include uppercase, lowercase letters, and a number.';
export const FILL_IN_ALL_FIELDS = 'Please fill in all fields';
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';
export const OTP_REQUIRED = 'OTP is required';
export const OTP_EXPIRED = 'OTP has expired. Please request a new one.';

/** Minimum password length. */
export const PASSWORD_MIN_LENGTH = 8;
/** One-time codes have 4 digits. */
export const OTP_LENGTH = 4;
/** Nigeria's international prefix, which replaces a phone number's leading 0 on submit. */
export const PHONE_PREFIX = '+234';

/** 'OTP must be {n} digits'. */
export function otpLengthMessage(length: number = OTP_LENGTH): string {
  return `OTP must be ${length} digits`;
}

// A basic pattern: something, @, something, a dot, something; no spaces. The server has the last word.
const EMAIL_PATTERN = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** 'Email is required', 'Invalid email address', or null when the email is usable. */
export function emailError(email: unknown): string | null {
  const value = text(email).trim();
  if (value === '') return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(value) ? null : EMAIL_INVALID;
}

/**
 * A Nigerian mobile number as a shopper types it: 0XXXXXXXXXX (11 digits), XXXXXXXXXX (10), or with the
 * country code 234 / +234. Spaces and dashes between digits are allowed; any other character is not.
 */
const PHONE_PATTERN = /^(?:0\d{10}|[1-9]\d{9}|\+?234\d{10})$/;

/** 'Phone number is required', 'Invalid phone number' (digits only, a Nigerian length), or null. */
export function phoneNumberError(phoneNumber: unknown): string | null {
  const value = text(phoneNumber).replace(/[\s-]/g, '');
  if (value === '') return PHONE_REQUIRED;
  return PHONE_PATTERN.test(value) ? null : PHONE_INVALID;
}

/** On submit a leading 0 becomes +234 (and a bare 234 or ten digits gain the +234 too). */
export function normalisePhoneNumber(phoneNumber: string): string {
  const digits = phoneNumber.replace(/[\s-]/g, '').replace(/^\+/, '');
  if (digits.startsWith('234')) return `+${digits}`;
  if (digits.startsWith('0')) return `${PHONE_PREFIX}${digits.slice(1)}`;
  return `${PHONE_PREFIX}${digits}`;
}

/** The five checks the sign-up checklist shows while the password field has focus. */
export interface PasswordChecklist {
  minLength: boolean;
  uppercase: boolean;
  lowercase: boolean;
  number: boolean;
  specialCharacter: boolean;
}

/** The checklist's labels, in the order it shows them. */
export const PASSWORD_CHECKLIST_LABELS: Readonly<Record<keyof PasswordChecklist, string>> = {
  minLength: 'At least 8 characters',
  uppercase: 'An uppercase letter',
  lowercase: 'A lowercase letter',
  number: 'A number',
  specialCharacter: 'A special character',
};

/** The state of each checklist item for `password`. */
export function passwordChecklist(password: unknown): PasswordChecklist {
  const value = text(password);
  return {
    minLength: Array.from(value).length >= PASSWORD_MIN_LENGTH,
    uppercase: /\p{Lu}/u.test(value),
    lowercase: /\p{Ll}/u.test(value),
    number: /\d/.test(value),
    specialCharacter: /[^\p{L}\p{N}\s]/u.test(value),
  };
}

/** Create account stays disabled until all five checklist items hold. */
export function isPasswordAcceptable(password: unknown): boolean {
  return Object.values(passwordChecklist(password)).every(Boolean);
}

/**
 * 'Password is required', the password rule message when any checklist item fails (the checklist beside
 * it names the special character the message leaves out), or null.
 */
export function passwordError(password: unknown): string | null {
  if (text(password) === '') return PASSWORD_REQUIRED;
  return isPasswordAcceptable(password) ? null : PASSWORD_RULE;
}

export type SignUpField = 'email' | 'phoneNumber' | 'password';
/** The sign-up payload, ready for the server. */
export interface SignUpPayload {
  email: string;
  phoneNumber: string;
  password: string;
}

/** Sign-up: every field's message at once; on success the payload with a trimmed email and +234 phone. */
export function validateSignUp(input: {
  email?: unknown;
  phoneNumber?: unknown;
  password?: unknown;
}): Validation<SignUpField, SignUpPayload> {
  const errors: FieldErrors<SignUpField> = {};
  const email = emailError(input.email);
  const phone = phoneNumberError(input.phoneNumber);
  const password = passwordError(input.password);
  if (email) errors.email = email;
  if (phone) errors.phoneNumber = phone;
  if (password) errors.password = password;
  return toValidation(errors, () => ({
    email: text(input.email).trim(),
    phoneNumber: normalisePhoneNumber(text(input.phoneNumber)),
    password: text(input.password),
  }));
}

/**
 * The login fields left blank (an email of spaces is blank; a password is taken as typed): the fields
 * 'Please fill in all fields' is about, so a form can point at each of them.
 */
export function blankLoginFields(input: {
  email?: unknown;
  password?: unknown;
}): Array<'email' | 'password'> {
  const blank: Array<'email' | 'password'> = [];
  if (text(input.email).trim() === '') blank.push('email');
  if (text(input.password) === '') blank.push('password');
  return blank;
}

/** Login: email and password both required, else the one form message 'Please fill in all fields'. */
export function validateLogin(input: {
  email?: unknown;
  password?: unknown;
}): Validation<'form', { email: string; password: string }> {
  const errors: FieldErrors<'form'> = blankLoginFields(input).length > 0 ? { form: FILL_IN_ALL_FIELDS } : {};
  return toValidation(errors, () => ({ email: text(input.email).trim(), password: text(input.password) }));
}

/** Forgot password: the email is required and must look like one. */
export function validateForgotPassword(input: { email?: unknown }): Validation<'email', { email: string }> {
  const email = emailError(input.email);
  return toValidation(email ? { email } : {}, () => ({ email: text(input.email).trim() }));
}

/**
 * A one-time code: 'OTP has expired. Please request a new one.' once the countdown has ended (checked
 * first: an expired code is never worth sending), 'OTP is required', 'OTP must be {n} digits'.
 */
export function otpError(otp: unknown, options: { length?: number; expired?: boolean } = {}): string | null {
  const length = options.length ?? OTP_LENGTH;
  if (options.expired) return OTP_EXPIRED;
  const value = text(otp).trim();
  if (value === '') return OTP_REQUIRED;
  return new RegExp(`^\\d{${length}}$`).test(value) ? null : otpLengthMessage(length);
}

/** Verify email: `email` and a 4-digit `otp`, as the verify-email payload. */
export function validateVerifyEmail(input: {
  email?: unknown;
  otp?: unknown;
  expired?: boolean;
}): Validation<'email' | 'otp', { email: string; otp: string }> {
  const errors: FieldErrors<'email' | 'otp'> = {};
  const email = emailError(input.email);
  const otp = otpError(input.otp, { expired: input.expired });
  if (email) errors.email = email;
  if (otp) errors.otp = otp;
  return toValidation(errors, () => ({ email: text(input.email).trim(), otp: text(input.otp).trim() }));
}

export type ResetPasswordField = 'form' | 'password' | 'passwordAgain';

/** The reset-password fields left blank: the fields its 'Please fill in all fields' is about. */
export function blankResetPasswordFields(input: {
  email?: unknown;
  password?: unknown;
  passwordAgain?: unknown;
}): Array<'email' | 'password' | 'passwordAgain'> {
  const blank: Array<'email' | 'password' | 'passwordAgain'> = [];
  if (text(input.email).trim() === '') blank.push('email');
  if (text(input.password) === '') blank.push('password');
  if (text(input.passwordAgain) === '') blank.push('passwordAgain');
  return blank;
}

/**
 * Reset password: all fields required ('Please fill in all fields'), the new password keeps the sign-up
 * rule, and the confirmation matches ('Passwords do not match'). The code is checked by {@link otpError}.
 */
export function validateResetPassword(input: {
  email?: unknown;
  password?: unknown;
  passwordAgain?: unknown;
}): Validation<ResetPasswordField, { email: string; password: string; passwordAgain: string }> {
  const email = text(input.email).trim();
  const password = text(input.password);
  const passwordAgain = text(input.passwordAgain);
  const errors: FieldErrors<ResetPasswordField> = {};
  if (blankResetPasswordFields(input).length > 0) {
    errors.form = FILL_IN_ALL_FIELDS;
  } else {
    if (!isPasswordAcceptable(password)) errors.password = PASSWORD_RULE;
    if (password !== passwordAgain) errors.passwordAgain = PASSWORDS_DO_NOT_MATCH;
  }
  return toValidation(errors, () => ({ email, password, passwordAgain }));
}
