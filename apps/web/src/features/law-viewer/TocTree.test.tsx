import type { LawTocNode } from '@lexio/api/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderWithProviders } from '../../test/render';
import { TocTree } from './TocTree';

const node = (
  type: string,
  label: string,
  anchor: string,
  level: number,
  children: LawTocNode[] = [],
  subtitle: string | null = null,
): LawTocNode => ({
  type,
  label,
  subtitle,
  level,
  iri: `eu/reg/2016/679#${anchor}`,
  children,
});

const items: LawTocNode[] = [
  node('recitals', 'Recitals', 'rec-1', 1, [
    node('recital', '(1)', 'rec-1', 2),
    node('recital', '(2)', 'rec-2', 2),
  ]),
  node(
    'chapter',
    'CHAPTER I',
    'div-d1',
    1,
    [node('article', 'Article 1', 'art-1', 2, [], 'Subject-matter and objectives')],
    'General provisions',
  ),
  node(
    'chapter',
    'CHAPTER III',
    'div-d3',
    1,
    [
      node(
        'section',
        'Section 3',
        'div-d7',
        2,
        [node('article', 'Article 17', 'art-17', 3, [], 'Right to erasure')],
        'Rectification and erasure',
      ),
    ],
    'Rights of the data subject',
  ),
];

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

function renderTree(currentAnchor: string | null = null) {
  const onNavigate = vi.fn();
  renderWithProviders(
    <>
      <h2 id="toc-heading">Contents</h2>
      <TocTree
        items={items}
        currentAnchor={currentAnchor}
        onNavigate={onNavigate}
        labelledBy="toc-heading"
      />
    </>,
  );
  return { onNavigate, tree: screen.getByRole('tree', { name: 'Contents' }) };
}

describe('TocTree', () => {
  it('leaves Alt+Left to the browser (Back) and Ctrl/Meta arrows to their shortcuts', async () => {
    const user = userEvent.setup();
    const { tree } = renderTree();
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowRight}');
    const article = within(tree).getByRole('treeitem', { name: /^Article 1/ });
    expect(article).toHaveFocus();
    const seen: boolean[] = [];
    const record = (event: KeyboardEvent) => seen.push(event.defaultPrevented);
    window.addEventListener('keydown', record);
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    window.removeEventListener('keydown', record);
    expect(seen.at(-1)).toBe(false);
    expect(article).toHaveFocus();
  });

  it('shows the top level closed, with each node’s label, subtitle and level', () => {
    const { tree } = renderTree();
    const top = within(tree).getAllByRole('treeitem');
    const names = [
      'Recitals',
      'CHAPTER I General provisions',
      'CHAPTER III Rights of the data subject',
    ];
    // Each item is named by the words it shows ("label in name"), with no aria-label of its own.
    names.forEach((name, i) => {
      expect(within(tree).getByRole('treeitem', { name })).toBe(top[i]);
      expect(top[i]!.textContent?.trim()).toBe(name);
      expect(top[i]).not.toHaveAttribute('aria-label');
    });
    expect(top.every((item) => item.getAttribute('aria-expanded') === 'false')).toBe(true);
    // A closed branch shows a chevron icon, not a text glyph.
    expect(top[1]!.querySelector('svg[data-testid="ChevronRightIcon"]')).not.toBeNull();
    expect(top[1]).toHaveAttribute('aria-level', '1');
    expect(screen.getByText('General provisions')).toBeVisible();
    // One tab stop for the whole tree.
    expect(top.filter((item) => item.tabIndex === 0)).toHaveLength(1);
  });

  it('is navigable with the keyboard: arrows move and open, Left goes back up, Enter goes to the anchor', async () => {
    const user = userEvent.setup();
    const { tree, onNavigate } = renderTree();
    await user.tab();
    expect(within(tree).getByRole('treeitem', { name: 'Recitals' })).toHaveFocus();

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const chapter3 = within(tree).getByRole('treeitem', { name: /^CHAPTER III/ });
    expect(chapter3).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(chapter3).toHaveAttribute('aria-expanded', 'true');
    // Open, it is still named by its own row, not by the branch under it.
    expect(
      within(tree).getByRole('treeitem', { name: 'CHAPTER III Rights of the data subject' }),
    ).toBe(chapter3);
    await user.keyboard('{ArrowRight}');
    const section = within(tree).getByRole('treeitem', { name: /^Section 3/ });
    expect(section).toHaveFocus();
    expect(section).toHaveAttribute('aria-level', '2');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    const article = within(tree).getByRole('treeitem', { name: 'Article 17 Right to erasure' });
    expect(article).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenLastCalledWith('art-17');

    await user.keyboard('{ArrowLeft}');
    expect(section).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(section).toHaveAttribute('aria-expanded', 'false');
    expect(within(tree).queryByRole('treeitem', { name: /^Article 17/ })).not.toBeInTheDocument();

    await user.keyboard('{End}');
    expect(section).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(tree).getByRole('treeitem', { name: 'Recitals' })).toHaveFocus();
  });

  it('goes to a node’s anchor on click and opens a division that is clicked', async () => {
    const user = userEvent.setup();
    const { tree, onNavigate } = renderTree();
    await user.click(within(tree).getByText('CHAPTER I'));
    expect(onNavigate).toHaveBeenLastCalledWith('div-d1');
    await user.click(within(tree).getByText('Article 1'));
    expect(onNavigate).toHaveBeenLastCalledWith('art-1');
  });

  it('opens the branch of the anchor being read and marks it, for a paragraph too', () => {
    const { tree } = renderTree('art-17-par-2');
    const article = within(tree).getByRole('treeitem', { name: 'Article 17 Right to erasure' });
    expect(article).toHaveAttribute('aria-current', 'location');
    expect(article).toHaveAttribute('aria-selected', 'true');
    expect(within(tree).getByRole('treeitem', { name: /^CHAPTER III/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(article.tabIndex).toBe(0);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});
