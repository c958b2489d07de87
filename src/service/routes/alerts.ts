// Alerts raised by change points, and their triage (as Perfherder: untriaged → acknowledged / invalid / fixed).
import type { FastifyInstance } from 'fastify';
import { authorizeProject, tokenProject } from '../context.js';
import { notFound } from '../http-errors.js';
import { ALERT_SCHEMA, BRANCH, ID, iso, KEY, METRIC, PROJECT_PARAMS } from '../schemas.js';
import { ALERT_STATUSES, type AlertStatus, type AlertView } from '../store/types.js';

export function alertJson(alert: AlertView) {
  const { projectId: _projectId, ...rest } = alert;
  return {
    ...rest,
    createdAt: iso(alert.createdAt),
    updatedAt: iso(alert.updatedAt),
    history: alert.history.map((h) => ({
      stage: h.stage,
      at: iso(h.at),
      ...(h.from ? { from: h.from } : {}),
    })),
  };
}

export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const ctx = app.benchdelta;

  app.get<{
    Params: { project: string };
    Querystring: {
      status?: AlertStatus;
      branch?: string;
      key?: string;
      metric?: string;
      limit: number;
      before?: number;
    };
  }>(
    '/api/v1/projects/:project/alerts',
    {
      schema: {
        summary: 'Alerts, newest first, a page at a time (`next` is the `before=` of the next page)',
        params: PROJECT_PARAMS,
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: [...ALERT_STATUSES] },
            branch: BRANCH,
            key: KEY,
            metric: METRIC,
            limit: { type: 'integer', minimum: 1, maximum: 500, default: 500 },
            before: ID,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              alerts: { type: 'array', items: ALERT_SCHEMA },
              next: { type: ['integer', 'null'] },
            },
          },
        },
      },
    },
    async (request) => {
      const project = await authorizeProject(ctx, request, request.params.project, 'read');
      const { limit, ...filter } = request.query;
      const alerts = await ctx.store.alerts.list(project.id, filter, limit);
      return {
        alerts: alerts.map(alertJson),
        next: alerts.length === limit ? alerts[alerts.length - 1].id : null,
      };
    },
  );

  app.patch<{ Params: { id: number }; Body: { status: AlertStatus } }>(
    '/api/v1/alerts/:id',
    {
      schema: {
        summary: "Triage an alert (needs its project's token)",
        params: { type: 'object', properties: { id: ID }, required: ['id'] },
        body: {
          type: 'object',
          properties: { status: { type: 'string', enum: [...ALERT_STATUSES] } },
          required: ['status'],
          additionalProperties: false,
        },
        response: { 200: ALERT_SCHEMA },
      },
    },
    async (request) => {
      const projectId = await tokenProject(ctx, request);
      const alert = await ctx.store.alerts.get(request.params.id);
      // Another project's alert answers as a missing one: ids cannot be probed for existence.
      if (!alert || alert.projectId !== projectId)
        throw notFound(`alert ${request.params.id} (of this token's project)`);
      const updated = await ctx.store.alerts.setStatus(alert.id, request.body.status);
      return alertJson(updated as AlertView);
    },
  );
}
