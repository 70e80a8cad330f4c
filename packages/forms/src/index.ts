// The public API of @lexio/forms. Every export is named on purpose: see exports.test.ts.

export { formErrorCodes, isFormErrorCode, type FormErrorCode } from './error-codes';

// onboarding
export {
  companyTypeFormSchema,
  companyTypeFormValues,
  companyTypeOptions,
  companyTypeToSave,
  otherCompanyTypeMaxLength,
  type CompanyTypeFormInput,
  type CompanyTypeFormValues,
} from './onboarding/company-type.schema';
export {
  isValidPhoneNumber,
  normalizePhoneNumber,
  phoneFormSchema,
  phoneLength,
  phoneNumberSchema,
  phonePlaceholder,
  type PhoneFormInput,
  type PhoneFormValues,
} from './onboarding/phone.schema';

// purchase
export {
  parsePurchaseParams,
  purchaseParamsSchema,
  type PurchaseParams,
} from './purchase/purchase.schema';

// auth
export {
  emailSchema,
  existingPasswordSchema,
  newPasswordSchema,
  passwordLength,
  passwordRules,
  verificationCodeSchema,
} from './auth/fields.schema';
export { signInSchema, type SignInFormInput, type SignInFormValues } from './auth/sign-in.schema';
export { signUpSchema, type SignUpFormInput, type SignUpFormValues } from './auth/sign-up.schema';
export {
  confirmSignUpSchema,
  type ConfirmSignUpFormInput,
  type ConfirmSignUpFormValues,
} from './auth/confirm.schema';
export {
  resetFinalizeSchema,
  resetRequestSchema,
  type ResetFinalizeFormInput,
  type ResetFinalizeFormValues,
  type ResetRequestFormInput,
  type ResetRequestFormValues,
} from './auth/reset.schema';
export { buildSignUpUsername } from './auth/sign-up-username';

// fields
export {
  TextFieldControlled,
  type MessageForCode,
  type TextFieldControlledProps,
} from './fields/TextFieldControlled';
export { PasswordField, type PasswordFieldProps } from './fields/PasswordField';
export { PhoneField, type PhoneFieldProps } from './fields/PhoneField';
export { CompanyTypeField, type CompanyTypeFieldProps } from './fields/CompanyTypeField';
