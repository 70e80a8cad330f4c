import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';

import { useReturnFocus } from './return-focus';

/** Whether the answer's text shows its marker link yet (an answer still being written). */
let markerShown = false;

/** A thread whose messages' container the page may draw again (a new element, same ref). */
function Thread() {
  const messages = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(0);
  useReturnFocus(messages, true);
  return (
    <>
      <button type="button" onClick={() => setDrawn((n) => n + 1)}>
        Draw again
      </button>
      <div key={drawn} ref={messages}>
        {markerShown && <Link to="/documents/eu/reg/2016/679#art-33">1</Link>}
        <Link to="/documents/eu/reg/2016/679#art-33">1. GDPR, Articolo 33</Link>
      </div>
    </>
  );
}

/** The thread at `path`, and the law viewer its links open. */
function openThread(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/assistant/:thread/', element: <Thread /> },
      { path: '/documents/*', element: <p>The law</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  markerShown = false;
});

describe('back from a citation', () => {
  it('focuses the citation that was opened, even when the messages were drawn again before it was', async () => {
    const user = userEvent.setup();
    const router = openThread('/assistant/t1/');

    // On a busy machine the thread's container can be replaced (its data refreshed while the
    // answer ends) after the page started listening for the link that leaves it.
    await user.click(screen.getByRole('button', { name: 'Draw again' }));
    await user.click(screen.getByRole('link', { name: '1. GDPR, Articolo 33' }));
    expect(await screen.findByText('The law')).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '1. GDPR, Articolo 33' })).toHaveFocus(),
    );
  });

  it('focuses the source chip that was opened, not a marker to the same provision drawn since', async () => {
    const user = userEvent.setup();
    const router = openThread('/assistant/t2/');

    await user.click(screen.getByRole('link', { name: '1. GDPR, Articolo 33' }));
    expect(await screen.findByText('The law')).toBeInTheDocument();
    // The answer went on while the reader was away: its text now links the provision too.
    markerShown = true;

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '1. GDPR, Articolo 33' })).toHaveFocus(),
    );
    expect(screen.getByRole('link', { name: '1' })).not.toHaveFocus();
  });
});
