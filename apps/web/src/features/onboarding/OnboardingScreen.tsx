/*
 * Onboarding (spec §2, §4, §5): left, the logo and the current step; right, a title and the
 * carousel of three question-and-answer images (Italian or English). Step 1 asks the company type,
 * step 2 the phone number when the flag asks for it. Completing saves the company type and marks
 * the organisation onboarded (the cached organisation follows), then the user goes to /assistant.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useUpdateMe, useUpdateOrganisation } from '@lexio/api';
import { Carousel, StatefulButton } from '@lexio/design-system';
import {
  CompanyTypeField,
  type CompanyTypeFieldProps,
  type CompanyTypeFormInput,
  type CompanyTypeFormValues,
  companyTypeFormSchema,
  companyTypeOptions,
  companyTypeToSave,
  type PhoneFormInput,
  type PhoneFormValues,
  PhoneField,
  phoneFormSchema,
} from '@lexio/forms';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';

import { useLocale } from '../../i18n/locale-provider';
import { trackEvent, trackInApp } from '../../lib/analytics/analytics';
import { useMessageForCode } from '../../lib/form-errors/use-message-for-code';
import { Logo } from '../../lib/ui/Logo';
import { companyTypeMessages, onboardingMessages as m } from './onboarding.messages';

export interface OnboardingScreenProps {
  /** Whether the phone step is shown (phone_onboarding flag on and no number on file). */
  phoneStepRequired: boolean;
  /** Called once everything is saved; the app sends the user to /assistant. */
  onCompleted: () => void;
}

function OnboardingCarousel() {
  const intl = useIntl();
  const { locale } = useLocale();
  const folder = locale === 'it' ? 'it' : 'en';
  const alts = [m.qa1, m.qa2, m.qa3];
  return (
    <Carousel
      slides={alts.map((alt, i) => ({
        image: `/onboarding/${folder}/qa-${i + 1}.svg`,
        alt: intl.formatMessage(alt),
      }))}
      label={intl.formatMessage(m.carouselLabel)}
      goToSlideLabel={(n) => intl.formatMessage(m.carouselGoTo, { n })}
      slideLabel={(n, total) => intl.formatMessage(m.carouselSlide, { n, total })}
      dotsLabel={intl.formatMessage(m.carouselDots)}
      pauseLabel={intl.formatMessage(m.carouselPause)}
      playLabel={intl.formatMessage(m.carouselPlay)}
    />
  );
}

function CompanyTypeStep({
  onNext,
  saving,
}: {
  onNext: (values: CompanyTypeFormValues) => void;
  saving: boolean;
}) {
  const intl = useIntl();
  const messageForCode = useMessageForCode();
  const headingId = useId();
  const { control, handleSubmit, formState } = useForm<
    CompanyTypeFormInput,
    unknown,
    CompanyTypeFormValues
  >({
    resolver: zodResolver(companyTypeFormSchema),
    mode: 'onChange',
    defaultValues: { otherCompanyType: '' },
  });
  const optionLabels = Object.fromEntries(
    companyTypeOptions.map((option) => [option, intl.formatMessage(companyTypeMessages[option])]),
  ) as CompanyTypeFieldProps['optionLabels'];
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onNext)}>
      <Typography id={headingId} variant="h5" component="h1" gutterBottom>
        {intl.formatMessage(m.companyTypeHeading)}
      </Typography>
      <CompanyTypeField
        control={control}
        labelledBy={headingId}
        optionLabels={optionLabels}
        otherLabel={intl.formatMessage(m.otherLabel)}
        messageForCode={messageForCode}
      />
      <Box sx={{ mt: 3 }}>
        <StatefulButton
          type="submit"
          variant="contained"
          disabled={!formState.isValid}
          state={saving ? 'loading' : 'idle'}
        >
          {intl.formatMessage(m.continue)}
        </StatefulButton>
      </Box>
    </Box>
  );
}

function PhoneStep({
  onBack,
  onNext,
  saving,
}: {
  onBack: () => void;
  onNext: (values: PhoneFormValues) => void;
  saving: boolean;
}) {
  const intl = useIntl();
  const messageForCode = useMessageForCode();
  // Spec §5: the error appears on blur (empty or invalid) and, once shown, clears as soon as the value
  // is valid: 'onTouched' validates on the first blur, then on every change. `isValid` follows every
  // change from the start, so Continue stays disabled while the number is invalid.
  const { control, handleSubmit, formState } = useForm<PhoneFormInput, unknown, PhoneFormValues>({
    resolver: zodResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phoneNumber: '' },
  });
  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onNext)}>
      <Typography variant="h5" component="h1" gutterBottom>
        {intl.formatMessage(m.phoneHeading)}
      </Typography>
      <PhoneField
        control={control}
        name="phoneNumber"
        fullWidth
        margin="normal"
        label={intl.formatMessage(m.phoneLabel)}
        helperText={intl.formatMessage(m.phoneHelp)}
        messageForCode={messageForCode}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
        <Button onClick={onBack} disabled={saving}>
          {intl.formatMessage(m.back)}
        </Button>
        <StatefulButton
          type="submit"
          variant="contained"
          disabled={!formState.isValid}
          state={saving ? 'loading' : 'idle'}
        >
          {intl.formatMessage(m.continue)}
        </StatefulButton>
      </Stack>
    </Box>
  );
}

export function OnboardingScreen({ phoneStepRequired, onCompleted }: OnboardingScreenProps) {
  const intl = useIntl();
  const updateOrganisation = useUpdateOrganisation();
  const updateMe = useUpdateMe();
  const [step, setStep] = useState<1 | 2>(1);
  const [companyType, setCompanyType] = useState<CompanyTypeFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const total = phoneStepRequired ? 2 : 1;

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    trackInApp('onboardingStarted');
  }, []);

  async function complete(values: CompanyTypeFormValues, phone?: PhoneFormValues) {
    setSaving(true);
    setFailed(false);
    try {
      if (phone) await updateMe.mutateAsync({ phoneNumber: phone.phoneNumber });
      const saved = companyTypeToSave(values);
      await updateOrganisation.mutateAsync({ companyType: saved, isOnboarded: true });
      trackEvent('onboarding_completed', { company_type: saved });
      trackInApp('onboardingCompleted', { companyType: saved });
      onCompleted();
    } catch (error) {
      console.error('Onboarding could not be saved', error);
      setFailed(true);
      setSaving(false);
    }
  }

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        bgcolor: 'background.default',
      }}
    >
      <Box sx={{ p: { xs: 3, md: 6 }, display: 'flex', flexDirection: 'column', gap: 4 }}>
        <Logo />
        <Typography variant="overline" color="text.secondary">
          {intl.formatMessage(m.step, { current: step, total })}
        </Typography>
        {failed && <Alert severity="error">{intl.formatMessage(m.saveFailed)}</Alert>}
        {step === 1 ? (
          <CompanyTypeStep
            saving={saving}
            onNext={(values) => {
              setCompanyType(values);
              if (phoneStepRequired) setStep(2);
              else void complete(values);
            }}
          />
        ) : (
          <PhoneStep
            saving={saving}
            onBack={() => setStep(1)}
            onNext={(phone) => companyType && void complete(companyType, phone)}
          />
        )}
      </Box>
      <Box
        component="aside"
        sx={{
          p: { xs: 3, md: 6 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
        }}
      >
        <Typography variant="h4" component="p">
          {intl.formatMessage(m.title)}
        </Typography>
        <OnboardingCarousel />
      </Box>
    </Box>
  );
}
