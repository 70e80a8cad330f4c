import { organisationQueries } from '@lexio/api';
import type { Organisation } from '@lexio/api/contract';
import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';

import { getQueryClient } from '../../lib/query-client';
import { notificationsStore } from '../../lib/notifications/notifications-store';
import { seedSession, testOrganisation } from '../../test/render';
import { fakeChat } from './testing/fake-chat';
import { appAnswersStore } from './use-answers';

const slow = { timeout: 5000 };
const freeOrganisation = (freeChatRemaining: number): Organisation => ({
  ...testOrganisation,
  freeCreditsAvailable: true,
  freeChatRemaining,
});

afterEach(() => notificationsStore.clear());

describe("the app's answers store", () => {
  it("refreshes the organisation's free questions when a question is asked and when its answer ends", async () => {
    const chat = fakeChat();
    seedSession(undefined, { organisation: freeOrganisation(5) });
    const client = getQueryClient();
    const organisationKey = organisationQueries.detail({ loggedIn: true }).queryKey;
    // The signed-in layout reads the organisation (the inactive-user dialog shows the count).
    const observer = new QueryObserver(client, organisationQueries.detail({ loggedIn: true }));
    const unsubscribe = observer.subscribe(() => undefined);
    const shown = () => client.getQueryData<Organisation>(organisationKey)?.freeChatRemaining;
    try {
      chat.serveOrganisation(freeOrganisation(4));
      const threadId = await appAnswersStore.ask({ question: 'Entro quanto tempo?' });
      await waitFor(() => expect(shown()).toBe(4), slow);

      // The answer fails and the server gives the free question back: the count follows.
      chat.serveOrganisation(freeOrganisation(5));
      const stream = chat.streamOf(threadId);
      stream.send({ type: 'error', code: 'ANSWER_FAILED', message: 'could not answer' });
      stream.send({
        type: 'done',
        messageId: chat.streams.at(-1)!.messageId,
        status: 'failed',
        freeChatRemaining: 5,
      });
      stream.close();
      await waitFor(() => expect(appAnswersStore.get(threadId)?.status).toBe('failed'), slow);
      await waitFor(() => expect(shown()).toBe(5), slow);
    } finally {
      unsubscribe();
    }
  });
});
