// Workspaces: the list, one workspace and the internal normative workspace (threads inside a
// workspace are the assistant's ThreadPage, composed by the route module).
export { WorkspacePage, type WorkspacePageProps } from './WorkspacePage';
export { WorkspacesPage } from './WorkspacesPage';
