/*
 * Which of the corpus languages a question is written in, from its most common words. The answer
 * is searched and quoted in that language; when the guess is unsure the server decides (the
 * thread's language, else the user's).
 */
import type { AssistantLanguage } from '@lexio/api/contract';

const commonWords: Record<AssistantLanguage, ReadonlySet<string>> = {
  it: new Set(
    'il lo la i gli le un una di del della dei degli delle da dal dalla in nel nella con su per tra fra che chi non è sono come quando quanto quale quali entro deve devono può essere ha hanno se o ma anche al alla ai alle questo questa cosa dove perché'.split(
      ' ',
    ),
  ),
  en: new Set(
    'the a an of to in on for with by from is are be must can should does do what which when how who within where why this that these those it its and or not has have'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les un une des du de d l au aux et ou en dans sur pour par avec est sont doit doivent peut quel quelle quels quelles quand comment qui que dans ce cette ces il elle ne pas se son sa ses'.split(
      ' ',
    ),
  ),
};

/** The language of `text` when its common words clearly point to one, else undefined. */
export function guessLanguage(text: string): AssistantLanguage | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const scores = (Object.keys(commonWords) as AssistantLanguage[])
    .map((lang) => ({ lang, score: words.filter((w) => commonWords[lang].has(w)).length }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < 2 || best.score < (second?.score ?? 0) * 1.5) return undefined;
  return best.lang;
}
