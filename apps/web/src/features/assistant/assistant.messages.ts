// Messages of the assistant's pages (namespace `assistant`).
import { defineMessage, defineMessages } from 'react-intl';

export const assistantMessages = defineMessages({
  homeTitle: {
    id: 'assistant.home.title',
    defaultMessage: 'Assistant',
    description: 'Heading of the assistant page',
  },
  homeEmpty: {
    id: 'assistant.home.empty',
    defaultMessage:
      'Ask a legal or regulatory question. Answers quote the law and cite their sources.',
    description: 'Intro under the greeting on the new-chat page',
  },
  suggestionsTitle: {
    id: 'assistant.home.suggestions',
    defaultMessage: 'Try a question',
    description:
      'Heading of the suggested questions on the new-chat page; choosing one fills the question field',
  },
  welcome: defineMessage<{ name: string }>({
    id: 'assistant.home.welcome',
    defaultMessage: 'Welcome, {name}',
    description: 'Greeting on the assistant page',
  }),
  threadTitle: {
    id: 'assistant.thread.title',
    defaultMessage: 'Conversation',
    description: 'Heading of a conversation page while its title loads',
  },
  threadNotFound: {
    id: 'assistant.thread.notFound',
    defaultMessage: 'This conversation does not exist or was deleted.',
    description: 'A conversation page whose thread is not found',
  },
  threadLoadError: {
    id: 'assistant.thread.loadError',
    defaultMessage: 'The conversation could not be loaded.',
    description: 'A conversation page whose thread failed to load',
  },
  backToConversations: {
    id: 'assistant.thread.backToConversations',
    defaultMessage: 'All conversations',
    description: 'Link from a missing conversation to the list',
  },
  backToWorkspace: {
    id: 'assistant.thread.backToWorkspace',
    defaultMessage: 'Back to the workspace',
    description: "Link from a missing conversation of a workspace to the workspace's page",
  },
  composerLabel: {
    id: 'assistant.composer.label',
    defaultMessage: 'Your question',
    description: 'Label of the question field',
  },
  composerPlaceholder: {
    id: 'assistant.composer.placeholder',
    defaultMessage: 'Ask a legal or regulatory question',
    description: 'Placeholder of the question field',
  },
  composerHint: {
    id: 'assistant.composer.hint',
    defaultMessage: 'Enter to send, Shift+Enter for a new line',
    description: 'Help under the question field',
  },
  send: {
    id: 'assistant.composer.send',
    defaultMessage: 'Send',
    description: 'Button sending the question',
  },
  sending: {
    id: 'assistant.composer.sending',
    defaultMessage: 'Sending',
    description: 'Screen-reader text while the question is being sent',
  },
  stop: {
    id: 'assistant.composer.stop',
    defaultMessage: 'Stop',
    description: 'Button stopping the answer being written',
  },
  you: {
    id: 'assistant.message.you',
    defaultMessage: 'You',
    description: "Label of the user's questions in a conversation",
  },
  assistantName: {
    id: 'assistant.message.assistant',
    defaultMessage: 'Lexio',
    description: "Label of the assistant's answers in a conversation",
  },
  writing: {
    id: 'assistant.answer.writing',
    defaultMessage: 'Writing the answer…',
    description: 'Shown while an answer is being written',
  },
  stopped: {
    id: 'assistant.answer.stopped',
    defaultMessage: 'Stopped: the answer is incomplete.',
    description: 'Under an answer the user stopped',
  },
  incomplete: {
    id: 'assistant.answer.incomplete',
    defaultMessage: 'This answer was cut short before it ended: what is shown is incomplete.',
    description:
      'Under an answer whose writing broke off (e.g. the server restarted); the text so far is shown',
  },
  sources: {
    id: 'assistant.answer.sources',
    defaultMessage: 'Sources',
    description: "Heading of an answer's cited sources",
  },
  citationName: defineMessage<{ index: number; label: string }>({
    id: 'assistant.answer.citation',
    defaultMessage: 'Source {index}: {label}',
    description:
      'Accessible name of a citation marker in an answer, e.g. Source 1: GDPR, Articolo 33',
  }),
  copy: {
    id: 'assistant.answer.copy',
    defaultMessage: 'Copy',
    description: 'Button copying an answer',
  },
  copied: {
    id: 'assistant.answer.copied',
    defaultMessage: 'Answer copied',
    description: 'Toast after copying an answer',
  },
  copyFailed: {
    id: 'assistant.answer.copyFailed',
    defaultMessage: 'The answer could not be copied.',
    description: 'Toast when copying an answer failed',
  },
  retry: {
    id: 'assistant.answer.retry',
    defaultMessage: 'Retry',
    description: 'Button asking the last question again',
  },
  answererEmbedded: {
    id: 'assistant.answerer.embedded',
    defaultMessage:
      "Answered by Lexio's embedded extractive answerer: quotes of the law, no AI model configured.",
    description:
      'Caption of an answer written by the embedded answerer (verbatim quotes, no language model)',
  },
  answererModel: {
    id: 'assistant.answerer.model',
    defaultMessage: 'Written by an AI language model from the cited provisions. Check the sources.',
    description: 'Caption of an answer written by a language model',
  },
  freeLeft: defineMessage<{ count: number }>({
    id: 'assistant.answer.freeLeft',
    defaultMessage: '{count, plural, one {# free question left} other {# free questions left}}',
    description: 'Free questions the organisation has left',
  }),
  errorFreeCredits: {
    id: 'assistant.error.freeCredits',
    defaultMessage: 'You have used all your free questions. Choose a plan to keep asking.',
    description: 'Shown when the organisation has no free questions left',
  },
  errorFreeCreditsLink: {
    id: 'assistant.error.freeCreditsLink',
    defaultMessage: 'See the plans',
    description: 'Link to the products page when free questions are spent',
  },
  errorRateLimited: {
    id: 'assistant.error.rateLimited',
    defaultMessage:
      'You are asking too many questions in a short time. Wait a minute and try again.',
    description: 'Shown when the user hit the rate limit',
  },
  errorInProgress: {
    id: 'assistant.error.inProgress',
    defaultMessage: 'The assistant is still answering the previous question.',
    description: 'Shown when a question is sent while an answer is running',
  },
  errorFailed: {
    id: 'assistant.error.failed',
    defaultMessage: 'The assistant could not answer this question. Try again.',
    description: 'Shown when an answer failed',
  },
  errorConnection: {
    id: 'assistant.error.connection',
    defaultMessage: 'The connection to the answer was lost. Reload the page to see it.',
    description: 'Shown when the answer stream broke and could not be resumed',
  },
  errorGeneric: {
    id: 'assistant.error.generic',
    defaultMessage: 'Something went wrong. Try again.',
    description: 'Shown when sending a question failed for another reason',
  },
  share: {
    id: 'assistant.share.button',
    defaultMessage: 'Share',
    description: 'Button opening the share dialog of a conversation',
  },
  shareTitle: {
    id: 'assistant.share.title',
    defaultMessage: 'Share this conversation',
    description: 'Title of the share dialog',
  },
  shareDescription: {
    id: 'assistant.share.description',
    defaultMessage:
      'Anyone with the link can read a copy of this conversation, without signing in. Share again to include later messages.',
    description: 'Explanation in the share dialog',
  },
  shareCreate: {
    id: 'assistant.share.create',
    defaultMessage: 'Create public link',
    description: 'Button creating the public link',
  },
  shareLink: {
    id: 'assistant.share.link',
    defaultMessage: 'Public link',
    description: 'Label of the public link field',
  },
  shareCopyLink: {
    id: 'assistant.share.copyLink',
    defaultMessage: 'Copy link',
    description: 'Button copying the public link',
  },
  shareLinkCopied: {
    id: 'assistant.share.linkCopied',
    defaultMessage: 'Link copied',
    description: 'Toast after copying the public link',
  },
  shareUpdate: {
    id: 'assistant.share.update',
    defaultMessage: 'Update the copy',
    description: 'Button sharing the conversation again to include later messages',
  },
  shareRevoke: {
    id: 'assistant.share.revoke',
    defaultMessage: 'Stop sharing',
    description: 'Button revoking the public link',
  },
  shareRevoked: {
    id: 'assistant.share.revoked',
    defaultMessage: 'The link no longer works.',
    description: 'Toast after revoking the public link',
  },
  shareError: {
    id: 'assistant.share.error',
    defaultMessage: 'The link could not be changed. Try again.',
    description: 'Error in the share dialog',
  },
  close: {
    id: 'assistant.dialog.close',
    defaultMessage: 'Close',
    description: 'Button closing a dialog',
  },
  cancel: {
    id: 'assistant.dialog.cancel',
    defaultMessage: 'Cancel',
    description: 'Button cancelling a dialog',
  },
  conversationsTitle: {
    id: 'assistant.conversations.title',
    defaultMessage: 'Conversations',
    description: 'Heading of the conversations list',
  },
  conversationsEmpty: {
    id: 'assistant.conversations.empty',
    defaultMessage: 'Your saved conversations will be listed here.',
    description: 'Empty state of the conversations list',
  },
  newConversation: {
    id: 'assistant.conversations.new',
    defaultMessage: 'New conversation',
    description: 'Button starting a new conversation',
  },
  search: {
    id: 'assistant.conversations.search',
    defaultMessage: 'Search by title',
    description: 'Label of the conversations search field',
  },
  noResults: defineMessage<{ query: string }>({
    id: 'assistant.conversations.noResults',
    defaultMessage: 'No conversation title contains “{query}”.',
    description: 'Empty search result of the conversations list',
  }),
  conversationsLoadError: {
    id: 'assistant.conversations.loadError',
    defaultMessage: 'The conversations could not be loaded.',
    description: 'Error of the conversations list',
  },
  updatedAt: defineMessage<{ date: string }>({
    id: 'assistant.conversations.updatedAt',
    defaultMessage: 'Updated {date}',
    description: 'When a conversation last changed',
  }),
  sharedBadge: {
    id: 'assistant.conversations.shared',
    defaultMessage: 'Shared',
    description: 'Badge of a conversation with a public link',
  },
  rename: {
    id: 'assistant.conversations.rename',
    defaultMessage: 'Rename',
    description: 'Button renaming a conversation; its accessible name adds the title',
  },
  renameNamed: defineMessage<{ title: string }>({
    id: 'assistant.conversations.renameNamed',
    defaultMessage: 'Rename “{title}”',
    description: "Accessible name of a conversation's rename button",
  }),
  renameTitle: {
    id: 'assistant.conversations.renameTitle',
    defaultMessage: 'Rename conversation',
    description: 'Title of the rename dialog',
  },
  renameLabel: {
    id: 'assistant.conversations.renameLabel',
    defaultMessage: 'Title',
    description: 'Label of the title field in the rename dialog',
  },
  save: {
    id: 'assistant.conversations.save',
    defaultMessage: 'Save',
    description: 'Button saving a new title',
  },
  renamed: {
    id: 'assistant.conversations.renamed',
    defaultMessage: 'Conversation renamed',
    description: 'Toast after renaming a conversation',
  },
  delete: {
    id: 'assistant.conversations.delete',
    defaultMessage: 'Delete',
    description: 'Button deleting a conversation',
  },
  deleteNamed: defineMessage<{ title: string }>({
    id: 'assistant.conversations.deleteNamed',
    defaultMessage: 'Delete “{title}”',
    description: "Accessible name of a conversation's delete button",
  }),
  deleteTitle: {
    id: 'assistant.conversations.deleteTitle',
    defaultMessage: 'Delete this conversation?',
    description: 'Title of the delete confirmation',
  },
  deleteBody: defineMessage<{ title: string }>({
    id: 'assistant.conversations.deleteBody',
    defaultMessage:
      '“{title}” and all its answers will be deleted, and its public link will stop working. This cannot be undone.',
    description: 'Body of the delete confirmation',
  }),
  deleted: {
    id: 'assistant.conversations.deleted',
    defaultMessage: 'Conversation deleted',
    description: 'Toast after deleting a conversation',
  },
  actionFailed: {
    id: 'assistant.conversations.actionFailed',
    defaultMessage: 'That did not work. Try again.',
    description: 'Error after a failed rename or delete',
  },
  rowsPerPage: {
    id: 'assistant.conversations.rowsPerPage',
    defaultMessage: 'Per page',
    description: 'Label of the page size selector',
  },
  pageRange: defineMessage<{ from: number; to: number; count: number }>({
    id: 'assistant.conversations.pageRange',
    defaultMessage: '{from}–{to} of {count}',
    description: 'Which conversations the page shows',
  }),
});
