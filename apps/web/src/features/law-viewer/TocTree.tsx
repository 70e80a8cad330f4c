/*
 * The table of contents as an ARIA tree (type, label, subtitle, level, iri, children): arrows move,
 * Right/Left open and close, Home/End jump, Enter or a click goes to the node's anchor. Only the
 * branches the reader opens are rendered, so the 3,000 articles of the Codice civile stay cheap.
 */
import type { LawTocNode } from '@lexio/api/contract';
import Box from '@mui/material/Box';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef, useState } from 'react';

import { ChevronRightIcon, ExpandMoreIcon } from '../../lib/ui/Icons';
import { anchorOfNode, pathTo } from './anchors';

export interface TocTreeProps {
  /** The tree of the laws service (`/{id}_toc.json`). */
  items: LawTocNode[];
  /** The anchor being read (from the address hash); its node is marked and its branch opened. */
  currentAnchor: string | null;
  /** Called with a node's anchor when the reader chooses it. */
  onNavigate: (anchor: string) => void;
  /** Id of the element naming the tree (its heading). */
  labelledBy: string;
}

interface VisibleNode {
  node: LawTocNode;
  parent: LawTocNode | null;
}

// Units (articles, recitals, annexes) read lighter than the divisions that group them.
const unitTypes = new Set(['article', 'recital', 'annex']);

function visibleNodes(items: LawTocNode[], expanded: Set<string>): VisibleNode[] {
  const out: VisibleNode[] = [];
  const walk = (nodes: LawTocNode[], parent: LawTocNode | null) => {
    for (const node of nodes) {
      out.push({ node, parent });
      if (node.children.length > 0 && expanded.has(node.iri)) walk(node.children, node);
    }
  };
  walk(items, null);
  return out;
}

/** Memoised: the page renders again as its text arrives in parts, the tree need not. */
export const TocTree = memo(function TocTree({
  items,
  currentAnchor,
  onNavigate,
  labelledBy,
}: TocTreeProps) {
  const currentPath = useMemo(() => pathTo(items, currentAnchor), [items, currentAnchor]);
  const current = currentPath.at(-1) ?? null;
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const [focusedIri, setFocusedIri] = useState<string | null>(null);
  const itemRefs = useRef(new Map<string, HTMLLIElement>());
  const focusOnRender = useRef(false);

  // Open the branch of the anchor being read, whenever it changes.
  useEffect(() => {
    if (currentPath.length < 2) return;
    setExpanded((previous) => {
      const next = new Set(previous);
      currentPath.slice(0, -1).forEach((n) => next.add(n.iri));
      return next;
    });
  }, [currentPath]);

  useEffect(() => {
    if (!current) return;
    itemRefs.current.get(current.iri)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, expanded]);

  const visible = useMemo(() => visibleNodes(items, expanded), [items, expanded]);
  // The one item in the tab order: the focused one, else the current one, else the first.
  const tabStop =
    visible.find((v) => v.node.iri === focusedIri)?.node.iri ??
    visible.find((v) => v.node === current)?.node.iri ??
    visible[0]?.node.iri;

  useEffect(() => {
    if (!focusOnRender.current || !focusedIri) return;
    focusOnRender.current = false;
    itemRefs.current.get(focusedIri)?.focus();
  }, [focusedIri, visible]);

  const focus = (iri: string | undefined) => {
    if (!iri) return;
    focusOnRender.current = true;
    setFocusedIri(iri);
  };

  const toggle = (node: LawTocNode, open?: boolean) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (open ?? !next.has(node.iri)) next.add(node.iri);
      else next.delete(node.iri);
      return next;
    });

  const activate = (node: LawTocNode) => {
    if (node.children.length > 0) toggle(node, true);
    const anchor = anchorOfNode(node);
    if (anchor) onNavigate(anchor);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = visible.findIndex((v) => v.node.iri === (focusedIri ?? tabStop));
    const entry = visible[index];
    if (!entry) return;
    // Alt+Left is the browser's Back, Ctrl/Meta+arrows its own shortcuts: the tree leaves them be.
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { node, parent } = entry;
    const isOpen = expanded.has(node.iri);
    let handled = true;
    switch (event.key) {
      case 'ArrowDown':
        focus(visible[index + 1]?.node.iri);
        break;
      case 'ArrowUp':
        focus(visible[index - 1]?.node.iri);
        break;
      case 'Home':
        focus(visible[0]?.node.iri);
        break;
      case 'End':
        focus(visible.at(-1)?.node.iri);
        break;
      case 'ArrowRight':
        if (node.children.length === 0) break;
        if (isOpen) focus(node.children[0]?.iri);
        else toggle(node, true);
        break;
      case 'ArrowLeft':
        if (node.children.length > 0 && isOpen) toggle(node, false);
        else if (parent) focus(parent.iri);
        break;
      case 'Enter':
      case ' ':
        activate(node);
        break;
      default:
        handled = false;
    }
    if (handled) event.preventDefault();
  };

  // A flat tree (WAI-ARIA's aria-level pattern): each item holds its own row only, so its name is
  // the words it shows ("label in name"), never its open branch's.
  const renderNodes = () =>
    visible.map(({ node, parent }) => {
      const siblings = parent ? parent.children : items;
      const hasChildren = node.children.length > 0;
      const isOpen = hasChildren && expanded.has(node.iri);
      const isCurrent = node === current;
      return (
        <li
          key={node.iri}
          ref={(element) => {
            if (element) itemRefs.current.set(node.iri, element);
            else itemRefs.current.delete(node.iri);
          }}
          role="treeitem"
          aria-level={node.level}
          aria-setsize={siblings.length}
          aria-posinset={siblings.indexOf(node) + 1}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-selected={isCurrent}
          aria-current={isCurrent ? 'location' : undefined}
          data-type={node.type}
          tabIndex={node.iri === tabStop ? 0 : -1}
          onFocus={(event) => {
            if (event.target === event.currentTarget) setFocusedIri(node.iri);
          }}
          onClick={(event) => {
            event.stopPropagation();
            setFocusedIri(node.iri);
            activate(node);
          }}
        >
          <Box
            component="span"
            className="toc-row"
            sx={{
              display: 'flex',
              gap: 0.5,
              alignItems: 'baseline',
              py: 0.5,
              pr: 1,
              pl: node.level - 1 + 0.5,
              borderRadius: 1,
              cursor: 'pointer',
              fontWeight: unitTypes.has(node.type) ? 400 : 600,
              bgcolor: isCurrent ? 'action.selected' : undefined,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Box
              component="span"
              aria-hidden
              onClick={(event) => {
                if (!hasChildren) return;
                event.stopPropagation();
                toggle(node);
              }}
              sx={{ width: 16, flexShrink: 0, color: 'text.secondary', fontSize: 12 }}
            >
              {hasChildren ? (
                isOpen ? (
                  <ExpandMoreIcon sx={{ fontSize: 16, verticalAlign: 'middle' }} />
                ) : (
                  <ChevronRightIcon sx={{ fontSize: 16, verticalAlign: 'middle' }} />
                )
              ) : null}
            </Box>
            <span>
              <span>{node.label}</span>
              {node.subtitle ? ' ' : null}
              {node.subtitle ? (
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    color: 'text.secondary',
                    fontWeight: 400,
                    fontSize: '0.85em',
                  }}
                >
                  {node.subtitle}
                </Box>
              ) : null}
            </span>
          </Box>
        </li>
      );
    });

  return (
    <Box
      component="ul"
      role="tree"
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        fontSize: 14,
        '& [role="treeitem"]:focus-visible > .toc-row': {
          outline: 2,
          outlineColor: 'primary.main',
        },
        '& [role="treeitem"]:focus': { outline: 'none' },
      }}
    >
      {renderNodes()}
    </Box>
  );
});
