// Starts cognito-local in this process (cwd = the folder that holds .cognito/), after teaching it
// two behaviours of the real Cognito that Lexio relies on and that cognito-local 5.3 lacks:
//  1. AliasAttributes ['email']: sign-up uses a generated username (spec §3) and the user then signs
//     in, resets the password, etc. with the EMAIL. The emulator only resolves e-mail for pools whose
//     UsernameAttributes contain email, which forbids non-e-mail usernames. Like Cognito, the alias
//     resolves only once the e-mail is verified (confirming the sign-up verifies it when the pool
//     auto-verifies e-mail).
//  2. ResendConfirmationCode, used by POST /signUp/userResendVerificationEmail.
// Environment: PORT, HOST (cognito-local's own), CODE (fixed confirmation/reset code).
import { createRequire } from 'node:module';

const requireCjs = createRequire(import.meta.url);
const lib = (path) => requireCjs(`cognito-local/lib/${path}`);

const { UserPoolServiceImpl, attributeValue } = lib('services/userPoolService');
const { Targets } = lib('targets/targets');
const { UserNotFoundError } = lib('errors');
const { createDefaultServer } = lib('server/defaults');

const aliasesEmail = (options) => Boolean(options.AliasAttributes?.includes('email'));

const originalGetUserByUsername = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function getUserByUsername(ctx, username) {
  const user = await originalGetUserByUsername.call(this, ctx, username);
  if (user || !aliasesEmail(this.options) || !username.includes('@')) return user;
  const wanted = username.toLowerCase();
  const users = await this.listUsers(ctx);
  return (
    users.find(
      (candidate) =>
        attributeValue('email', candidate.Attributes)?.toLowerCase() === wanted &&
        attributeValue('email_verified', candidate.Attributes) === 'true',
    ) ?? null
  );
};

const originalSaveUser = UserPoolServiceImpl.prototype.saveUser;
UserPoolServiceImpl.prototype.saveUser = function saveUser(ctx, user) {
  const autoVerifiesEmail = Boolean(this.options.AutoVerifiedAttributes?.includes('email'));
  const verified = attributeValue('email_verified', user.Attributes);
  if (
    autoVerifiesEmail &&
    user.UserStatus === 'CONFIRMED' &&
    verified === undefined &&
    attributeValue('email', user.Attributes)
  ) {
    user = { ...user, Attributes: [...user.Attributes, { Name: 'email_verified', Value: 'true' }] };
  }
  return originalSaveUser.call(this, ctx, user);
};

Targets.ResendConfirmationCode =
  ({ cognito, clock, messages, otp }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new UserNotFoundError();
    const deliveryDetails = {
      AttributeName: 'email',
      DeliveryMedium: 'EMAIL',
      Destination: attributeValue('email', user.Attributes),
    };
    const code = otp();
    await messages.deliver(
      ctx,
      'ResendCode',
      req.ClientId,
      userPool.options.Id,
      user,
      code,
      req.ClientMetadata,
      deliveryDetails,
    );
    await userPool.saveUser(ctx, {
      ...user,
      UserLastModifiedDate: clock.get(),
      ConfirmationCode: code,
    });
    return { CodeDeliveryDetails: deliveryDetails };
  };

const pino = requireCjs('pino');
const logger = pino({ level: process.env.DEBUG ? 'debug' : 'warn' });

const server = await createDefaultServer(logger).then((created) => created.start());
const address = server.address();
// The parent process waits for this line to know the emulator is up.
process.stdout.write(`cognito-local listening on http://${address.address}:${address.port}\n`);
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
