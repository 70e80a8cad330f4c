import type { MessageForCode } from '@lexio/forms';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { formErrorMessage } from './form-errors.messages';

/**
 * The `messageForCode` of @lexio/forms' fields in the user's language: their schemas report error
 * codes, and the forms package stays free of react-intl.
 */
export function useMessageForCode(): MessageForCode {
  const { formatMessage } = useIntl();
  return useCallback((code) => formErrorMessage(formatMessage, code) ?? code, [formatMessage]);
}
