import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { phoneFormSchema } from '../onboarding/phone.schema';
import { axeViolations } from '../test/axe';
import { Harness } from '../test/Harness';
import { PhoneField } from './PhoneField';

const messages: Record<string, string> = { 'phone.invalid': 'Please enter a valid phone number' };

function renderPhoneStep(onValid = vi.fn()) {
  const result = render(
    <Harness schema={phoneFormSchema} defaultValues={{ phoneNumber: '' }} onValid={onValid}>
      {(control) => (
        <PhoneField
          control={control}
          name="phoneNumber"
          label="Phone number"
          messageForCode={(code) => messages[code] ?? code}
        />
      )}
    </Harness>,
  );
  return { ...result, onValid, input: screen.getByRole('textbox', { name: 'Phone number' }) };
}

describe('PhoneField', () => {
  it('shows an Italian-style placeholder', () => {
    const { input } = renderPhoneStep();
    expect(input).toHaveAttribute('placeholder', '+39 347 123 4567');
    expect(input).toHaveAttribute('type', 'tel');
  });

  it('shows no error while typing, then "Please enter a valid phone number" on blur', async () => {
    const user = userEvent.setup();
    const { input } = renderPhoneStep();
    await user.type(input, '+39-347');
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid phone number');
  });

  it('shows the error when left empty', async () => {
    const user = userEvent.setup();
    const { input } = renderPhoneStep();
    await user.click(input);
    await user.tab();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
  });

  it('clears the error as soon as the number becomes valid', async () => {
    const user = userEvent.setup();
    const { input } = renderPhoneStep();
    await user.type(input, '347 123');
    await user.tab();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    await user.type(input, ' 4567');
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps Continue disabled while the number is invalid, and submits it without spaces', async () => {
    const user = userEvent.setup();
    const { input, onValid } = renderPhoneStep();
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await user.type(input, '12345678');
    expect(button).toBeDisabled();
    await user.type(input, '9');
    expect(button).toBeEnabled();
    await user.clear(input);
    await user.type(input, '+39 347 123 4567');
    await user.click(button);
    expect(onValid).toHaveBeenCalledWith({ phoneNumber: '+393471234567' });
  });

  it('has no axe violations, with or without an error', async () => {
    const user = userEvent.setup();
    const { container, input } = renderPhoneStep();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(input);
    await user.tab();
    expect(await axeViolations(container)).toEqual([]);
  });
});
