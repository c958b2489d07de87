// Projects: found by name, created on first use (private or public), listed for the dashboard.
import type { Database } from './database.js';
import { numbers } from './rows.js';
import type { Project, ProjectView } from './types.js';

export class ProjectRepository {
  constructor(private readonly db: Database) {}

  async find(name: string): Promise<Project | undefined> {
    const row = await this.db.one<Project>(
      'SELECT id, name, private, created_at AS "createdAt" FROM projects WHERE name = $1',
      [name],
    );
    return row && { ...numbers(row, 'id', 'createdAt'), private: Boolean(row.private) };
  }

  async ensure(name: string, isPrivate?: boolean): Promise<Project> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO projects (name, private, created_at) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING',
        [name, isPrivate ? 1 : 0, Date.now()],
      );
      if (isPrivate !== undefined) {
        await tx.run('UPDATE projects SET private = $2 WHERE name = $1', [name, isPrivate ? 1 : 0]);
      }
    });
    return (await this.find(name)) as Project;
  }

  /**
   * Binds a project to a GitHub repository (`owner/name`) and, when given, the App installation its webhooks
   * come from: only those write into it (github-app.ts).
   */
  async bindRepository(name: string, repository: string, installation: number | null): Promise<void> {
    await this.db.run('UPDATE projects SET repository = $2, installation_id = $3 WHERE name = $1', [
      name,
      repository.toLowerCase(),
      installation,
    ]);
  }

  /** The project bound to `owner/name`, with the installation it is bound to (null: any). */
  async findByRepository(
    repository: string,
  ): Promise<(Project & { installation: number | null }) | undefined> {
    const row = await this.db.one<Project & { installation: number | null }>(
      `SELECT id, name, private, created_at AS "createdAt", installation_id AS "installation" FROM projects
       WHERE repository = $1`,
      [repository.toLowerCase()],
    );
    return (
      row && {
        ...numbers(row, 'id', 'createdAt'),
        private: Boolean(row.private),
        installation: row.installation === null ? null : Number(row.installation),
      }
    );
  }

  async listPublic(): Promise<ProjectView[]> {
    const rows = await this.db.all<ProjectView>(
      `SELECT p.name, p.created_at AS "createdAt", COUNT(rs.id) AS "runCount", MAX(r.time) AS "latestAt"
       FROM projects p LEFT JOIN runs r ON r.project_id = p.id LEFT JOIN result_sets rs ON rs.run_id = r.id
       WHERE p.private = 0 GROUP BY p.id, p.name, p.created_at ORDER BY p.name`,
    );
    return rows.map((r) => numbers(r, 'createdAt', 'runCount', 'latestAt'));
  }
}
