/*
 * An answer's markdown, rendered safely: react-markdown never renders raw HTML and rehype-sanitize
 * drops whatever unsafe the tree could still hold. The text is split into blocks; only blocks whose
 * text (or cited sources) changed render again, so a streaming answer re-renders its tail, not the
 * whole answer per token. Loaded lazily: the parser is only needed once there is an answer.
 */
import type { AssistantCitation, AssistantLanguage } from '@lexio/api/contract';
import Box from '@mui/material/Box';
import { memo, useMemo, type ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link as RouterLink } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';

import { answerParts, groupByAct, openingCitation, type ProvisionPart } from './answer-parts';
import { citationHref, citationLabel, recitalLabel } from './citations';
import { markdownBlocks } from './markdown-blocks';

/** Props of the answer's rendered markdown. */
export interface AnswerMarkdownProps {
  /** The answer's markdown; verified citations as `[n](#cite-n)` links. */
  markdown: string;
  /** The answer's verified citations (the only ones a marker can show as a source). */
  citations: readonly AssistantCitation[];
  /** The answer's language: citation links open the viewer in it. */
  language: AssistantLanguage | null;
  /** Accessible name of citation n's marker, e.g. 'Source 1: GDPR, Articolo 33'. */
  citationName: (index: number, label: string) => string;
  /**
   * When set, a marker leads to citation n's quote on the same page (this id) instead of the law
   * viewer: for readers who cannot open the viewer (a signed-out share page).
   */
  quoteId?: (index: number) => string;
}

const citeHref = /^#cite-(\d+)$/;
const citeRefs = /\(#cite-(\d+)\)/g;

function refsOf(markdown: string): number[] {
  return [...markdown.matchAll(citeRefs)].map((m) => Number(m[1]));
}

interface BlockProps {
  quoteId?: AnswerMarkdownProps['quoteId'];
  markdown: string;
  byIndex: ReadonlyMap<number, AssistantCitation>;
  language: AssistantLanguage | null;
  citationName: AnswerMarkdownProps['citationName'];
}

const rehypePlugins = [rehypeSanitize];

function Block({ markdown, byIndex, language, citationName, quoteId }: BlockProps) {
  const components = useMemo<Components>(
    () => ({
      a({ href, children, node: _node, ...rest }: ComponentProps<'a'> & { node?: unknown }) {
        const index = Number(citeHref.exec(href ?? '')?.[1] ?? NaN);
        if (!Number.isNaN(index)) {
          const citation = byIndex.get(index);
          // Its citation event has not arrived yet (or it is not a source): a bare number.
          if (!citation) return <sup>{index}</sup>;
          const target = quoteId
            ? { component: 'a' as const, href: `#${quoteId(index)}` }
            : { component: RouterLink, to: citationHref(citation, language) };
          return (
            <Box
              {...target}
              aria-label={citationName(index, citationLabel(citation, language))}
              sx={{
                display: 'inline-block',
                minWidth: '1.4em',
                px: 0.5,
                mx: 0.25,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: '0.75em',
                lineHeight: 1.6,
                textAlign: 'center',
                textDecoration: 'none',
                verticalAlign: 'super',
              }}
            >
              {index}
            </Box>
          );
        }
        // The status of a quoted provision links its decision or act inside the app: the router
        // opens it (only these two relative paths; anything else stays a plain link).
        if (href && /^\/(?:court-rulings|documents)\/[^\s]*$/.test(href)) {
          return <RouterLink to={href}>{children}</RouterLink>;
        }
        const external = /^https?:/i.test(href ?? '');
        return (
          <a
            href={href}
            {...rest}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {children}
          </a>
        );
      },
    }),
    [byIndex, language, citationName, quoteId],
  );
  return (
    <Markdown rehypePlugins={rehypePlugins} components={components}>
      {markdown}
    </Markdown>
  );
}

/** A block renders again only when its text, its language or one of the sources it cites changed. */
const MemoBlock = memo(
  Block,
  (prev, next) =>
    prev.markdown === next.markdown &&
    prev.language === next.language &&
    prev.citationName === next.citationName &&
    prev.quoteId === next.quoteId &&
    refsOf(next.markdown).every((n) => prev.byIndex.get(n) === next.byIndex.get(n)),
);

/** The act a quoted provision belongs to: its citation's document, else its title's first part. */
function actOf(provision: ProvisionPart, byIndex: ReadonlyMap<number, AssistantCitation>): string {
  const citation = provision.citations.map((n) => byIndex.get(n)).find(Boolean);
  return citation?.documentTitle ?? provision.title.split(', ')[0]!.split(' — ')[0]!;
}

/** The act of the citation the direct answer opens with: its provision's act, else its document's. */
function openingAct(
  lead: string,
  provisions: ProvisionPart[],
  byIndex: ReadonlyMap<number, AssistantCitation>,
): string | null {
  const index = openingCitation(lead);
  if (index === null) return null;
  const provision = provisions.find((p) => p.citations.includes(index));
  return provision ? actOf(provision, byIndex) : (byIndex.get(index)?.documentTitle ?? null);
}

/**
 * The quoted provisions grouped by act, each one a disclosure showing its title; the act the
 * direct answer quotes comes first.
 */
function Provisions({
  label,
  lead,
  provisions,
  block,
}: {
  label: string;
  lead: string;
  provisions: ProvisionPart[];
  block: Omit<BlockProps, 'markdown'>;
}) {
  const groups = groupByAct(
    provisions,
    (p) => actOf(p, block.byIndex),
    openingAct(lead, provisions, block.byIndex),
  );
  return (
    <Box component="section" aria-label={label} sx={{ mt: 2 }}>
      <Box component="h2" sx={{ typography: 'subtitle2', color: 'text.secondary', m: 0, mb: 0.5 }}>
        {label}
      </Box>
      {groups.map((group) => (
        <Box component="section" key={group.act} aria-label={group.act} sx={{ mt: 1 }}>
          <Box component="h3" sx={{ typography: 'subtitle1', fontWeight: 600, m: 0 }}>
            {group.act}
          </Box>
          {group.provisions.map((provision, i) => {
            const prefix = `${group.act}, `;
            const unit = provision.title.startsWith(prefix)
              ? provision.title.slice(prefix.length)
              : provision.title;
            // A recital's title is its number in brackets: "(85)" reads "considerando 85".
            const recital = /^\((\d+)\)$/.exec(unit)?.[1];
            // Opening the line, it takes a capital: "Considerando 85", "Recital 85".
            const named = recital ? recitalLabel(recital, block.language) : null;
            const title = named ? named.charAt(0).toUpperCase() + named.slice(1) : unit;
            return (
              <Box
                component="details"
                key={`${group.act}-${i}`}
                sx={{
                  borderBottom: 1,
                  borderColor: 'divider',
                  '&:last-of-type': { borderBottom: 0 },
                }}
              >
                <Box
                  component="summary"
                  sx={{
                    cursor: 'pointer',
                    py: 0.75,
                    borderRadius: 1,
                    '&:hover': { bgcolor: 'action.hover' },
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  {title}
                  {provision.languageNote ? (
                    <Box
                      component="span"
                      sx={{ ml: 1, typography: 'caption', color: 'text.secondary' }}
                    >
                      {provision.languageNote}
                    </Box>
                  ) : null}
                </Box>
                <Box sx={{ pb: 1 }}>
                  <MemoBlock {...block} markdown={provision.markdown} />
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

export default function AnswerMarkdown({
  markdown,
  citations,
  language,
  citationName,
  quoteId,
}: AnswerMarkdownProps) {
  const parts = useMemo(() => answerParts(markdown), [markdown]);
  const blocks = useMemo(() => markdownBlocks(parts.lead), [parts.lead]);
  const byIndex = useMemo(
    () => new Map(citations.filter((c) => c.verified).map((c) => [c.index, c] as const)),
    [citations],
  );
  const block = { byIndex, language, citationName, quoteId };
  return (
    <Box
      sx={{
        overflowWrap: 'anywhere',
        '& p': { my: 1 },
        '& blockquote': {
          m: 0,
          my: 1,
          pl: 2,
          borderLeft: 3,
          borderColor: 'divider',
          color: 'text.secondary',
        },
        '& ul, & ol': { pl: 3 },
        '& pre': { overflowX: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 },
      }}
    >
      {blocks.map((text, i) => (
        <MemoBlock
          // Blocks only grow at the end, so a block keeps its position while the answer streams.
          key={i}
          markdown={text}
          {...block}
        />
      ))}
      {parts.provisionsLabel ? (
        <Provisions
          label={parts.provisionsLabel}
          lead={parts.lead}
          provisions={parts.provisions}
          block={block}
        />
      ) : null}
    </Box>
  );
}
