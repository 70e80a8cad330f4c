// Messages of the workspaces pages (namespace `workspaces`).
import { defineMessage, defineMessages } from 'react-intl';

export const workspacesMessages = defineMessages({
  listTitle: {
    id: 'workspaces.list.title',
    defaultMessage: 'Workspaces',
    description: 'Heading of the workspaces list',
  },
  listEmpty: {
    id: 'workspaces.list.empty',
    defaultMessage: 'Workspaces hold your documents and prompts. None yet.',
    description: 'Empty state of the workspaces list',
  },
  workspaceTitle: {
    id: 'workspaces.workspace.title',
    defaultMessage: 'Workspace',
    description: 'Heading of a workspace page while it loads or fails',
  },
  internalNormativeTitle: {
    id: 'workspaces.internalNormative.title',
    defaultMessage: 'Internal normative',
    description: 'Heading of the internal normative workspace pages',
  },
  create: {
    id: 'workspaces.list.create',
    defaultMessage: 'New workspace',
    description: 'Button that opens the create-workspace dialog, and its submit button',
  },
  createTitle: {
    id: 'workspaces.dialog.createTitle',
    defaultMessage: 'New workspace',
    description: 'Title of the create-workspace dialog',
  },
  renameTitle: {
    id: 'workspaces.dialog.renameTitle',
    defaultMessage: 'Rename workspace',
    description: 'Title of the rename-workspace dialog',
  },
  nameLabel: {
    id: 'workspaces.dialog.name',
    defaultMessage: 'Name',
    description: "Label of a workspace's name field",
  },
  descriptionLabel: {
    id: 'workspaces.dialog.description',
    defaultMessage: 'Description',
    description: "Label of a workspace's description field",
  },
  created: {
    id: 'workspaces.toast.created',
    defaultMessage: 'Workspace created',
    description: 'Toast after a workspace is created',
  },
  renamed: {
    id: 'workspaces.toast.renamed',
    defaultMessage: 'Workspace saved',
    description: 'Toast after a workspace is renamed',
  },
  deleted: {
    id: 'workspaces.toast.deleted',
    defaultMessage: 'Workspace deleted',
    description: 'Toast after a workspace is deleted',
  },
  deleteTitle: {
    id: 'workspaces.dialog.deleteTitle',
    defaultMessage: 'Delete this workspace?',
    description: 'Title of the delete-workspace confirmation',
  },
  deleteBody: defineMessage<{ name: string }>({
    id: 'workspaces.dialog.deleteBody',
    defaultMessage:
      '“{name}”, its threads and every file of its library will be deleted. This cannot be undone.',
    description: 'Body of the delete-workspace confirmation',
  }),
  rename: {
    id: 'workspaces.action.rename',
    defaultMessage: 'Rename',
    description: 'Button that renames a workspace',
  },
  renameNamed: defineMessage<{ name: string }>({
    id: 'workspaces.action.renameNamed',
    defaultMessage: 'Rename {name}',
    description: "Accessible name of a workspace's rename button",
  }),
  delete: {
    id: 'workspaces.action.delete',
    defaultMessage: 'Delete',
    description: 'Button that deletes a workspace or a file',
  },
  deleteNamed: defineMessage<{ name: string }>({
    id: 'workspaces.action.deleteNamed',
    defaultMessage: 'Delete {name}',
    description: "Accessible name of a workspace's delete button",
  }),
  cancel: {
    id: 'workspaces.action.cancel',
    defaultMessage: 'Cancel',
    description: 'Button that closes a dialog without doing anything',
  },
  save: {
    id: 'workspaces.action.save',
    defaultMessage: 'Save',
    description: 'Button that saves a form',
  },
  retry: {
    id: 'workspaces.action.retry',
    defaultMessage: 'Retry',
    description: 'Button that tries a failed load or indexing again',
  },
  actionFailed: {
    id: 'workspaces.error.action',
    defaultMessage: 'That did not work. Please try again.',
    description: 'Error shown when a change could not be saved',
  },
  loadError: {
    id: 'workspaces.error.load',
    defaultMessage: 'This could not be loaded.',
    description: 'Error shown when a list or a workspace could not be loaded',
  },
  notFoundTitle: {
    id: 'workspaces.notFound.title',
    defaultMessage: 'Workspace not found',
    description: 'Heading of a workspace page whose workspace does not exist',
  },
  notFound: {
    id: 'workspaces.notFound.body',
    defaultMessage: 'This workspace does not exist or has been deleted.',
    description: 'Body of a workspace page whose workspace does not exist',
  },
  backToList: {
    id: 'workspaces.notFound.back',
    defaultMessage: 'Back to workspaces',
    description: 'Link from a missing workspace back to the list',
  },
  search: {
    id: 'workspaces.list.search',
    defaultMessage: 'Search workspaces',
    description: 'Label of the workspaces search field',
  },
  noResults: defineMessage<{ query: string }>({
    id: 'workspaces.list.noResults',
    defaultMessage: 'Nothing matches “{query}”.',
    description: 'Shown when a search finds nothing',
  }),
  viewMode: {
    id: 'workspaces.list.viewMode',
    defaultMessage: 'Show workspaces as',
    description: 'Accessible name of the cards/list toggle',
  },
  viewCards: {
    id: 'workspaces.list.viewCards',
    defaultMessage: 'Cards',
    description: 'Toggle button: workspaces as cards',
  },
  viewList: {
    id: 'workspaces.list.viewList',
    defaultMessage: 'List',
    description: 'Toggle button: workspaces as a list',
  },
  meter: defineMessage<{ used: number; limit: number }>({
    id: 'workspaces.list.meter',
    defaultMessage: '{used} / {limit} workspaces',
    description: "Workspace meter: used against the plan's limit",
  }),
  meterUnlimited: defineMessage<{ used: number }>({
    id: 'workspaces.list.meterUnlimited',
    defaultMessage: '{used} workspaces, no limit',
    description: 'Workspace meter when the plan has no limit',
  }),
  limitReached: {
    id: 'workspaces.list.limitReached',
    defaultMessage:
      "Your plan's workspaces are all in use. Delete one or change plan to create another.",
    description: 'Shown when the workspace meter is full',
  },
  counts: defineMessage<{ files: number; date: string }>({
    id: 'workspaces.list.counts',
    defaultMessage: '{files, plural, =0 {No files} one {# file} other {# files}} · updated {date}',
    description: "A workspace's file count and last change",
  }),
  rowsPerPage: {
    id: 'workspaces.list.rowsPerPage',
    defaultMessage: 'Per page',
    description: 'Label of the page size selector',
  },
  pageRange: defineMessage<{ from: number; to: number; count: number }>({
    id: 'workspaces.list.pageRange',
    defaultMessage: '{from}–{to} of {count}',
    description: 'Range of rows shown by the pager',
  }),
  tabsLabel: {
    id: 'workspaces.workspace.tabs',
    defaultMessage: 'Workspace sections',
    description: "Accessible name of a workspace's tabs",
  },
  tabThreads: {
    id: 'workspaces.workspace.tab.threads',
    defaultMessage: 'Threads',
    description: "Tab of a workspace's threads",
  },
  tabDocumentsCount: defineMessage<{ count: number }>({
    id: 'workspaces.workspace.tab.documentsCount',
    defaultMessage: 'Documents ({count})',
    description: "Tab of a workspace's documents, with their number",
  }),
  tabPrompt: {
    id: 'workspaces.workspace.tab.prompt',
    defaultMessage: 'Prompt',
    description: "Tab of a workspace's prompt",
  },
  tabMetadata: {
    id: 'workspaces.workspace.tab.metadata',
    defaultMessage: 'Metadata',
    description: "Tab of a workspace's metadata",
  },
  threadsSearch: {
    id: 'workspaces.threads.search',
    defaultMessage: 'Search threads',
    description: 'Label of the workspace threads search field',
  },
  threadsEmpty: {
    id: 'workspaces.threads.empty',
    defaultMessage: 'No threads in this workspace yet.',
    description: "Empty state of a workspace's threads",
  },
  promptHelp: {
    id: 'workspaces.prompt.help',
    defaultMessage: 'The assistant follows this prompt in every thread of the workspace.',
    description: 'Help text above the workspace prompt',
  },
  promptLength: defineMessage<{ count: number; max: number }>({
    id: 'workspaces.prompt.length',
    defaultMessage: '{count} / {max} characters',
    description: 'Length of the workspace prompt',
  }),
  promptSaved: {
    id: 'workspaces.prompt.saved',
    defaultMessage: 'Prompt saved',
    description: 'Toast after the workspace prompt is saved',
  },
  metadataHelp: {
    id: 'workspaces.metadata.help',
    defaultMessage:
      'Free key and value pairs that describe the workspace (client, matter, jurisdiction...).',
    description: 'Help text above the workspace metadata',
  },
  metadataEmpty: {
    id: 'workspaces.metadata.empty',
    defaultMessage: 'No metadata yet.',
    description: 'Empty state of the workspace metadata',
  },
  metadataKey: defineMessage<{ index: number }>({
    id: 'workspaces.metadata.key',
    defaultMessage: 'Key {index}',
    description: 'Label of a metadata key field',
  }),
  metadataValue: defineMessage<{ index: number }>({
    id: 'workspaces.metadata.value',
    defaultMessage: 'Value {index}',
    description: 'Label of a metadata value field',
  }),
  metadataAdd: {
    id: 'workspaces.metadata.add',
    defaultMessage: 'Add a pair',
    description: 'Button that adds a metadata pair',
  },
  metadataRemove: {
    id: 'workspaces.metadata.remove',
    defaultMessage: 'Remove',
    description: 'Button that removes a metadata pair',
  },
  metadataDuplicate: {
    id: 'workspaces.metadata.duplicate',
    defaultMessage: 'Two pairs have the same key.',
    description: 'Warning when metadata keys repeat',
  },
  metadataSaved: {
    id: 'workspaces.metadata.saved',
    defaultMessage: 'Metadata saved',
    description: 'Toast after the workspace metadata is saved',
  },
  libraryTitle: {
    id: 'workspaces.library.title',
    defaultMessage: 'Documents',
    description: "Heading and grid name of a workspace's library",
  },
  libraryEmpty: {
    id: 'workspaces.library.empty',
    defaultMessage: 'No documents yet. Drop files here or choose them to upload.',
    description: "Empty state of a workspace's library grid",
  },
  uploadPick: {
    id: 'workspaces.upload.pick',
    defaultMessage: 'Upload files',
    description: 'Button that opens the file picker',
  },
  uploadDrop: defineMessage<{ size: string }>({
    id: 'workspaces.upload.drop',
    defaultMessage: 'Drop PDF, DOCX, DOC, TXT, HTML or Markdown files here (up to {size} each).',
    description: 'Text of the drop area',
  }),
  uploadDropLabel: {
    id: 'workspaces.upload.dropLabel',
    defaultMessage: 'Upload area',
    description: 'Accessible name of the drop area',
  },
  uploadsTitle: {
    id: 'workspaces.upload.list',
    defaultMessage: 'Files being uploaded',
    description: 'Accessible name of the list of uploads',
  },
  uploadsClear: {
    id: 'workspaces.upload.clear',
    defaultMessage: 'Clear finished',
    description: 'Button that removes finished uploads from the list',
  },
  uploadSending: defineMessage<{ percent: number }>({
    id: 'workspaces.upload.sending',
    defaultMessage: 'Uploading {percent}%',
    description: 'Status of a file being uploaded',
  }),
  uploadProgress: defineMessage<{ name: string }>({
    id: 'workspaces.upload.progress',
    defaultMessage: 'Upload of {name}',
    description: "Accessible name of a file's upload progress bar",
  }),
  indexingProgress: defineMessage<{ name: string }>({
    id: 'workspaces.upload.indexingProgress',
    defaultMessage: 'Indexing of {name}',
    description: "Accessible name of a file's indexing progress bar",
  }),
  uploadWrongType: {
    id: 'workspaces.upload.wrongType',
    defaultMessage: 'Only PDF, DOCX, DOC, TXT, HTML and Markdown files can be uploaded.',
    description: 'A file refused for its type',
  },
  uploadTooLarge: defineMessage<{ size: string }>({
    id: 'workspaces.upload.tooLarge',
    defaultMessage: 'The file is larger than {size}.',
    description: 'A file refused for its size',
  }),
  uploadEmpty: {
    id: 'workspaces.upload.empty',
    defaultMessage: 'The file is empty.',
    description: 'A file refused because it is empty',
  },
  uploadFailed: {
    id: 'workspaces.upload.failed',
    defaultMessage: 'The upload failed. Please try again.',
    description: 'A file whose upload failed',
  },
  statusQueued: {
    id: 'workspaces.status.queued',
    defaultMessage: 'Queued',
    description: 'Indexing status: waiting',
  },
  statusIndexing: {
    id: 'workspaces.status.indexing',
    defaultMessage: 'Indexing',
    description: 'Indexing status: running',
  },
  statusPages: defineMessage<{ done: number; total: number }>({
    id: 'workspaces.status.pages',
    defaultMessage: 'Indexing: page {done} of {total}',
    description: 'Indexing status with pages done',
  }),
  statusIndexed: {
    id: 'workspaces.status.indexed',
    defaultMessage: 'Indexed',
    description: 'Indexing status: done',
  },
  statusIndexedPassages: defineMessage<{ count: number }>({
    id: 'workspaces.status.indexedPassages',
    defaultMessage: 'Indexed, {count, plural, one {# passage} other {# passages}}',
    description: 'Indexing status: done, with its passages',
  }),
  statusFailed: {
    id: 'workspaces.status.failed',
    defaultMessage: 'Failed',
    description: 'Indexing status: failed or cancelled',
  },
  statusFailedBecause: defineMessage<{ reason: string }>({
    id: 'workspaces.status.failedBecause',
    defaultMessage: 'Failed: {reason}',
    description: "Indexing status: failed, with the server's reason",
  }),
  statusCancelled: {
    id: 'workspaces.status.cancelled',
    defaultMessage: 'Cancelled',
    description: 'Indexing status: cancelled',
  },
  cancelIndexing: {
    id: 'workspaces.action.cancelIndexing',
    defaultMessage: 'Cancel',
    description: "Button that stops a file's indexing",
  },
  cancelNamed: defineMessage<{ name: string }>({
    id: 'workspaces.action.cancelNamed',
    defaultMessage: 'Cancel indexing of {name}',
    description: "Accessible name of a file's cancel button",
  }),
  retryNamed: defineMessage<{ name: string }>({
    id: 'workspaces.action.retryNamed',
    defaultMessage: 'Retry indexing of {name}',
    description: "Accessible name of a file's retry button",
  }),
  cancelRunning: defineMessage<{ count: number }>({
    id: 'workspaces.action.cancelRunning',
    defaultMessage: 'Cancel indexing ({count})',
    description: 'Button that stops every running indexing of the page',
  }),
  retryStopped: defineMessage<{ count: number }>({
    id: 'workspaces.action.retryStopped',
    defaultMessage: 'Retry failed ({count})',
    description: 'Button that retries every failed or cancelled file of the page',
  }),
  deleteDocumentTitle: {
    id: 'workspaces.library.deleteTitle',
    defaultMessage: 'Delete this file?',
    description: 'Title of the delete-file confirmation',
  },
  deleteDocumentBody: defineMessage<{ name: string }>({
    id: 'workspaces.library.deleteBody',
    defaultMessage:
      '“{name}” and its indexed text will be deleted; the assistant will no longer cite it.',
    description: 'Body of the delete-file confirmation',
  }),
  documentDeleted: {
    id: 'workspaces.library.deleted',
    defaultMessage: 'File deleted',
    description: 'Toast after a library file is deleted',
  },
  deleteSelected: defineMessage<{ count: number }>({
    id: 'workspaces.library.deleteSelected',
    defaultMessage: 'Delete selected ({count})',
    description: 'Button that deletes the files ticked in the library grid',
  }),
  deleteDocumentsTitle: defineMessage<{ count: number }>({
    id: 'workspaces.library.deleteManyTitle',
    defaultMessage: 'Delete {count, plural, one {# file} other {# files}}?',
    description: 'Title of the confirmation before deleting the ticked files',
  }),
  deleteDocumentsBody: {
    id: 'workspaces.library.deleteManyBody',
    defaultMessage:
      'The selected files and their indexed text will be deleted; the assistant will no longer cite them.',
    description: 'Body of the confirmation before deleting the ticked files',
  },
  documentsDeleted: defineMessage<{ count: number }>({
    id: 'workspaces.library.deletedMany',
    defaultMessage: '{count, plural, one {# file deleted} other {# files deleted}}',
    description: 'Toast after several library files are deleted',
  }),
  gridName: {
    id: 'workspaces.grid.name',
    defaultMessage: 'Name',
    description: 'Library grid column: file name',
  },
  gridStatus: {
    id: 'workspaces.grid.status',
    defaultMessage: 'Indexing status',
    description: 'Library grid column: indexing status',
  },
  gridSize: {
    id: 'workspaces.grid.size',
    defaultMessage: 'Size',
    description: 'Library grid column: size',
  },
  gridUploadedAt: {
    id: 'workspaces.grid.uploadedAt',
    defaultMessage: 'Uploaded on',
    description: 'Library grid column: upload date',
  },
  gridActions: {
    id: 'workspaces.grid.actions',
    defaultMessage: 'Actions',
    description: 'Library grid column: actions',
  },
  gridOpen: {
    id: 'workspaces.grid.open',
    defaultMessage: 'Open',
    description: 'Library grid action: open the document',
  },
  gridProgress: {
    id: 'workspaces.grid.progress',
    defaultMessage: 'Indexing progress',
    description: "Accessible name of a row's progress bar",
  },
  gridLoading: {
    id: 'workspaces.grid.loading',
    defaultMessage: 'Loading documents',
    description: "Accessible name of the grid's loading bar",
  },
});
