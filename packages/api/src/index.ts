// The public API of @lexio/api (the zod contract is its own entry, '@lexio/api/contract').
// Every export is named on purpose: see exports.test.ts.

// http
export {
  configureApi,
  createApiClient,
  getApiClient,
  impersonateTokenKey,
  type ApiClient,
  type ApiConfig,
  type ApiHost,
  type ApiStorage,
  type RequestOptions,
} from './http/client';
export {
  ApiError,
  NoAuthTokenError,
  StreamError,
  apiErrorMessages,
  isApiError,
  isUnauthorizedError,
  retryUnlessClientError,
} from './http/errors';
export {
  readServerSentEvents,
  readTextChunks,
  responseStream,
  type ServerSentEvent,
} from './http/streaming';

// queries shared by every resource
export { queryStaleTimes, type SessionQueryArgs } from './query/stale-times';
export { resourceKeys } from './query/resource-keys';
export { invalidateSession } from './query/invalidate-session';
export {
  infinitePageItems,
  limitOffsetInfiniteQueryOptions,
  nextPageOffset,
  pageModelFromParams,
  pageParams,
  type LimitOffsetInfiniteArgs,
  type PageModel,
} from './paging/paging';

// resources
export { deleteUser, getMe, updateMe } from './me/requests';
export { meQueries } from './me/queries';
export { useDeleteUser, useUpdateMe } from './me/mutations';
export { getOrganisation, updateOrganisation } from './organisations/requests';
export { organisationQueries } from './organisations/queries';
export { useUpdateOrganisation } from './organisations/mutations';
export { getSubscription } from './subscription/requests';
export { subscriptionQueries } from './subscription/queries';
export { getHelpMe } from './help/requests';
export { helpQueries } from './help/queries';
export { getFeatureFlags } from './flags/requests';
export { flagQueries } from './flags/queries';
export { getImpersonationToken } from './impersonate/requests';
export {
  exportLawComparison,
  exportLawDocument,
  getCourtRuling,
  getLawHtml,
  getLawMetadata,
  getLawToc,
  searchCorpus,
  type CorpusSearchParams,
} from './laws/requests';
export { courtRulingQueries, lawQueries } from './laws/queries';
export {
  analyseLibraryDocument,
  cancelLibraryDocuments,
  checkLibraryProgress,
  createWorkspace,
  deleteLibraryDocument,
  deleteWorkspace,
  downloadLibraryDocument,
  getLibraryDocument,
  getLibraryDocuments,
  getLibraryPassages,
  getWorkspace,
  getWorkspaceMeter,
  getWorkspaceMetadata,
  getWorkspacePrompt,
  getWorkspaces,
  getWorkspaceThreads,
  improveWorkspacePrompt,
  indexLibraryDocuments,
  requestLibraryUploads,
  setWorkspaceMetadata,
  updateWorkspace,
  updateWorkspacePrompt,
  type LibraryListParams,
  type WorkspaceListParams,
  type WorkspaceThreadListParams,
} from './workspaces/requests';
export { uploadLibraryFile, type UploadTarget } from './workspaces/upload';
export { libraryQueries, workspaceQueries } from './workspaces/queries';
export {
  useCancelLibraryDocuments,
  useCreateWorkspace,
  useDeleteLibraryDocuments,
  useDeleteWorkspace,
  useIndexLibraryDocuments,
  useSetWorkspaceMetadata,
  useUpdateWorkspace,
  useUpdateWorkspacePrompt,
} from './workspaces/mutations';
export { seatQueries } from './seats/queries';
export { billingQueries } from './billing/queries';
export { alertQueries } from './alerts/queries';
export {
  askQuestion,
  attachToAnswer,
  deleteConversation,
  getConversations,
  getSharedConversation,
  getThreadDetails,
  renameConversation,
  revokeShare,
  shareConversation,
  stopAnswer,
  type AnswerStreamEvent,
  type ConversationListParams,
} from './assistant/requests';
export { assistantQueries } from './assistant/queries';
export {
  useDeleteConversation,
  useRenameConversation,
  useRevokeShare,
  useShareConversation,
} from './assistant/mutations';
export {
  checkUserExists,
  checkUserNeedsVerification,
  resendVerificationEmail,
} from './sign-up/requests';
