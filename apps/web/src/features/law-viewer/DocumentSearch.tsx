/*
 * The find-in-document bar: a field, the count ("2 of 14") and previous/next buttons. Enter goes to
 * the next match, Shift+Enter to the previous one. The marks live in the text's DOM (text-search.ts).
 */
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

import { ArrowDownIcon, ArrowUpIcon } from '../../lib/ui/Icons';
import { useDebouncedValue } from '../../lib/ui/use-debounced-value';
import { lawViewerMessages as m } from './law-viewer.messages';
import { clearMatches, markMatches, maxHits, showHit } from './text-search';

export interface DocumentSearchProps {
  /** The element holding the text(s) to search. */
  rootRef: RefObject<HTMLElement | null>;
  /** Changes whenever the text shown changes (language, comparison), so the search runs again. */
  contentKey: string;
}

const debounceMs = 250;

export function DocumentSearch({ rootRef, contentKey }: DocumentSearchProps) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const applied = useDebouncedValue(query.trim(), debounceMs);
  const [total, setTotal] = useState(0);
  const [current, setCurrent] = useState(0);
  const marks = useRef<HTMLElement[]>([]);

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    marks.current = applied ? markMatches(root, applied) : [];
    if (!applied) clearMatches(root);
    setTotal(marks.current.length);
    setCurrent(0);
    showHit(marks.current, 0);
    return () => clearMatches(root);
  }, [applied, contentKey, rootRef]);

  const go = (step: number) => {
    const count = marks.current.length;
    if (count === 0) return;
    const next = (current + step + count) % count;
    setCurrent(next);
    showHit(marks.current, next);
  };

  const status = !applied
    ? ''
    : total === 0
      ? intl.formatMessage(m.searchNone)
      : intl.formatMessage(m.searchCount, {
          current: current + 1,
          // The search stops counting at maxHits.
          total: total >= maxHits ? `${maxHits}+` : total,
        });

  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={intl.formatMessage(m.searchLabel)}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          go(event.shiftKey ? -1 : 1);
        }}
        slotProps={{
          input: {
            // Always rendered, so screen readers announce the count when it changes.
            endAdornment: (
              <InputAdornment position="end">
                <Typography variant="caption" role="status" sx={{ whiteSpace: 'nowrap' }}>
                  {status}
                </Typography>
              </InputAdornment>
            ),
          },
        }}
        sx={{ minWidth: 240 }}
      />
      <IconButton
        aria-label={intl.formatMessage(m.searchPrevious)}
        disabled={total === 0}
        onClick={() => go(-1)}
      >
        <ArrowUpIcon />
      </IconButton>
      <IconButton
        aria-label={intl.formatMessage(m.searchNext)}
        disabled={total === 0}
        onClick={() => go(1)}
      >
        <ArrowDownIcon />
      </IconButton>
    </Stack>
  );
}
