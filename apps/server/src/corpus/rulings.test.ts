import { describe, expect, it } from 'vitest';

import { parseConsultaCard } from './rulings';

const consultaCard = `---
tipo: ordinanza
corte: corte-costituzionale
numero: 101
anno: 2024
data_decisione: 2024-05-21
data_deposito: 2024-06-04
url_scheda: "https://www.cortecostituzionale.it/scheda-pronuncia/2024/101"
fonte: consulta-opendata
licenza_dati: "CC BY-SA 3.0 — dati.cortecostituzionale.it"
---

## Dispositivo

LA CORTE COSTITUZIONALE dispone la correzione.
`;

describe('court decision attribution', () => {
  it('credits a Corte costituzionale decision to the Court’s open data, not to the Cassazione data set', () => {
    const doc = parseConsultaCard(consultaCard);
    expect(doc.attribution).toContain('dati.cortecostituzionale.it');
    expect(doc.attribution).not.toMatch(/cassazione/i);
  });
});
