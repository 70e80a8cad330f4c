/*
 * The question field of a workspace (its threads tab): a question sent here starts a thread in
 * the workspace, answered from its library documents and the law, and opens that thread.
 */
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';

import { AskError, askErrorCode } from './AskError';
import { Composer } from './Composer';
import { guessLanguage } from './language-guess';
import { useAnswersStore } from './use-answers';

export interface WorkspaceComposerProps {
  /** The workspace's id as the address gives it (the internal normative one's id works too). */
  workspaceId: string;
  /** Where the new thread opens. */
  threadPath: (threadId: string) => string;
  /** Shown under the question field (the route composes it: the search of the documents). */
  tools?: ReactNode;
}

export function WorkspaceComposer({ workspaceId, threadPath, tools }: WorkspaceComposerProps) {
  const navigate = useNavigate();
  const store = useAnswersStore();
  const [error, setError] = useState<string | null>(null);

  const ask = async (question: string) => {
    setError(null);
    try {
      const threadId = await store.ask(
        { question, language: guessLanguage(question), workspaceId },
        { workspaceId },
      );
      navigate(threadPath(threadId));
    } catch (failure) {
      setError(askErrorCode(failure));
      throw failure;
    }
  };

  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {error && <AskError code={error} />}
      <Composer onSend={ask} />
      {tools}
    </Stack>
  );
}
