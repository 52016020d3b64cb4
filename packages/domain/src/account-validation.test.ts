import { describe, expect, it } from 'vitest';
import {
  blankLoginFields,
  blankResetPasswordFields,
  emailError,
  isPasswordAcceptable,
  normalisePhoneNumber,
  otpError,
  PASSWORD_CHECKLIST_LABELS,
  PASSWORD_RULE,
  passwordChecklist,
  phoneNumberError,
  validateForgotPassword,
  validateLogin,
  validateResetPassword,
  validateSignUp,
  validateVerifyEmail,
} from './account-validation';

describe("email: required ('Email is required'), standard pattern ('Invalid email address')", () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    [undefined, 'Email is required'],
    ['ada', 'Invalid email address'],
    ['ada@example', 'Invalid email address'],
    ['ada @example.com', 'Invalid email address'],
    ['<script>@x.com', 'Invalid email address'],
    ['ada@example.com', null],
    [' ada.obi+oja@mail.com.ng ', null],
  ])('%o → %o', (email, message) => {
    expect(emailError(email)).toBe(message);
  });
});

describe("phone: required ('Phone number is required'), digits only ('Invalid phone number')", () => {
  it.each([
    ['', 'Phone number is required'],
    ['08031234567', null],
    ['0803 123 4567', null],
    ['8031234567', null],
    ['2348031234567', null],
    ['+2348031234567', null],
    ['0803123456a', 'Invalid phone number'],
    ['080312345', 'Invalid phone number'],
    ['080312345678', 'Invalid phone number'],
    ['+44 7700 900123', 'Invalid phone number'],
  ])('%o → %o', (phone, message) => {
    expect(phoneNumberError(phone)).toBe(message);
  });

  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
  ])('on submit a leading 0 becomes +234: %s → %s', (typed, sent) => {
    expect(normalisePhoneNumber(typed)).toBe(sent);
  });
});

describe('password: required, 8+ characters with upper, lower, number; the checklist adds a special character', () => {
  it('shows each checklist item as it is met', () => {
    expect(passwordChecklist('')).toEqual({
      minLength: false,
      uppercase: false,
      lowercase: false,
      number: false,
      specialCharacter: false,
    });
    expect(passwordChecklist('Abcdefg1!')).toEqual({
      minLength: true,
      uppercase: true,
      lowercase: true,
      number: true,
      specialCharacter: true,
    });
    expect(passwordChecklist('abcdefgh').lowercase).toBe(true);
    expect(passwordChecklist('abcdefgh').uppercase).toBe(false);
    expect(Object.keys(PASSWORD_CHECKLIST_LABELS)).toHaveLength(5);
  });

  it.each([
    ['Abcdefg1!', true],
    ['Abcdef1!', true],
    ['Abcde1!', false],
    ['abcdefg1!', false],
    ['ABCDEFG1!', false],
    ['Abcdefgh!', false],
    ['Abcdefgh1', false],
    [undefined, false],
  ])('Create account is enabled for %o: %s', (password, enabled) => {
    expect(isPasswordAcceptable(password)).toBe(enabled);
  });
});

describe('sign-up returns every field message at once', () => {
  it('reports all three empty fields together', () => {
    expect(validateSignUp({})).toEqual({
      ok: false,
      errors: {
        email: 'Email is required',
        phoneNumber: 'Phone number is required',
        password: 'Password is required',
      },
    });
  });

  it('reports a weak password with the spec message', () => {
    const result = validateSignUp({ email: 'ada@example.com', phoneNumber: '08031234567', password: 'weak' });
    expect(result).toEqual({ ok: false, errors: { password: PASSWORD_RULE } });
  });

  it('sends a trimmed email and the phone with +234', () => {
    expect(
      validateSignUp({ email: ' ada@example.com ', phoneNumber: '0803 123 4567', password: 'Abcdefg1!' }),
    ).toEqual({
      ok: true,
      value: { email: 'ada@example.com', phoneNumber: '+2348031234567', password: 'Abcdefg1!' },
      errors: {},
    });
  });
});

describe("login: email and password both required ('Please fill in all fields')", () => {
  it.each([{}, { email: 'ada@example.com' }, { password: 'x' }, { email: '  ', password: 'x' }])(
    'refuses %o',
    (input) => {
      expect(validateLogin(input)).toEqual({ ok: false, errors: { form: 'Please fill in all fields' } });
    },
  );

  it.each([
    [{}, ['email', 'password']],
    [{ email: '  ', password: ' ' }, ['email']],
    [{ email: 'ada@example.com', password: '' }, ['password']],
    [{ email: 'ada@example.com', password: 'x' }, []],
  ])('the blank fields of %o are %o (each one the message is about)', (input, blank) => {
    expect(blankLoginFields(input)).toEqual(blank);
  });

  it('accepts both, trimming the email and keeping the password as typed', () => {
    expect(validateLogin({ email: ' ada@example.com', password: ' pass ' })).toMatchObject({
      ok: true,
      value: { email: 'ada@example.com', password: ' pass ' },
    });
  });
});

describe('forgot password: the email is required and must look like one', () => {
  it('reports the email message', () => {
    expect(validateForgotPassword({ email: '' })).toEqual({
      ok: false,
      errors: { email: 'Email is required' },
    });
    expect(validateForgotPassword({ email: 'nope' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email address' },
    });
  });

  it('accepts a trimmed email', () => {
    expect(validateForgotPassword({ email: ' ada@example.com ' })).toMatchObject({
      ok: true,
      value: { email: 'ada@example.com' },
    });
  });
});

describe("OTP: required, 'OTP must be {n} digits', expired 'OTP has expired. Please request a new one.'", () => {
  it.each([
    ['', {}, 'OTP is required'],
    ['12', {}, 'OTP must be 4 digits'],
    ['12a4', {}, 'OTP must be 4 digits'],
    ['12345', {}, 'OTP must be 4 digits'],
    ['1234', {}, null],
    [' 1234 ', {}, null],
    ['123456', { length: 6 }, null],
    ['1234', { length: 6 }, 'OTP must be 6 digits'],
    ['1234', { expired: true }, 'OTP has expired. Please request a new one.'],
  ])('%o with %o → %o', (otp, options, message) => {
    expect(otpError(otp, options)).toBe(message);
  });

  it('verify email needs the email and a 4-digit code, all messages at once', () => {
    expect(validateVerifyEmail({ email: '', otp: '1' })).toEqual({
      ok: false,
      errors: { email: 'Email is required', otp: 'OTP must be 4 digits' },
    });
    expect(validateVerifyEmail({ email: 'ada@example.com', otp: '0420' })).toMatchObject({
      ok: true,
      value: { email: 'ada@example.com', otp: '0420' },
    });
  });
});

describe("reset password: all fields required, 'Passwords do not match'", () => {
  it("any empty field gives 'Please fill in all fields'", () => {
    expect(validateResetPassword({ email: 'a@b.co', password: 'Abcdefg1!' })).toEqual({
      ok: false,
      errors: { form: 'Please fill in all fields' },
    });
  });

  it.each([
    [{ email: 'a@b.co' }, ['password', 'passwordAgain']],
    [{ email: ' ', password: 'x', passwordAgain: 'x' }, ['email']],
    [{ email: 'a@b.co', password: 'x', passwordAgain: '' }, ['passwordAgain']],
    [{ email: 'a@b.co', password: 'x', passwordAgain: 'y' }, []],
  ])('the blank fields of %o are %o', (input, blank) => {
    expect(blankResetPasswordFields(input)).toEqual(blank);
  });

  it('a mismatch and a weak password are both reported', () => {
    expect(validateResetPassword({ email: 'a@b.co', password: 'weak', passwordAgain: 'weaker' })).toEqual({
      ok: false,
      errors: { password: PASSWORD_RULE, passwordAgain: 'Passwords do not match' },
    });
  });

  it('accepts a strong, matching pair', () => {
    expect(
      validateResetPassword({ email: 'a@b.co', password: 'Abcdefg1!', passwordAgain: 'Abcdefg1!' }),
    ).toMatchObject({
      ok: true,
      value: { email: 'a@b.co', password: 'Abcdefg1!', passwordAgain: 'Abcdefg1!' },
    });
  });
});
