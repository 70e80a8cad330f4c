import type { CompanyType } from '@lexio/api/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { companyTypeFormSchema, companyTypeToSave } from '../onboarding/company-type.schema';
import { axeViolations } from '../test/axe';
import { Harness } from '../test/Harness';
import { CompanyTypeField } from './CompanyTypeField';

const optionLabels: Record<CompanyType, string> = {
  LAW_FIRM: 'Law Firm',
  FINANCIAL_INSTITUTION: 'Financial Institution',
  CONSULTING_COMPANY: 'Consulting Company',
  ENERGY: 'Energy',
  PHARMACEUTICAL: 'Pharmaceutical',
  PUBLIC_ADMINISTRATION: 'Public Administration',
  EDUCATION: 'Education',
  STUDENT: 'Student',
  OTHER: 'Other',
};
const messages: Record<string, string> = {
  'companyType.otherRequired': 'Tell us your type of organisation',
};

function renderCompanyType() {
  const saved = vi.fn();
  const result = render(
    <Harness
      schema={companyTypeFormSchema}
      defaultValues={{ otherCompanyType: '' }}
      onValid={(values) => saved(companyTypeToSave(values))}
    >
      {(control) => (
        <CompanyTypeField
          control={control}
          label="What kind of organisation are you?"
          optionLabels={optionLabels}
          otherLabel="Type of organisation"
          messageForCode={(code) => messages[code] ?? code}
        />
      )}
    </Harness>,
  );
  return { ...result, saved };
}

describe('CompanyTypeField', () => {
  it('offers the nine options under its question, none chosen, with Continue disabled', () => {
    renderCompanyType();
    const group = screen.getByRole('radiogroup', { name: 'What kind of organisation are you?' });
    const radios = screen.getAllByRole('radio');
    expect(group).toBeInTheDocument();
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      Object.values(optionLabels),
    );
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('saves the chosen option', async () => {
    const user = userEvent.setup();
    const { saved } = renderCompanyType();
    await user.click(screen.getByRole('radio', { name: 'Law Firm' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(saved).toHaveBeenCalledWith('LAW_FIRM');
  });

  it('with Other, asks for a free text that replaces it', async () => {
    const user = userEvent.setup();
    const { saved } = renderCompanyType();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    const other = screen.getByRole('textbox', { name: 'Type of organisation' });
    expect(other).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await user.tab();
    expect(screen.getByText('Tell us your type of organisation')).toBeVisible();

    await user.type(other, 'Notary office');
    expect(screen.queryByText('Tell us your type of organisation')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(saved).toHaveBeenCalledWith('Notary office');
  });

  it('hides the free text again when another option is chosen', async () => {
    const user = userEvent.setup();
    renderCompanyType();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('radio', { name: 'Student' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('can be named by a heading already on the page, without repeating it as a legend', async () => {
    const { container } = render(
      <Harness schema={companyTypeFormSchema} defaultValues={{ otherCompanyType: '' }}>
        {(control) => (
          <>
            <h1 id="company-type-heading">What kind of organisation are you?</h1>
            <CompanyTypeField
              control={control}
              labelledBy="company-type-heading"
              optionLabels={optionLabels}
              otherLabel="Type of organisation"
            />
          </>
        )}
      </Harness>,
    );
    expect(
      screen.getByRole('radiogroup', { name: 'What kind of organisation are you?' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('What kind of organisation are you?')).toHaveLength(1);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('has no axe violations, with the free text shown', async () => {
    const user = userEvent.setup();
    const { container } = renderCompanyType();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
