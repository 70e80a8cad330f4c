/*
 * Chooses what to compare the law with: another of its languages, or another document of the
 * corpus, found by the words of its title (the laws service lists all of them) and shown by its
 * title. The choice goes into the address (compare, compareLang) so it can be shared.
 */
import { lawQueries } from '@lexio/api';
import type { LawDocumentSummary, LawLanguage } from '@lexio/api/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIntl } from 'react-intl';

import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { localisedTitle } from './document-facts';
import { languageName } from './languages';
import { lawViewerMessages as m } from './law-viewer.messages';

export interface CompareChoice {
  /** The other document; the same id for another language. */
  documentId: string;
  /** The other side's language; absent lets the other document use its first language. */
  lang?: LawLanguage;
}

export interface CompareDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** The document being read. */
  documentId: string;
  /** Its languages and the one being read. */
  languages: LawLanguage[];
  lang: LawLanguage;
  /** Called with the choice when the reader confirms. */
  onCompare: (choice: CompareChoice) => void;
  /** Called when the dialog closes without a choice. */
  onClose: () => void;
}

/**
 * How a document reads in the list and in the field once chosen: its title (in the interface
 * language when the corpus has it), never its id.
 */
function documentLabel(document: LawDocumentSummary, locale: string): string {
  const title = localisedTitle(document, locale).text;
  return document.shortTitle && document.shortTitle !== title
    ? `${document.shortTitle} — ${title}`
    : title;
}

export function CompareDialog({
  open,
  documentId,
  languages,
  lang,
  onCompare,
  onClose,
}: CompareDialogProps) {
  const intl = useIntl();
  const others = languages.filter((l) => l !== lang);
  const [kind, setKind] = useState<'language' | 'document'>(
    others.length > 0 ? 'language' : 'document',
  );
  const [otherLang, setOtherLang] = useState<LawLanguage | ''>(others[0] ?? '');
  const [other, setOther] = useState<LawDocumentSummary | null>(null);
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 250);
  const found = useQuery({
    ...lawQueries.documents({ q: q || undefined, limit: 20 }),
    enabled: open && kind === 'document',
    placeholderData: (previous) => previous,
  });
  const options = (found.data?.results ?? []).filter((d) => d.id !== documentId);

  const valid = kind === 'language' ? otherLang !== '' : other !== null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    if (kind === 'language') onCompare({ documentId, lang: otherLang as LawLanguage });
    else if (other) onCompare({ documentId: other.id });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="compare-dialog-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="compare-dialog-title">{intl.formatMessage(m.compareTitle)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <RadioGroup
              aria-labelledby="compare-dialog-title"
              value={kind}
              onChange={(event) => setKind(event.target.value as 'language' | 'document')}
            >
              <FormControlLabel
                value="language"
                control={<Radio />}
                label={intl.formatMessage(m.compareWithLanguage)}
                disabled={others.length === 0}
              />
              <FormControlLabel
                value="document"
                control={<Radio />}
                label={intl.formatMessage(m.compareWithDocument)}
              />
            </RadioGroup>
            {kind === 'language' ? (
              <TextField
                select
                label={intl.formatMessage(m.compareLanguage)}
                value={otherLang}
                onChange={(event) => setOtherLang(event.target.value as LawLanguage)}
              >
                {others.map((l) => (
                  <MenuItem key={l} value={l} lang={l}>
                    {languageName(l, intl.locale)}
                  </MenuItem>
                ))}
              </TextField>
            ) : (
              <Autocomplete
                options={options}
                value={other}
                onChange={(_event, value) => setOther(value)}
                inputValue={typed}
                onInputChange={(_event, value) => setTyped(value)}
                // The server has filtered by the words typed; the list shows what it found.
                filterOptions={(list) => list}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                getOptionLabel={(option) => documentLabel(option, intl.locale)}
                loading={found.isFetching}
                loadingText={intl.formatMessage(m.compareSearching)}
                noOptionsText={intl.formatMessage(m.compareNoDocument)}
                renderOption={(props, option) => (
                  <li {...props} key={option.id}>
                    {documentLabel(option, intl.locale)}
                  </li>
                )}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    autoFocus
                    label={intl.formatMessage(m.compareDocument)}
                    placeholder={intl.formatMessage(m.compareDocumentPlaceholder)}
                  />
                )}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{intl.formatMessage(m.compareCancel)}</Button>
          <Button type="submit" variant="contained" disabled={!valid}>
            {intl.formatMessage(m.compareSubmit)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
