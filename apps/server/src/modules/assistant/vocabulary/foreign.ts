/**
 * Other legal orders than the corpus's (Italy and the European Union): the names of other states
 * and of their people, in Italian, English and French, as word stems. A question naming one ("la
 * nationalité canadienne", "impôts français", "German motorways", "diritto tedesco") most often
 * asks about that state's law, which the corpus does not hold; retrieval counts such a word as a
 * name the corpus does not cover (see COVERAGE_WITH_UNKNOWN_NAME in retrieval.ts), like a
 * capitalised place. Written from general knowledge of country names and demonyms; not from any
 * question. A stem matches a word that starts with it (lower case, accents kept).
 */
export const FOREIGN_ORDER_STEMS: readonly string[] = (
  'frances francia french france français francais tedesc germania german allemand ' +
  'allemagne spagn spanish spain espagn portogh portug svizzer swiss switzerland suisse ' +
  'austria austrian autrich belg olandes olanda dutch netherlands néerlandais pays-bas ' +
  'ingles inghilterra britannic british britain britanni anglais angleterre royaume-uni ' +
  'irland ireland irish svedes svezia swed suéd suede norveg norw danes danimarca danish ' +
  'denmark danois danemark finland finlandes finnish polacc polonia polish poland polonais ' +
  'pologne grec greek greece grèce rumen romania romanian roumain roumanie russ russia ' +
  'russe ucrain ukrain turc turchia turkish turkey turquie american américain états-unis ' +
  'etats-unis canad messic mexic mexiq brasil brazil brésil argentin québec quebec ' +
  'québécois cines cina chinese china chinois chine giappon japan japon corea korea corée ' +
  'coréen india indian indien australia australian australie austral singapor singapour ' +
  'marocc morocc maroc egizi egitt egypt égypt tunisi '
)
  .trim()
  .split(' ');

/** Whether a question word names another legal order (a state or its people). */
export function namesForeignOrder(word: string): boolean {
  const w = word.toLowerCase();
  return FOREIGN_ORDER_STEMS.some((stem) => w.startsWith(stem));
}
