// Messages of the public shared-conversation page (namespace `share`: it loads without the assistant's).
import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

export const shareMessages = defineMessages({
  title: {
    id: 'share.title',
    defaultMessage: 'Shared conversation',
    description: 'Heading of a shared conversation page',
  },
  sharedOn: defineMessage<{ date: string }>({
    id: 'share.sharedOn',
    defaultMessage: 'Shared on {date}',
    description: 'When the conversation was shared',
  }),
  readOnly: {
    id: 'share.readOnly',
    defaultMessage: 'A read-only copy of a Lexio conversation.',
    description: 'Explains the shared page',
  },
  notFound: {
    id: 'share.notFound',
    defaultMessage: 'This link does not work any more: the conversation is no longer shared.',
    description: 'A shared link that was revoked or never existed',
  },
  loadError: {
    id: 'share.loadError',
    defaultMessage: 'The shared conversation could not be loaded.',
    description: 'A shared conversation that failed to load',
  },
  question: {
    id: 'share.question',
    defaultMessage: 'Question',
    description: 'Label of a question in a shared conversation',
  },
  assistantName: {
    id: 'share.assistant',
    defaultMessage: 'Lexio',
    description: 'Label of an answer in a shared conversation',
  },
  quotedProvisions: {
    id: 'share.quotedProvisions',
    defaultMessage: 'Quoted provisions',
    description:
      'Heading of the quoted provisions under an answer on a shared page, for a signed-out reader',
  },
  fullTextNeedsAccount: defineMessage<{ signIn: MessageTag }>({
    id: 'share.fullTextNeedsAccount',
    defaultMessage:
      'These are the passages the answer quotes. The full text of each law, with its context, is open to Lexio users: <signIn>sign in or create an account</signIn>.',
    description:
      'Note under the quoted provisions of a shared page for a signed-out reader; <signIn> links to sign-in',
  }),
  sources: {
    id: 'share.sources',
    defaultMessage: 'Sources',
    description: "Heading of an answer's sources in a shared conversation",
  },
  citationName: defineMessage<{ index: number; label: string }>({
    id: 'share.citation',
    defaultMessage: 'Source {index}: {label}',
    description: 'Accessible name of a citation marker in a shared answer',
  }),
  answererEmbedded: {
    id: 'share.answerer.embedded',
    defaultMessage:
      "Answered by Lexio's embedded extractive answerer: quotes of the law, no AI model configured.",
    description: 'Caption of an answer written by the embedded answerer',
  },
  answererModel: {
    id: 'share.answerer.model',
    defaultMessage: 'Written by an AI language model from the cited provisions. Check the sources.',
    description: 'Caption of an answer written by a language model',
  },
  askYourOwn: {
    id: 'share.askYourOwn',
    defaultMessage: 'Ask your own question',
    description: 'Link from a shared conversation to the assistant',
  },
});
