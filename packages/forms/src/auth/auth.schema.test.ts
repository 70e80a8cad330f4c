import { formErrorCodes } from '../error-codes';
import { confirmSignUpSchema } from './confirm.schema';
import { passwordRules } from './fields.schema';
import { resetFinalizeSchema, resetRequestSchema } from './reset.schema';
import { signInSchema } from './sign-in.schema';
import { signUpSchema } from './sign-up.schema';
import { buildSignUpUsername } from './sign-up-username';

function codes(result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

const validSignUp = {
  givenName: 'Giulia',
  familyName: 'Rossi',
  email: 'giulia@studio-rossi.it',
  password: 'Passw0rd!',
};

describe('sign-in', () => {
  it.each([
    ['both given', { email: 'giulia@studio-rossi.it', password: 'x' }, []],
    ['an email with spaces around it', { email: '  giulia@studio-rossi.it ', password: 'x' }, []],
    [
      'nothing',
      { email: '', password: '' },
      ['email:email.required', 'password:password.required'],
    ],
    ['a malformed email', { email: 'giulia@', password: 'x' }, ['email:email.invalid']],
    ['missing fields', {}, ['email:email.required', 'password:password.required']],
  ])('%s', (_name, input, expected) => {
    expect(codes(signInSchema.safeParse(input))).toEqual(expected);
  });

  it('trims the email', () => {
    expect(signInSchema.parse({ email: ' a@b.it ', password: 'x' }).email).toBe('a@b.it');
  });
});

describe('sign-up', () => {
  it('accepts a complete form', () => {
    expect(codes(signUpSchema.safeParse(validSignUp))).toEqual([]);
  });

  it.each([
    ['no given name', { givenName: '  ' }, ['givenName:givenName.required']],
    ['no family name', { familyName: '' }, ['familyName:familyName.required']],
    ['a 101-character given name', { givenName: 'a'.repeat(101) }, ['givenName:givenName.tooLong']],
    ['no email', { email: '' }, ['email:email.required']],
    ['no password', { password: '' }, ['password:password.required']],
    ['7 characters', { password: 'Pa0rd!x' }, ['password:password.tooShort']],
    ['no lower case', { password: 'PASSW0RD!' }, ['password:password.noLowercase']],
    ['no upper case', { password: 'passw0rd!' }, ['password:password.noUppercase']],
    ['no digit', { password: 'Password!' }, ['password:password.noDigit']],
    ['no symbol', { password: 'Passw0rdd' }, ['password:password.noSymbol']],
    ['a leading space', { password: ' Passw0rd!' }, ['password:password.edgeSpace']],
    ['257 characters', { password: `Aa1!${'x'.repeat(253)}` }, ['password:password.tooLong']],
    [
      'only lower-case letters',
      { password: 'password' },
      ['password:password.noUppercase', 'password:password.noDigit', 'password:password.noSymbol'],
    ],
  ])('%s', (_name, change, expected) => {
    expect(codes(signUpSchema.safeParse({ ...validSignUp, ...change }))).toEqual(expected);
  });

  it.each([
    '^',
    '$',
    '*',
    '.',
    '[',
    ']',
    '{',
    '}',
    '(',
    ')',
    '?',
    '"',
    '!',
    '@',
    '#',
    '%',
    '&',
    '/',
    '\\',
    ',',
    '>',
    '<',
    "'",
    ':',
    ';',
    '|',
    '_',
    '~',
    '`',
    '=',
    '+',
    '-',
  ])('counts %s as a symbol, as Cognito does', (symbol) => {
    expect(
      codes(signUpSchema.safeParse({ ...validSignUp, password: `Passw0rd${symbol}` })),
    ).toEqual([]);
  });

  it('does not count a letter with an accent as a symbol', () => {
    expect(codes(signUpSchema.safeParse({ ...validSignUp, password: 'Passw0rdè' }))).toEqual([
      'password:password.noSymbol',
    ]);
  });

  it('lists the password rules for a checklist, each with its code', () => {
    expect(passwordRules.map((rule) => rule.code)).toEqual([
      'password.tooShort',
      'password.noLowercase',
      'password.noUppercase',
      'password.noDigit',
      'password.noSymbol',
      'password.tooLong',
      'password.edgeSpace',
    ]);
    expect(passwordRules.filter((rule) => !rule.test('abc')).map((rule) => rule.code)).toEqual([
      'password.tooShort',
      'password.noUppercase',
      'password.noDigit',
      'password.noSymbol',
    ]);
  });
});

describe('confirmation code', () => {
  it.each([
    ['6 digits', '123456', []],
    ['6 digits with spaces around', ' 123456 ', []],
    ['empty', '', ['code:code.required']],
    ['5 digits', '12345', ['code:code.invalid']],
    ['7 digits', '1234567', ['code:code.invalid']],
    ['letters', '12a456', ['code:code.invalid']],
  ])('%s', (_name, code, expected) => {
    expect(codes(confirmSignUpSchema.safeParse({ code }))).toEqual(expected);
  });
});

describe('password reset', () => {
  it('request needs a valid email', () => {
    expect(codes(resetRequestSchema.safeParse({ email: '' }))).toEqual(['email:email.required']);
    expect(codes(resetRequestSchema.safeParse({ email: 'giulia@studio-rossi.it' }))).toEqual([]);
  });

  it('finalize needs the code and a new password under the policy', () => {
    expect(codes(resetFinalizeSchema.safeParse({ code: '', newPassword: '' }))).toEqual([
      'code:code.required',
      'newPassword:password.required',
    ]);
    expect(
      codes(resetFinalizeSchema.safeParse({ code: '123456', newPassword: 'short' })),
    ).toContain('newPassword:password.tooShort');
    expect(
      codes(resetFinalizeSchema.safeParse({ code: '123456', newPassword: 'N3w-Password' })),
    ).toEqual([]);
  });
});

describe('buildSignUpUsername', () => {
  const at = new Date(Date.UTC(2026, 2, 5, 14, 7, 9));

  it.each([
    ['Giulia', 'Rossi', 'giulia_rossi_20260305140709'],
    ['Maria Grazia', 'De Luca', 'maria_grazia_de_luca_20260305140709'],
    ['  Anna   Maria ', "D'Amico", "anna_maria_d'amico_20260305140709"],
    ['ÉLODIE', 'Lefèvre', 'élodie_lefèvre_20260305140709'],
    ['', 'Rossi', 'rossi_20260305140709'],
  ])('(%s, %s) -> %s', (given, family, expected) => {
    expect(buildSignUpUsername(given, family, at)).toBe(expected);
  });

  it('pads every part of the timestamp, in UTC', () => {
    expect(buildSignUpUsername('a', 'b', new Date(Date.UTC(2027, 0, 2, 3, 4, 5)))).toBe(
      'a_b_20270102030405',
    );
    expect(buildSignUpUsername('a', 'b', new Date('2026-12-31T23:59:59+01:00'))).toBe(
      'a_b_20261231225959',
    );
  });
});

it('every code the auth schemas emit is a known form error code', () => {
  const emitted = [
    ...codes(signUpSchema.safeParse({})),
    ...codes(
      signUpSchema.safeParse({ ...validSignUp, email: 'x', password: ` ${'x'.repeat(300)}` }),
    ),
    ...codes(resetFinalizeSchema.safeParse({ code: 'x', newPassword: '' })),
  ].map((entry) => entry.split(':')[1]);
  expect(emitted.length).toBeGreaterThan(5);
  for (const code of emitted) expect(formErrorCodes).toContain(code);
});
