import type { CompanyType } from '@lexio/api/contract';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';

import {
  companyTypeOptions,
  type CompanyTypeFormInput,
  type CompanyTypeFormValues,
} from '../onboarding/company-type.schema';
import { TextFieldControlled, type MessageForCode } from './TextFieldControlled';

/** How the options are named: by a question of their own, or by an element already on the page. */
type CompanyTypeFieldName =
  | {
      /** The question above the options, e.g. 'What kind of organisation are you?'. */
      label: string;
      labelledBy?: never;
    }
  | {
      label?: never;
      /**
       * The id of an element that already asks the question (e.g. the step's heading): it names the
       * options, and no legend repeats it.
       */
      labelledBy: string;
    };

/** Props of the company type step's field. */
export type CompanyTypeFieldProps = CompanyTypeFieldName & {
  /** The control of a form built on `companyTypeFormSchema`. */
  control: Control<CompanyTypeFormInput, unknown, CompanyTypeFormValues>;
  /** The visible label of each of the nine options. */
  optionLabels: Record<CompanyType, string>;
  /** Label of the free-text input shown when Other is chosen. */
  otherLabel: string;
  /** The message for an error code ('companyType.required', 'companyType.otherRequired'). */
  messageForCode?: MessageForCode;
};

/** The nine company types as radio buttons; choosing Other reveals a required free-text input. */
export function CompanyTypeField({
  control,
  label,
  labelledBy,
  optionLabels,
  otherLabel,
  messageForCode = (code) => code,
}: CompanyTypeFieldProps) {
  const legendId = useId();
  const helperId = useId();
  const { field, fieldState, formState } = useController({ name: 'companyType', control });
  const companyType = useWatch({ control, name: 'companyType' });
  const code = fieldState.error?.message;
  const showError = Boolean(code) && (fieldState.isTouched || formState.isSubmitted);

  return (
    <Stack spacing={2}>
      {/* Without a legend of its own the fieldset would be an unnamed group around the named radiogroup. */}
      <FormControl component={labelledBy ? 'div' : 'fieldset'} error={showError}>
        {labelledBy ? null : (
          <FormLabel component="legend" id={legendId}>
            {label}
          </FormLabel>
        )}
        <RadioGroup
          name={field.name}
          value={field.value ?? ''}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          ref={field.ref}
          aria-labelledby={labelledBy ?? legendId}
          aria-describedby={showError ? helperId : undefined}
        >
          {companyTypeOptions.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              label={optionLabels[option]}
            />
          ))}
        </RadioGroup>
        {showError && code ? (
          <FormHelperText id={helperId}>{messageForCode(code)}</FormHelperText>
        ) : null}
      </FormControl>
      {companyType === 'OTHER' ? (
        <TextFieldControlled
          control={control}
          name="otherCompanyType"
          label={otherLabel}
          messageForCode={messageForCode}
          required
          autoFocus
        />
      ) : null}
    </Stack>
  );
}
