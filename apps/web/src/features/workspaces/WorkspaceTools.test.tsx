import type { DocumentAnalysis, ImprovePromptEvent } from '@lexio/api/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { authValue, renderRoutes, seedSession } from '../../test/render';
import {
  api,
  apiBase,
  libraryDocument,
  listenDuringTests,
  server,
  workspace,
} from '../../test/workspaces-api';

listenDuringTests();

const docId = '00000000-0000-4000-8000-000000000001';
const pendingId = '00000000-0000-4000-8000-000000000002';

/** An SSE body the test writes event by event. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    send(event: ImprovePromptEvent) {
      controller.enqueue(
        encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      );
    },
    close: () => controller.close(),
  };
}

const analysis = (over: Partial<DocumentAnalysis> = {}): DocumentAnalysis => ({
  documentId: docId,
  name: 'contratto.pdf',
  language: 'it',
  mode: 'extractive',
  summary: [
    {
      text: 'Il presente contratto disciplina la fornitura di servizi di hosting.',
      position: 0,
      page: 1,
      label: null,
    },
  ],
  summaryText: null,
  obligations: [
    {
      text: 'Il fornitore deve notificare ogni violazione dei dati personali.',
      position: 4,
      page: 2,
      label: 'Art. 5',
    },
  ],
  deadlines: [
    {
      text: 'La notifica avviene entro 72 ore dalla scoperta.',
      position: 5,
      page: 2,
      label: 'Art. 5',
      figure: 'entro 72 ore',
    },
  ],
  references: [
    { text: 'art. 33 GDPR', documentId: 'eu/reg/2016/679', article: 'art-33', positions: [5, 7] },
  ],
  ...over,
});

beforeEach(() => {
  seedSession();
  server.use(
    api.meter(),
    // The sidebar's recent threads.
    http.get(`${apiBase}/conversations`, () => HttpResponse.json(api.page([]))),
    http.get(`${apiBase}/workspaces/ws-1`, () => HttpResponse.json(workspace())),
    http.get(`${apiBase}/workspaces/ws-1/prompt`, () =>
      HttpResponse.json({ prompt: 'Rispondi in italiano.', updatedAt: null }),
    ),
    http.post(`${apiBase}/workspaces/ws-1/library/documents`, () =>
      HttpResponse.json(
        api.page([
          libraryDocument(),
          libraryDocument({
            id: pendingId,
            name: 'bozza.docx',
            status: 'QUEUED',
            pagesDone: 0,
            pagesTotal: null,
          }),
        ]),
      ),
    ),
    http.post(`${apiBase}/workspaces/ws-1/library/documents/checkprogress`, () =>
      HttpResponse.json({ items: [] }),
    ),
  );
});

const open = (path: string) => renderRoutes(path, authValue({ logged: true }));

describe('Improve the workspace prompt', () => {
  it('streams the suggestion under the field, labels the local template, and fills the field on "Use this prompt"', async () => {
    const user = userEvent.setup();
    const stream = eventStream();
    let body: unknown = null;
    server.use(
      http.post(`${apiBase}/assistant/workspaces/ws-1/improvePrompt`, async ({ request }) => {
        body = await request.json();
        return new HttpResponse(stream.body, {
          headers: { 'content-type': 'text/event-stream; charset=utf-8' },
        });
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=prompt');
    const field = await screen.findByRole('textbox', { name: 'Prompt' }, { timeout: 15000 });
    await user.click(screen.getByRole('button', { name: 'Improve' }));

    stream.send({ type: 'delta', text: 'Rispondi in italiano.\n' });
    const preview = await screen.findByRole('region', { name: 'Suggested prompt' });
    await waitFor(() =>
      expect(within(preview).getByTestId('improved-prompt')).toHaveTextContent(
        'Rispondi in italiano.',
      ),
    );
    // Still arriving: it cannot be used yet.
    expect(within(preview).getByText('Being written…')).toBeVisible();
    expect(within(preview).getByRole('button', { name: 'Use this prompt' })).toBeDisabled();

    const whole = 'Rispondi in italiano.\n\nDocumenti del workspace: contratto.pdf (italiano).';
    stream.send({ type: 'delta', text: '\nDocumenti del workspace: contratto.pdf (italiano).' });
    stream.send({ type: 'done', mode: 'template', prompt: whole });
    stream.close();
    expect(
      await within(preview).findByText(
        'Local template: your prompt, followed by what this workspace holds (no language model configured)',
      ),
    ).toBeVisible();
    expect(body).toEqual({ prompt: 'Rispondi in italiano.', locale: 'en' });

    await user.click(within(preview).getByRole('button', { name: 'Use this prompt' }));
    expect(field).toHaveValue(whole);
    expect(screen.queryByRole('region', { name: 'Suggested prompt' })).not.toBeInTheDocument();
    // Saving stays the form's own step, now possible.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('labels a model-written suggestion and says when improving failed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(`${apiBase}/assistant/workspaces/ws-1/improvePrompt`, () => {
        calls += 1;
        if (calls === 1) {
          return HttpResponse.json(
            { error: { code: 'INTERNAL', message: 'boom' } },
            { status: 500 },
          );
        }
        const stream = eventStream();
        stream.send({ type: 'delta', text: 'Sei l’assistente dello studio.' });
        stream.send({ type: 'done', mode: 'model', prompt: 'Sei l’assistente dello studio.' });
        stream.close();
        return new HttpResponse(stream.body, {
          headers: { 'content-type': 'text/event-stream' },
        });
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=prompt');
    await screen.findByRole('textbox', { name: 'Prompt' }, { timeout: 15000 });
    await user.click(screen.getByRole('button', { name: 'Improve' }));
    expect(await screen.findByText('The prompt could not be improved. Try again.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Improve' }));
    const preview = await screen.findByRole('region', { name: 'Suggested prompt' });
    expect(await within(preview).findByText('Written by the language model')).toBeVisible();
    expect(screen.queryByText('The prompt could not be improved. Try again.')).toBeNull();
    await user.click(within(preview).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Suggested prompt' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prompt' })).toHaveValue('Rispondi in italiano.');
  });
});

describe('Analyse a library document', () => {
  it('opens the analysis of an indexed file, each quote linking to the viewer at its passage', async () => {
    const user = userEvent.setup();
    let body: unknown = null;
    server.use(
      http.post(`${apiBase}/assistant/workspaces/ws-1/analyse`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(analysis());
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=documents');
    const grid = await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    await within(grid).findByText('contratto.pdf');
    await user.click(screen.getByRole('button', { name: 'Analyse a document' }));
    const menu = await screen.findByRole('menu', { name: 'Documents to analyse' });
    // A file still being indexed cannot be analysed.
    expect(within(menu).getByRole('menuitem', { name: 'Analyse bozza.docx' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByText('Not indexed yet')).toBeVisible();
    await user.click(within(menu).getByRole('menuitem', { name: 'Analyse contratto.pdf' }));

    const dialog = await screen.findByRole('dialog', { name: 'Analysis of contratto.pdf' });
    expect(body).toEqual({ documentId: docId });
    expect(
      await within(dialog).findByText(
        'No language model configured: every item below is a sentence quoted from the document, picked by its wording.',
      ),
    ).toBeVisible();
    const summary = within(dialog).getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Sentences quoted from the document')).toBeVisible();

    const obligations = within(dialog).getByRole('region', { name: 'Obligations' });
    const obligation = 'Il fornitore deve notificare ogni violazione dei dati personali.';
    expect(within(obligations).getByRole('link', { name: `“${obligation}”` })).toHaveAttribute(
      'href',
      `/library/ws-1/${docId}?passage=4&quote=${encodeURIComponent(obligation)}`,
    );
    expect(within(obligations).getByText('Art. 5 · p. 2')).toBeVisible();

    const deadlines = within(dialog).getByRole('region', { name: 'Deadlines' });
    expect(within(deadlines).getByText('entro 72 ore').tagName).toBe('STRONG');

    const references = within(dialog).getByRole('region', { name: 'Legal references' });
    expect(within(references).getByRole('link', { name: 'art. 33 GDPR' })).toHaveAttribute(
      'href',
      `/library/ws-1/${docId}?passage=5&quote=${encodeURIComponent('art. 33 GDPR')}`,
    );
    expect(within(references).getByText('Cited in 2 passages')).toBeVisible();
    expect(within(references).getByRole('link', { name: 'Open the law' })).toHaveAttribute(
      'href',
      '/documents/eu/reg/2016/679#art-33',
    );
  });

  it('shows the model’s summary labelled as such, and a file not indexed as the server says', async () => {
    const user = userEvent.setup();
    let calls = 0;
    server.use(
      http.post(`${apiBase}/assistant/workspaces/ws-1/analyse`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(
              { error: { code: 'NOT_INDEXED', message: 'The document is not indexed yet' } },
              { status: 409 },
            )
          : HttpResponse.json(
              analysis({
                mode: 'model',
                summaryText: 'Contratto di hosting tra lo studio e il fornitore.',
              }),
            );
      }),
    );
    open('/assistant/workspaces/ws-1/?tab=documents');
    const grid = await screen.findByRole('grid', { name: 'Documents' }, { timeout: 15000 });
    await within(grid).findByText('contratto.pdf');
    await user.click(screen.getByRole('button', { name: 'Analyse a document' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Analyse contratto.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Analysis of contratto.pdf' });
    expect(
      await within(dialog).findByText(
        'This document is not indexed yet: analyse it once its indexing has finished.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Analyse a document' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Analyse contratto.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Analysis of contratto.pdf' });
    const summary = await within(dialog).findByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('Written by the language model')).toBeVisible();
    expect(
      within(summary).getByText('Contratto di hosting tra lo studio e il fornitore.'),
    ).toBeVisible();
    expect(within(dialog).queryByText(/No language model configured/)).toBeNull();
  });
});
