import { lexioTheme } from '@lexio/design-system';
import Autocomplete from '@mui/material/Autocomplete';
import { ThemeProvider } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { ComponentTexts } from './component-texts';

describe('MUI component texts', () => {
  it('speak the interface language: the pager and the autocomplete in Italian', () => {
    render(
      <IntlProvider
        locale="it"
        messages={{
          'app.pager.next': 'Vai alla pagina successiva',
          'app.pager.previous': 'Vai alla pagina precedente',
          'app.field.clear': 'Cancella',
          'app.field.open': 'Apri',
        }}
        onError={() => {}}
      >
        <ThemeProvider theme={lexioTheme}>
          <ComponentTexts>
            <TablePagination
              component="div"
              count={50}
              page={1}
              rowsPerPage={10}
              onPageChange={() => {}}
            />
            <Autocomplete
              options={['a']}
              value="a"
              renderInput={(params) => <TextField {...params} label="Documento" />}
            />
          </ComponentTexts>
        </ThemeProvider>
      </IntlProvider>,
    );
    expect(screen.getByRole('button', { name: 'Vai alla pagina successiva' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Vai alla pagina precedente' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apri' })).toBeInTheDocument();
    expect(screen.getByTitle('Cancella')).toBeInTheDocument();
  });
});
