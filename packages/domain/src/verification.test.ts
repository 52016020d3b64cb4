import { describe, expect, it } from 'vitest';
import {
  addressVerificationOutcome,
  bvnError,
  canBuyOnCredit,
  DEBT_VERIFICATION_FAILURE_NOTICE,
  debtVerificationOutcome,
  isAddressVerified,
  LAGOS_AREAS,
  maskBvn,
  sanitiseBvnInput,
  showsLagosAreaPicker,
  validateAddressCheck,
  validateAddressVerification,
  validateBvn,
  validateDeliveryAddress,
  validateResidentName,
} from './verification';

describe("BVN: required ('BVN is required'), exactly 11 digits ('BVN must be exactly 11 digits')", () => {
  it.each([
    ['', 'BVN is required'],
    [undefined, 'BVN is required'],
    ['2234567890', 'BVN must be exactly 11 digits'],
    ['223456789012', 'BVN must be exactly 11 digits'],
    ['2234567890a', 'BVN must be exactly 11 digits'],
    ['22345678901', null],
  ])('%o → %o', (bvn, message) => {
    expect(bvnError(bvn)).toBe(message);
  });

  it('the numeric input keeps digits only, at most 11', () => {
    expect(sanitiseBvnInput('223-456 789 0123')).toBe('22345678901');
    expect(sanitiseBvnInput(undefined as unknown as string)).toBe('');
  });

  it('validates the request payload', () => {
    expect(validateBvn({ bvn: ' 22345678901 ' })).toMatchObject({ ok: true, value: { bvn: '22345678901' } });
    expect(validateBvn({})).toEqual({ ok: false, errors: { bvn: 'BVN is required' } });
  });

  it('is never shown whole: all but the last four digits are masked', () => {
    expect(maskBvn('22345678901')).toBe('*******8901');
    expect(maskBvn('12')).toBe('12');
    expect(maskBvn(null as unknown as string)).toBe('');
  });
});

describe('address verification: street, state (Lagos only) and Local Government / LCDA required', () => {
  it('lists the 44 Lagos areas, each once', () => {
    expect(LAGOS_AREAS).toHaveLength(44);
    expect(new Set(LAGOS_AREAS).size).toBe(44);
  });

  it('shows the area picker only for Lagos', () => {
    expect(showsLagosAreaPicker('Lagos')).toBe(true);
    expect(showsLagosAreaPicker('Abuja')).toBe(false);
    expect(showsLagosAreaPicker(undefined)).toBe(false);
  });

  it('reports every missing field at once', () => {
    expect(validateAddressVerification({})).toEqual({
      ok: false,
      errors: {
        street: 'Street name is required',
        state: 'State is required',
        lga: 'Local Government / LCDA is required',
      },
    });
  });

  it('refuses a state other than Lagos and an area outside the list', () => {
    expect(
      validateAddressVerification({ street: '1 Allen Avenue', state: 'Oyo', lga: 'Ibadan North' }),
    ).toEqual({
      ok: false,
      errors: { state: 'State is required', lga: 'Local Government / LCDA is required' },
    });
  });

  it('sends a trimmed street, the area as the city and the state', () => {
    expect(
      validateAddressVerification({ street: ' 1 Allen Avenue ', state: 'Lagos', lga: 'Ikeja' }),
    ).toMatchObject({
      ok: true,
      value: { residentialAddress: '1 Allen Avenue', residentialCity: 'Ikeja', residentialState: 'Lagos' },
    });
  });

  it("is verified when the answer has address, city and state, else 'Verification failed, please try again.'", () => {
    expect(
      addressVerificationOutcome({
        residentialAddress: '1 Allen Avenue',
        residentialCity: 'Ikeja',
        residentialState: 'Lagos',
      }),
    ).toEqual({ status: 'verified' });
    expect(
      addressVerificationOutcome({ residentialAddress: '1 Allen Avenue', residentialCity: ' ' }),
    ).toEqual({
      status: 'failed',
      message: 'Verification failed, please try again.',
    });
    expect(addressVerificationOutcome(null)).toMatchObject({ status: 'failed' });
  });

  it('a shopper who already has an address shows as verified', () => {
    expect(isAddressVerified({ residentialAddress: '1 Allen Avenue' })).toBe(true);
    expect(isAddressVerified({ residentialAddress: null })).toBe(false);
  });
});

describe('debt verification: verified if overall_status is APPROVED or a BVN is already on file', () => {
  const approved = { credit_data: { eligibility_validation: { overall_status: 'APPROVED' } } };
  const refused = { credit_data: { eligibility_validation: { overall_status: 'DECLINED' } } };

  it.each([
    [approved, false, 'verified'],
    [refused, true, 'verified'],
    [null, true, 'verified'],
    [refused, false, 'failed'],
    [{ credit_data: null }, false, 'failed'],
    [null, false, 'failed'],
  ])('%o with BVN on file %s → %s', (response, onFile, status) => {
    expect(debtVerificationOutcome(response, onFile).status).toBe(status);
  });

  it('a refusal carries the fixed notice about an active debt', () => {
    expect(debtVerificationOutcome(refused, false)).toEqual({
      status: 'failed',
      message: DEBT_VERIFICATION_FAILURE_NOTICE,
    });
    expect(DEBT_VERIFICATION_FAILURE_NOTICE).toMatch(/active debt or loan/);
  });

  it('instalment buying requires both verifications', () => {
    expect(canBuyOnCredit({ address: true, debt: true })).toBe(true);
    expect(canBuyOnCredit({ address: true, debt: false })).toBe(false);
    expect(canBuyOnCredit({ address: false, debt: true })).toBe(false);
  });
});

describe("delivery address: state required (only 'Lagos state'), street address required and trimmed", () => {
  it('reports both messages at once', () => {
    expect(validateDeliveryAddress({ state: '', streetAddress: '   ' })).toEqual({
      ok: false,
      errors: { state: 'State is required', streetAddress: 'Street address is required' },
    });
  });

  it('trims the street before sending', () => {
    expect(
      validateDeliveryAddress({ state: 'Lagos state', streetAddress: '  12 Admiralty Way, Lekki ' }),
    ).toMatchObject({
      ok: true,
      value: { state: 'Lagos state', streetAddress: '12 Admiralty Way, Lekki' },
    });
  });
});

describe("the resident's name a field agent asks for", () => {
  it.each([
    [
      { firstName: ' Ada ', lastName: ' Okafor ' },
      { ok: true, value: { firstName: 'Ada', lastName: 'Okafor' }, errors: {} },
    ],
    [{}, { ok: false, errors: { firstName: 'First name is required', lastName: 'Last name is required' } }],
    [
      { firstName: 'Ada', lastName: '   ' },
      { ok: false, errors: { lastName: 'Last name is required' } },
    ],
    [
      { firstName: 'A'.repeat(51), lastName: 'Okafor' },
      { ok: false, errors: { firstName: 'First name is required' } },
    ],
    [
      { firstName: 'A'.repeat(50), lastName: 'O' },
      { ok: true, value: { firstName: 'A'.repeat(50), lastName: 'O' }, errors: {} },
    ],
  ])('%j', (input, result) => {
    expect(validateResidentName(input)).toEqual(result);
  });
});

describe('the address-check form', () => {
  it('sends the address and the name, trimmed', () => {
    expect(
      validateAddressCheck({
        street: ' 5 Allen Avenue ',
        state: 'Lagos',
        lga: 'Ikeja',
        firstName: 'Ada ',
        lastName: ' Okafor',
      }),
    ).toEqual({
      ok: true,
      value: {
        residentialAddress: '5 Allen Avenue',
        residentialCity: 'Ikeja',
        residentialState: 'Lagos',
        firstName: 'Ada',
        lastName: 'Okafor',
      },
      errors: {},
    });
  });

  it('reports every field at once', () => {
    expect(validateAddressCheck({ state: 'Lagos', lga: 'Ikeja', firstName: 'Ada' })).toEqual({
      ok: false,
      errors: { lastName: 'Last name is required', street: 'Street name is required' },
    });
  });
});
