import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { signInSchema } from '../auth/sign-in.schema';
import { axeViolations } from '../test/axe';
import { Harness } from '../test/Harness';
import { PasswordField } from './PasswordField';

function renderPassword() {
  return render(
    <Harness schema={signInSchema} defaultValues={{ email: 'a@b.it', password: '' }}>
      {(control) => (
        <PasswordField
          control={control}
          name="password"
          label="Password"
          showPasswordLabel="Mostra password"
          hidePasswordLabel="Nascondi password"
          messageForCode={(code) => (code === 'password.required' ? 'Enter your password' : code)}
        />
      )}
    </Harness>,
  );
}

describe('PasswordField', () => {
  it('hides what is typed until the toggle shows it, and hides it again', async () => {
    const user = userEvent.setup();
    renderPassword();
    const input = screen.getByLabelText('Password');
    await user.type(input, 'S3cret!');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Mostra password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('S3cret!');

    await user.click(screen.getByRole('button', { name: 'Nascondi password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the message for its error code once left empty', async () => {
    const user = userEvent.setup();
    renderPassword();
    await user.click(screen.getByLabelText('Password'));
    await user.tab();
    expect(screen.getByText('Enter your password')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderPassword();
    expect(await axeViolations(container)).toEqual([]);
  });
});
