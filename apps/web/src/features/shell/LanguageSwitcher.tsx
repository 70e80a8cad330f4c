import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useIntl } from 'react-intl';

import { useLocale } from '../../i18n/locale-provider';
import { type Locale, supportedLocales } from '../../i18n/locales';
import { languageNames, shellMessages as m } from './shell.messages';

/** Switches the interface language; the session saves it to the user. */
export function LanguageSwitcher() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  return (
    <TextField
      select
      size="small"
      label={intl.formatMessage(m.language)}
      value={locale}
      onChange={(event) => void setLocale(event.target.value as Locale)}
      sx={{ minWidth: 140 }}
    >
      {supportedLocales.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {intl.formatMessage(languageNames[l])}
        </MenuItem>
      ))}
    </TextField>
  );
}
