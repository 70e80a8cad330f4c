import { describe, expect, it } from 'vitest';

import { parseCassazioneCard, parseConsultaCard } from './rulings';

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

describe('Cassazione cards', () => {
  it('shows no section the card leaves at "." (a ruling whose maxim and outcome are not out yet)', () => {
    const doc = parseCassazioneCard(`---
tipo: sentenza
sezione: "Sezioni Unite"
numero: 27255
anno: 2025
---

# Cass. pen., Sez. U, n. 27255/2025

## Massima ufficiale (Oggetto)

> Ricorso straordinario ai sensi dell'art. 625-bis, collegato alla Sentenza Penale RG. 30016/2024

## L'esito in sintesi

.
`);
    expect(doc.versions[0]!.units.map((u) => u.anchor)).toEqual(['maxim-1']);
    expect(doc.versions[0]!.units[0]!.paragraphs.map((p) => p.text)).toEqual([
      "Ricorso straordinario ai sensi dell'art. 625-bis, collegato alla Sentenza Penale RG. 30016/2024",
    ]);
    const empty = parseCassazioneCard(`---
tipo: sentenza
sezione: "Sezioni Unite"
numero: 32584
anno: 2025
---

# Cass. pen., Sez. U, n. 32584/2025

## Massima ufficiale (Oggetto)

> .

## L'esito in sintesi

.
`);
    expect(empty.versions[0]!.units.flatMap((u) => u.paragraphs)).toEqual([]);
  });
});
