import { describe, expect, it } from 'vitest';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_REQUIRED,
  PASSWORD_RULE,
  PASSWORDS_DO_NOT_MATCH,
} from './account-validation';
import { type Kobo, nairaToKobo } from './money';
import {
  can,
  LAST_OWNER,
  normalRecoveryCode,
  REFUND_APPROVAL_THRESHOLD_KOBO,
  ROLE_PERMISSIONS,
  refundApprovalRefusal,
  refundNeedsApproval,
  STAFF_CODE_INVALID,
  STAFF_NAME_REQUIRED,
  STAFF_NOTE_INVALID,
  STAFF_NOTE_MAX_LENGTH,
  STAFF_PASSWORD_REQUIRED,
  STAFF_ROLE_INVALID,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
  staffChangeRefusal,
  validateStaffInvite,
  validateStaffNote,
  validateStaffSetup,
  validateStaffSignIn,
} from './staff';

describe('what each role may do', () => {
  it.each<[StaffPermission, StaffRole[]]>([
    ['orders:read', ['owner', 'operations', 'finance', 'support']],
    ['orders:note', ['owner', 'operations', 'finance', 'support']],
    ['fulfilment:write', ['owner', 'operations']],
    ['returns:write', ['owner', 'operations', 'support']],
    ['refunds:create', ['owner', 'finance']],
    ['refunds:approve', ['owner', 'finance']],
    ['tier2:decide', ['owner', 'finance']],
    ['collections:act', ['owner', 'operations', 'finance']],
    ['collections:remind', ['owner', 'operations', 'finance', 'support']],
    ['staff:manage', ['owner']],
    ['identity:bvn', ['owner', 'operations', 'finance']],
    ['audit:read', ['owner', 'finance']],
    ['reconciliation:write', ['owner', 'finance']],
    ['catalogue:read', ['owner', 'operations', 'finance', 'support']],
    ['catalogue:write', ['owner', 'operations']],
    ['complaints:handle', ['owner', 'support']],
  ])('%s: %j', (permission, roles) => {
    expect(STAFF_ROLES.filter((role) => can(role, permission))).toEqual(roles);
  });

  it('support moves no money', () => {
    for (const permission of [
      'refunds:create',
      'refunds:approve',
      'tier2:decide',
      'collections:act',
    ] as const) {
      expect(can('support', permission)).toBe(false);
    }
  });

  it('an unknown role can do nothing', () => {
    expect(can('intern' as StaffRole, 'orders:read')).toBe(false);
    expect(can('toString' as StaffRole, 'orders:read')).toBe(false);
  });

  it('the owner holds every permission any role holds', () => {
    const all = new Set(Object.values(ROLE_PERMISSIONS).flat());
    expect(new Set(ROLE_PERMISSIONS.owner)).toEqual(all);
  });
});

describe('maker-checker: a refund of ₦100,000 or more waits for a second staff member', () => {
  const naira = (amount: number) => nairaToKobo(amount) as Kobo;

  it.each([
    [99_999.99, false],
    [100_000, true],
    [150_000, true],
  ])('₦%d: needs approval %s', (amount, expected) => {
    expect(refundNeedsApproval(naira(amount))).toBe(expected);
  });

  it('is ₦100,000', () => {
    expect(REFUND_APPROVAL_THRESHOLD_KOBO).toBe(naira(100_000));
  });

  it.each<
    [string, { id: string; role: StaffRole }, { makerId: string; waitingForApproval: boolean }, string | null]
  >([
    [
      'another finance member approves',
      { id: 's2', role: 'finance' },
      { makerId: 's1', waitingForApproval: true },
      null,
    ],
    ['the owner approves', { id: 's3', role: 'owner' }, { makerId: 's1', waitingForApproval: true }, null],
    [
      'the maker cannot approve their own',
      { id: 's1', role: 'finance' },
      { makerId: 's1', waitingForApproval: true },
      'own-refund',
    ],
    [
      'support cannot approve',
      { id: 's4', role: 'support' },
      { makerId: 's1', waitingForApproval: true },
      'not-permitted',
    ],
    [
      'operations cannot approve',
      { id: 's5', role: 'operations' },
      { makerId: 's1', waitingForApproval: true },
      'not-permitted',
    ],
    [
      'nothing to approve',
      { id: 's2', role: 'finance' },
      { makerId: 's1', waitingForApproval: false },
      'not-waiting',
    ],
  ])('%s', (_, approver, refund, expected) => {
    expect(refundApprovalRefusal(approver, refund)).toBe(expected);
  });
});

describe('normalRecoveryCode: 12 base32 characters, dashes or spaces between groups of four', () => {
  it.each([
    ['abcd-efgh-2345', 'abcdefgh2345'],
    [' ABCD EFGH 2345 ', 'abcdefgh2345'],
    ['abcdefgh2345', 'abcdefgh2345'],
    ['abcd-efgh-2341', null],
    ['abcd--efgh-2345', null],
    ['123456', null],
  ])('%s', (typed, expected) => {
    expect(normalRecoveryCode(typed)).toBe(expected);
  });
});

describe('validateStaffSignIn: an email, a password and a 6-digit code', () => {
  it.each([
    ['everything right', { email: ' Ada@Oja.test ', password: 'pw', code: ' 123456 ' }, {}],
    [
      'nothing at all',
      {},
      { email: EMAIL_REQUIRED, password: STAFF_PASSWORD_REQUIRED, code: STAFF_CODE_INVALID },
    ],
    ['not an email', { email: 'ada', password: 'pw', code: '123456' }, { email: EMAIL_INVALID }],
    ['a code too short', { email: 'a@b.ng', password: 'pw', code: '12345' }, { code: STAFF_CODE_INVALID }],
    [
      'a code with letters',
      { email: 'a@b.ng', password: 'pw', code: '12a456' },
      { code: STAFF_CODE_INVALID },
    ],
    ['a code as a number', { email: 'a@b.ng', password: 'pw', code: 123456 }, { code: STAFF_CODE_INVALID }],
    ['a recovery code', { email: 'a@b.ng', password: 'pw', code: 'ABCD-efgh-2345' }, {}],
    [
      'a recovery code one short',
      { email: 'a@b.ng', password: 'pw', code: 'abcd-efgh-234' },
      { code: STAFF_CODE_INVALID },
    ],
  ])('%s', (_, input, errors) => {
    expect(validateStaffSignIn(input).errors).toEqual(errors);
  });

  it('answers the trimmed email and code, and the password as typed', () => {
    expect(validateStaffSignIn({ email: ' a@b.ng ', password: ' pw ', code: ' 123456 ' })).toEqual({
      ok: true,
      value: { email: 'a@b.ng', password: ' pw ', code: '123456' },
      errors: {},
    });
  });
});

describe('validateStaffSetup: a password under the rule, typed twice alike', () => {
  it.each([
    ['nothing at all', {}, { password: PASSWORD_REQUIRED }],
    ['too weak', { password: 'abc', passwordAgain: 'abc' }, { password: PASSWORD_RULE }],
    [
      'typed differently',
      { password: 'Abcdefg1!', passwordAgain: 'Abcdefg1?' },
      { passwordAgain: PASSWORDS_DO_NOT_MATCH },
    ],
    ['confirmation missing', { password: 'Abcdefg1!' }, { passwordAgain: PASSWORDS_DO_NOT_MATCH }],
  ])('%s', (_, input, errors) => {
    expect(validateStaffSetup(input).errors).toEqual(errors);
  });

  it('answers the password as typed', () => {
    expect(validateStaffSetup({ password: 'Abcdefg1!', passwordAgain: 'Abcdefg1!' })).toEqual({
      ok: true,
      value: { password: 'Abcdefg1!' },
      errors: {},
    });
  });
});

describe('validateStaffInvite: an email, a name and a role', () => {
  it.each([
    ['everything right', { email: 'ada@oja.ng', name: ' Ada ', role: 'finance' }, {}],
    ['nothing', {}, { email: EMAIL_REQUIRED, name: STAFF_NAME_REQUIRED, role: STAFF_ROLE_INVALID }],
    [
      'a name too long',
      { email: 'ada@oja.ng', name: 'a'.repeat(101), role: 'owner' },
      { name: STAFF_NAME_REQUIRED },
    ],
    [
      'a role we do not have',
      { email: 'ada@oja.ng', name: 'Ada', role: 'admin' },
      { role: STAFF_ROLE_INVALID },
    ],
  ])('%s', (_, input, errors) => {
    expect(validateStaffInvite(input).errors).toEqual(errors);
  });

  it('answers the trimmed name and the role', () => {
    expect(validateStaffInvite({ email: ' ada@oja.ng ', name: ' Ada ', role: 'support' })).toMatchObject({
      ok: true,
      value: { email: 'ada@oja.ng', name: 'Ada', role: 'support' },
    });
  });
});

describe('staffChangeRefusal: the shop keeps an active owner', () => {
  it.each<
    [
      string,
      { role: StaffRole; active: boolean },
      { role?: StaffRole; active?: boolean },
      number,
      string | null,
    ]
  >([
    [
      'the last owner cannot become finance',
      { role: 'owner', active: true },
      { role: 'finance' },
      1,
      LAST_OWNER,
    ],
    ['the last owner cannot be disabled', { role: 'owner', active: true }, { active: false }, 1, LAST_OWNER],
    ['one of two owners can', { role: 'owner', active: true }, { active: false }, 2, null],
    ['an owner stays an owner', { role: 'owner', active: true }, { role: 'owner' }, 1, null],
    ['support can be disabled', { role: 'support', active: true }, { active: false }, 1, null],
    ['a disabled owner can be changed', { role: 'owner', active: false }, { role: 'support' }, 1, null],
  ])('%s', (_, target, change, owners, expected) => {
    expect(staffChangeRefusal(target, change, owners)).toBe(expected);
  });
});

describe('validateStaffNote: some text, at most 2,000 characters', () => {
  it.each([
    ['a sentence', { text: ' Called Ada: she will be home on Friday. ' }, {}],
    ['nothing', {}, { text: STAFF_NOTE_INVALID }],
    ['spaces only', { text: '   ' }, { text: STAFF_NOTE_INVALID }],
    ['the longest', { text: 'a'.repeat(STAFF_NOTE_MAX_LENGTH) }, {}],
    ['one character too long', { text: 'a'.repeat(STAFF_NOTE_MAX_LENGTH + 1) }, { text: STAFF_NOTE_INVALID }],
  ])('%s', (_, input, errors) => {
    expect(validateStaffNote(input).errors).toEqual(errors);
  });

  it('answers the trimmed text, and says the limit in words', () => {
    expect(validateStaffNote({ text: ' Called Ada. ' })).toMatchObject({
      ok: true,
      value: { text: 'Called Ada.' },
    });
    expect(STAFF_NOTE_INVALID).toBe('Write the note: at most 2,000 characters');
  });
});
