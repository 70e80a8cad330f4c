import { formErrorCodes } from '../error-codes';
import {
  companyTypeFormSchema,
  companyTypeFormValues,
  companyTypeOptions,
  companyTypeToSave,
} from './company-type.schema';
import {
  isValidPhoneNumber,
  phoneFormSchema,
  phoneLength,
  phoneNumberSchema,
} from './phone.schema';

/** The codes a schema reports for an input, by field path ('' for the root). */
function codes(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}:${issue.message}`);
}

describe('phone number', () => {
  it('is 9 to 17 characters long', () => {
    expect(phoneLength).toEqual({ min: 9, max: 17 });
  });

  it.each([
    ['an Italian mobile with spaces', '347 123 4567', '3471234567'],
    ['an international number', '+393471234567', '+393471234567'],
    ['an international number with spaces', '+39 347 123 4567', '+393471234567'],
    ['exactly 9 digits', '123456789', '123456789'],
    ['exactly 17 characters with +', '+1234567890123456', '+1234567890123456'],
    ['leading and trailing spaces', '  0612345678 ', '0612345678'],
  ])('accepts %s and saves it without spaces', (_name, input, saved) => {
    expect(phoneNumberSchema.parse(input)).toBe(saved);
    expect(isValidPhoneNumber(input)).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['only spaces', '   '],
    ['8 digits (too short)', '12345678'],
    ['18 digits (too long)', '123456789012345678'],
    ['+ and 17 digits (18 characters)', '+12345678901234567'],
    ['a dash', '+39-347'],
    ['a dash in a long number', '+39-347-123-4567'],
    ['letters', '347 123 45ab'],
    ['a + not at the start', '39+3471234567'],
    ['brackets', '(347) 1234567'],
  ])('rejects %s with phone.invalid', (_name, input) => {
    expect(codes(phoneFormSchema.safeParse({ phoneNumber: input }))).toEqual([
      'phoneNumber:phone.invalid',
    ]);
    expect(isValidPhoneNumber(input)).toBe(false);
  });

  it('rejects a missing value with phone.invalid', () => {
    expect(codes(phoneFormSchema.safeParse({}))).toEqual(['phoneNumber:phone.invalid']);
  });
});

describe('company type', () => {
  it('offers the nine options of the contract, Other last', () => {
    expect(companyTypeOptions).toEqual([
      'LAW_FIRM',
      'FINANCIAL_INSTITUTION',
      'CONSULTING_COMPANY',
      'ENERGY',
      'PHARMACEUTICAL',
      'PUBLIC_ADMINISTRATION',
      'EDUCATION',
      'STUDENT',
      'OTHER',
    ]);
  });

  it.each([
    ['nothing chosen', {}, ['companyType:companyType.required']],
    ['an unknown code', { companyType: 'BANK' }, ['companyType:companyType.required']],
    [
      'Other without text',
      { companyType: 'OTHER' },
      ['otherCompanyType:companyType.otherRequired'],
    ],
    [
      'Other with blank text',
      { companyType: 'OTHER', otherCompanyType: '   ' },
      ['otherCompanyType:companyType.otherRequired'],
    ],
    [
      'Other with too long text',
      { companyType: 'OTHER', otherCompanyType: 'x'.repeat(201) },
      ['otherCompanyType:companyType.otherTooLong'],
    ],
    ['a chosen option', { companyType: 'LAW_FIRM' }, []],
    [
      'a chosen option, with leftover Other text',
      { companyType: 'ENERGY', otherCompanyType: 'Notary' },
      [],
    ],
    ['Other with text', { companyType: 'OTHER', otherCompanyType: 'Notary office' }, []],
  ])('%s', (_name, input, expected) => {
    expect(codes(companyTypeFormSchema.safeParse(input))).toEqual(expected);
  });

  it.each([
    [{ companyType: 'LAW_FIRM' as const, otherCompanyType: '' }, 'LAW_FIRM'],
    [{ companyType: 'ENERGY' as const, otherCompanyType: 'ignored' }, 'ENERGY'],
    [{ companyType: 'OTHER' as const, otherCompanyType: 'Notary office' }, 'Notary office'],
  ])('saves %o as %s (free text replaces OTHER)', (values, saved) => {
    expect(companyTypeToSave(companyTypeFormSchema.parse(values))).toBe(saved);
  });

  it('trims the free text before saving it', () => {
    expect(
      companyTypeToSave(
        companyTypeFormSchema.parse({ companyType: 'OTHER', otherCompanyType: '  Notary ' }),
      ),
    ).toBe('Notary');
  });

  it.each([
    [null, { otherCompanyType: '' }],
    ['STUDENT', { companyType: 'STUDENT', otherCompanyType: '' }],
    ['Notary office', { companyType: 'OTHER', otherCompanyType: 'Notary office' }],
  ])('reads the saved value %s back into the form', (saved, values) => {
    expect(companyTypeFormValues(saved)).toEqual(values);
  });
});

it('every code the onboarding schemas emit is a known form error code', () => {
  const emitted = [
    ...codes(phoneFormSchema.safeParse({ phoneNumber: 'x' })),
    ...codes(companyTypeFormSchema.safeParse({})),
    ...codes(companyTypeFormSchema.safeParse({ companyType: 'OTHER' })),
  ].map((entry) => entry.split(':')[1]);
  for (const code of emitted) expect(formErrorCodes).toContain(code);
});
