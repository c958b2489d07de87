// Upload tokens of a project: stored as hashes, revoked rather than deleted.
import type { Database } from './database.js';
import { toBuffer } from './rows.js';
import type { TokenRecord } from './types.js';

export class TokenRepository {
  constructor(private readonly db: Database) {}

  async add(projectId: number, hash: Buffer, label: string | null): Promise<number> {
    const row = await this.db.transaction((tx) =>
      tx.one<{ id: number }>(
        'INSERT INTO tokens (project_id, hash, label, created_at) VALUES ($1, $2, $3, $4) RETURNING id',
        [projectId, hash, label, Date.now()],
      ),
    );
    return Number(row?.id);
  }

  async find(id: number): Promise<TokenRecord | undefined> {
    const row = await this.db.one<TokenRecord & { revokedAt: number | null }>(
      'SELECT id, project_id AS "projectId", hash, revoked_at AS "revokedAt" FROM tokens WHERE id = $1',
      [id],
    );
    if (!row) return undefined;
    return {
      id: Number(row.id),
      projectId: Number(row.projectId),
      hash: toBuffer(row.hash),
      revoked: row.revokedAt !== null,
    };
  }

  async revoke(id: number): Promise<boolean> {
    return (
      (await this.db.run('UPDATE tokens SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
        id,
        Date.now(),
      ])) > 0
    );
  }

  async list(
    projectId: number,
  ): Promise<{ id: number; label: string | null; createdAt: number; revoked: boolean }[]> {
    const rows = await this.db.all<{
      id: number;
      label: string | null;
      createdAt: number;
      revokedAt: number | null;
    }>(
      'SELECT id, label, created_at AS "createdAt", revoked_at AS "revokedAt" FROM tokens WHERE project_id = $1 ORDER BY id',
      [projectId],
    );
    return rows.map((r) => ({
      id: Number(r.id),
      label: r.label,
      createdAt: Number(r.createdAt),
      revoked: r.revokedAt !== null,
    }));
  }
}
