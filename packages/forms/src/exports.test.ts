import * as forms from './index';

// The package's public API. A change here is a change for the web app: update this list on purpose.
it('exports exactly the public API', () => {
  expect(Object.keys(forms).sort()).toEqual([
    'CompanyTypeField',
    'PasswordField',
    'PhoneField',
    'TextFieldControlled',
    'buildSignUpUsername',
    'companyTypeFormSchema',
    'companyTypeFormValues',
    'companyTypeOptions',
    'companyTypeToSave',
    'confirmSignUpSchema',
    'emailSchema',
    'existingPasswordSchema',
    'formErrorCodes',
    'isFormErrorCode',
    'isValidPhoneNumber',
    'newPasswordSchema',
    'normalizePhoneNumber',
    'otherCompanyTypeMaxLength',
    'parsePurchaseParams',
    'passwordLength',
    'passwordRules',
    'phoneFormSchema',
    'phoneLength',
    'phoneNumberSchema',
    'phonePlaceholder',
    'purchaseParamsSchema',
    'resetFinalizeSchema',
    'resetRequestSchema',
    'signInSchema',
    'signUpSchema',
    'verificationCodeSchema',
  ]);
});
