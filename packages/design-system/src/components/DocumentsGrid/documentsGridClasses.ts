/** Stable class names of the DocumentsGrid and its status cell. */
export const documentsGridClasses = {
  root: 'LexioDocumentsGrid-root',
  status: 'LexioDocumentsGrid-status',
  progress: 'LexioDocumentsGrid-progress',
} as const;

export type DocumentsGridClassKey = keyof typeof documentsGridClasses;
