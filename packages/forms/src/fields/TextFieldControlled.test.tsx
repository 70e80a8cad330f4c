import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { resetRequestSchema } from '../auth/reset.schema';
import { axeViolations } from '../test/axe';
import { Harness } from '../test/Harness';
import { TextFieldControlled } from './TextFieldControlled';

const messages: Record<string, string> = {
  'email.required': 'Enter your email',
  'email.invalid': 'This email is not valid',
};

function renderEmail(onValid = vi.fn()) {
  render(
    <Harness schema={resetRequestSchema} defaultValues={{ email: '' }} onValid={onValid}>
      {(control) => (
        <TextFieldControlled
          control={control}
          name="email"
          label="Email"
          type="email"
          helperText="We will send you a code"
          messageForCode={(code) => messages[code] ?? code}
        />
      )}
    </Harness>,
  );
  return { onValid, input: screen.getByRole('textbox', { name: 'Email' }) };
}

describe('TextFieldControlled', () => {
  it('shows its helper text until an error replaces it, with the message for the code', async () => {
    const user = userEvent.setup();
    const { input } = renderEmail();
    expect(input).toHaveAccessibleDescription('We will send you a code');
    await user.type(input, 'giulia@');
    await user.tab();
    expect(input).toHaveAccessibleDescription('This email is not valid');
    await user.clear(input);
    expect(input).toHaveAccessibleDescription('Enter your email');
    await user.type(input, 'giulia@studio-rossi.it');
    expect(input).toHaveAccessibleDescription('We will send you a code');
  });

  it('submits the parsed (trimmed) value', async () => {
    const user = userEvent.setup();
    const { input, onValid } = renderEmail();
    await user.type(input, '  giulia@studio-rossi.it ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'giulia@studio-rossi.it' });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <Harness schema={resetRequestSchema} defaultValues={{ email: '' }}>
        {(control) => <TextFieldControlled control={control} name="email" label="Email" />}
      </Harness>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
