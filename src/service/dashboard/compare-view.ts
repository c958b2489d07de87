// The dashboard's comparison view of two stored runs: their files read through the API (with the caller's
// credentials), compared by the CLI's own pipeline with the CLI's defaults (as the service's compare route
// does, so the numbers are the same), and drawn as the HTML report with every chart, per-block ones included.
import type { FastifyInstance } from 'fastify';
import { UserError } from '../../core/errors.js';
import { renderReportHtml } from '../../report/html/page.js';
import { compareStoredBodies, historyBefore, runLabel as label } from '../compare-stored.js';

interface RunJson {
  name: string;
  commit: string;
  branch: string;
  format: string;
}

export interface ComparisonPage {
  status: number;
  type: string;
  body: string | Buffer;
}

export async function comparisonPage(
  app: FastifyInstance,
  params: { project: string; id: string; baselineId: string },
  authorization: string | undefined,
): Promise<ComparisonPage> {
  const { project, id, baselineId } = params;
  const base = `/api/v1/projects/${encodeURIComponent(project)}/runs`;
  const get = (url: string) =>
    app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
  const answers = await Promise.all([
    get(`${base}/${baselineId}`),
    get(`${base}/${id}`),
    get(`${base}/${baselineId}/file`),
    get(`${base}/${id}/file`),
  ]);
  const failed = answers.find((r) => r.statusCode !== 200);
  if (failed)
    return { status: failed.statusCode, type: 'application/json; charset=utf-8', body: failed.body };
  const [baseline, candidate] = answers.slice(0, 2).map((r) => r.json<RunJson>());
  const bodies = [
    { name: baseline.name, data: answers[2].rawPayload, format: baseline.format },
    { name: candidate.name, data: answers[3].rawPayload, format: candidate.format },
  ];
  // Judged against the service's history, as the compare route judges (read once the API let the caller in).
  const store = app.benchdelta.store;
  const projectId = (await store.projects.find(project))?.id ?? 0;
  const [b, c] = await Promise.all([
    store.runs.get(projectId, Number(baselineId)),
    store.runs.get(projectId, Number(id)),
  ]);
  const history = b && c ? await historyBefore(store, b, c) : undefined;
  try {
    const report = await compareStoredBodies(bodies, [label(baseline), label(candidate)], (r) => r, history);
    const html = renderReportHtml(report, {
      title: `${project}: ${label(candidate)} vs ${label(baseline)}`,
      back: {
        href: `/dashboard/#/p/${encodeURIComponent(project)}/b/${encodeURIComponent(candidate.branch)}`,
        text: `← ${project} / ${candidate.branch}`,
      },
    });
    return { status: 200, type: 'text/html; charset=utf-8', body: html };
  } catch (e) {
    if (!(e instanceof UserError)) throw e;
    return {
      status: 400,
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ error: 'Bad Request', message: e.message }),
    };
  }
}
