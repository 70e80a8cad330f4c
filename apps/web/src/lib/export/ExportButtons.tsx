/*
 * Two StatefulButtons, PDF and Word: loading while the laws service builds the file, a short success
 * state once it is downloaded, a toast when it fails. Used for a law, a comparison and a court ruling;
 * each feature passes its own translated strings.
 */
import type { z } from 'zod/mini';
import type { exportFormatSchema } from '@lexio/api/contract';
import { StatefulButton, type StatefulButtonState, useToast } from '@lexio/design-system';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

import { CheckIcon } from '../ui/Icons';
import { saveBlob } from './download';

export type ExportFormat = z.infer<typeof exportFormatSchema>;

export interface ExportButtonsProps {
  /** Builds the file of a format (calls the laws service). */
  exportFile: (format: ExportFormat) => Promise<Blob>;
  /** The name the file downloads under. */
  fileName: (format: ExportFormat) => string;
  /** Button labels by format. */
  labels: Record<ExportFormat, string>;
  /** Screen-reader text while the file is prepared. */
  loadingLabel: string;
  /** Shown on the button for a moment once the file is downloaded. */
  successLabel: string;
  /** The toast when the export fails. */
  errorMessage: string;
}

const formats: ExportFormat[] = ['pdf', 'docx'];

export function ExportButtons({
  exportFile,
  fileName,
  labels,
  loadingLabel,
  successLabel,
  errorMessage,
}: ExportButtonsProps) {
  const toast = useToast();
  const [states, setStates] = useState<Record<ExportFormat, StatefulButtonState>>({
    pdf: 'idle',
    docx: 'idle',
  });
  const setState = (format: ExportFormat, state: StatefulButtonState) =>
    setStates((previous) => ({ ...previous, [format]: state }));

  const run = async (format: ExportFormat) => {
    setState(format, 'loading');
    try {
      saveBlob(await exportFile(format), fileName(format));
      setState(format, 'success');
    } catch (error) {
      console.error('Export failed', error);
      setState(format, 'idle');
      toast.show({ type: 'error', message: errorMessage });
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {formats.map((format) => (
        <StatefulButton
          key={format}
          variant="outlined"
          state={states[format]}
          loadingLabel={loadingLabel}
          successContent={
            <Stack component="span" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <CheckIcon fontSize="small" />
              <span>{successLabel}</span>
            </Stack>
          }
          onSuccessEnd={() => setState(format, 'idle')}
          onClick={() => void run(format)}
        >
          {labels[format]}
        </StatefulButton>
      ))}
    </Stack>
  );
}
