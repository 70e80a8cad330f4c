// The names of the organisation's company type options (the `companyType` namespace), used by the
// onboarding and by the profile settings.
import { defineMessages } from 'react-intl';

export const companyTypeMessages = defineMessages({
  LAW_FIRM: {
    id: 'companyType.lawFirm',
    defaultMessage: 'Law Firm',
    description: 'Company type option',
  },
  FINANCIAL_INSTITUTION: {
    id: 'companyType.financialInstitution',
    defaultMessage: 'Financial Institution',
    description: 'Company type option',
  },
  CONSULTING_COMPANY: {
    id: 'companyType.consultingCompany',
    defaultMessage: 'Consulting Company',
    description: 'Company type option',
  },
  ENERGY: {
    id: 'companyType.energy',
    defaultMessage: 'Energy',
    description: 'Company type option',
  },
  PHARMACEUTICAL: {
    id: 'companyType.pharmaceutical',
    defaultMessage: 'Pharmaceutical',
    description: 'Company type option',
  },
  PUBLIC_ADMINISTRATION: {
    id: 'companyType.publicAdministration',
    defaultMessage: 'Public Administration',
    description: 'Company type option',
  },
  EDUCATION: {
    id: 'companyType.education',
    defaultMessage: 'Education',
    description: 'Company type option',
  },
  STUDENT: {
    id: 'companyType.student',
    defaultMessage: 'Student',
    description: 'Company type option',
  },
  OTHER: {
    id: 'companyType.other',
    defaultMessage: 'Other',
    description: 'Company type option that asks for free text',
  },
});
