import {
  conversationPageSchema,
  conversationSchema,
  createWorkspaceBodySchema,
  pageQuerySchema,
  updateConversationBodySchema,
  updateWorkspaceBodySchema,
  updateWorkspaceMetadataBodySchema,
  updateWorkspacePromptBodySchema,
  workspaceConversationsFilterBodySchema,
  workspaceDocumentIdsBodySchema,
  workspaceDocumentPageSchema,
  workspaceMeterSchema,
  workspaceMetadataSchema,
  workspacePageSchema,
  workspaceParamsSchema,
  workspacePromptSchema,
  workspaceSchema,
  workspacesFilterBodySchema,
  workspaceThreadParamsSchema,
} from '@lexio/api/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { principalOf } from '../../lib/auth';
import type { ModuleOptions } from '../../lib/deps';
import { scopedRouteErrors } from '../../lib/errors';
import { storageFor } from '../../lib/storage';
import * as service from './service';

const errors = scopedRouteErrors;

/** Spec §7 "Workspaces": the workspaces, their prompt, metadata, pinned documents and threads. */
export const workspaceRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { deps }) => {
  const db = deps.db;

  app.get(
    '/organisations/me/meterWorkspaces',
    { schema: { response: { 200: workspaceMeterSchema, ...errors } } },
    async (request) => service.meter(db, principalOf(request)),
  );

  app.post(
    '/organisations/me/workspaces/filter',
    {
      schema: {
        querystring: pageQuerySchema,
        body: workspacesFilterBodySchema,
        response: { 200: workspacePageSchema, ...errors },
      },
    },
    async (request) =>
      service.listWorkspaces(db, principalOf(request), { ...request.query, ...request.body }),
  );

  app.post(
    '/organisations/me/workspaces',
    {
      schema: {
        body: createWorkspaceBodySchema,
        response: { 201: workspaceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createWorkspace(db, principalOf(request), request.body);
    },
  );

  app.get(
    '/workspaces/:id',
    { schema: { params: workspaceParamsSchema, response: { 200: workspaceSchema, ...errors } } },
    async (request) => service.getWorkspace(db, principalOf(request), request.params.id),
  );

  app.patch(
    '/workspaces/:id',
    {
      schema: {
        params: workspaceParamsSchema,
        body: updateWorkspaceBodySchema,
        response: { 200: workspaceSchema, ...errors },
      },
    },
    async (request) =>
      service.updateWorkspace(db, principalOf(request), request.params.id, request.body),
  );

  app.delete(
    '/workspaces/:id',
    { schema: { params: workspaceParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await service.deleteWorkspace(
        db,
        storageFor(deps.config),
        principalOf(request),
        request.params.id,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/workspaces/:id/prompt',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspacePromptSchema, ...errors },
      },
    },
    async (request) => service.getPrompt(db, principalOf(request), request.params.id),
  );

  app.patch(
    '/workspaces/:id/prompt',
    {
      schema: {
        params: workspaceParamsSchema,
        body: updateWorkspacePromptBodySchema,
        response: { 200: workspacePromptSchema, ...errors },
      },
    },
    async (request) =>
      service.updatePrompt(db, principalOf(request), request.params.id, request.body.prompt),
  );

  app.get(
    '/workspaces/:id/metadata',
    {
      schema: {
        params: workspaceParamsSchema,
        response: { 200: workspaceMetadataSchema, ...errors },
      },
    },
    async (request) => service.getMetadata(db, principalOf(request), request.params.id),
  );

  app.post(
    '/workspaces/:id/metadata',
    {
      schema: {
        params: workspaceParamsSchema,
        body: updateWorkspaceMetadataBodySchema,
        response: { 200: workspaceMetadataSchema, ...errors },
      },
    },
    async (request) =>
      service.setMetadata(db, principalOf(request), request.params.id, request.body),
  );

  app.get(
    '/workspaces/:id/documents',
    {
      schema: {
        params: workspaceParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: workspaceDocumentPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listDocuments(db, principalOf(request), request.params.id, request.query),
  );

  app.post(
    '/workspaces/:id/documents',
    {
      schema: {
        params: workspaceParamsSchema,
        body: workspaceDocumentIdsBodySchema,
        response: { 200: workspaceDocumentPageSchema, ...errors },
      },
    },
    async (request) =>
      service.addDocuments(db, principalOf(request), request.params.id, request.body.documentIds),
  );

  app.post(
    '/workspaces/:id/documents/delete',
    {
      schema: {
        params: workspaceParamsSchema,
        body: workspaceDocumentIdsBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeDocuments(
        db,
        principalOf(request),
        request.params.id,
        request.body.documentIds,
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/workspaces/:id/conversations/filter',
    {
      schema: {
        params: workspaceParamsSchema,
        querystring: pageQuerySchema,
        body: workspaceConversationsFilterBodySchema,
        response: { 200: conversationPageSchema, ...errors },
      },
    },
    async (request) =>
      service.listThreads(db, principalOf(request), request.params.id, {
        ...request.query,
        ...request.body,
      }),
  );

  app.get(
    '/workspaces/:id/conversations/:threadId',
    {
      schema: {
        params: workspaceThreadParamsSchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) =>
      service.getThread(db, principalOf(request), request.params.id, request.params.threadId),
  );

  app.patch(
    '/workspaces/:id/conversations/:threadId',
    {
      schema: {
        params: workspaceThreadParamsSchema,
        body: updateConversationBodySchema,
        response: { 200: conversationSchema, ...errors },
      },
    },
    async (request) =>
      service.renameThread(
        db,
        principalOf(request),
        request.params.id,
        request.params.threadId,
        request.body.title,
      ),
  );

  app.delete(
    '/workspaces/:id/conversations/:threadId',
    {
      schema: { params: workspaceThreadParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await service.deleteThread(
        db,
        principalOf(request),
        request.params.id,
        request.params.threadId,
      );
      return reply.code(204).send(null);
    },
  );
};
