/*
 * Two StatefulButtons, PDF and Word: loading while the laws service builds the file, a short success
 * state once it is downloaded, a toast when it fails. Used for a document and for a comparison.
 */
import type { z } from 'zod';
import type { exportFormatSchema } from '@lexio/api/contract';
import { StatefulButton, type StatefulButtonState, useToast } from '@lexio/design-system';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useIntl } from 'react-intl';

import { saveBlob } from './download';
import { lawViewerMessages as m } from './law-viewer.messages';

export type ExportFormat = z.infer<typeof exportFormatSchema>;

export interface ExportButtonsProps {
  /** Builds the file of a format (calls the laws service). */
  exportFile: (format: ExportFormat) => Promise<Blob>;
  /** The name the file downloads under. */
  fileName: (format: ExportFormat) => string;
  /** Button labels by format. */
  labels: Record<ExportFormat, string>;
}

const formats: ExportFormat[] = ['pdf', 'docx'];

export function ExportButtons({ exportFile, fileName, labels }: ExportButtonsProps) {
  const intl = useIntl();
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
      toast.show({ type: 'error', message: intl.formatMessage(m.exportError) });
    }
  };

  return (
    <Stack direction="row" spacing={1}>
      {formats.map((format) => (
        <StatefulButton
          key={format}
          variant="outlined"
          state={states[format]}
          loadingLabel={intl.formatMessage(m.exporting)}
          successContent={<span>✓ {intl.formatMessage(m.exported)}</span>}
          onSuccessEnd={() => setState(format, 'idle')}
          onClick={() => void run(format)}
        >
          {labels[format]}
        </StatefulButton>
      ))}
    </Stack>
  );
}
