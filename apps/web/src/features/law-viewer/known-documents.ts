/** Laws offered first when choosing a document to compare with (shared/corpus/IDS.md); any id may be typed. */
export const knownDocuments: { id: string; name: string }[] = [
  { id: 'eu/reg/2016/679', name: 'GDPR — Regulation (EU) 2016/679' },
  { id: 'eu/reg/2024/1689', name: 'AI Act — Regulation (EU) 2024/1689' },
  { id: 'eu/reg/2022/2554', name: 'DORA — Regulation (EU) 2022/2554' },
  { id: 'eu/dir/2022/2555', name: 'NIS2 — Directive (EU) 2022/2555' },
  { id: 'it/costituzione', name: 'Costituzione della Repubblica italiana' },
  { id: 'it/rd/1942/262', name: 'Codice civile — R.D. 262/1942' },
  { id: 'it/rd/1930/1398', name: 'Codice penale — R.D. 1398/1930' },
  { id: 'it/dlgs/2003/196', name: 'Codice privacy — D.Lgs. 196/2003' },
  { id: 'it/dlgs/2001/231', name: 'D.Lgs. 231/2001' },
];
