import { CombinationConfigSchema, type CombinationConfig, type ParseIssue } from '@atelier/schema';
import { creationChangeViolations, formatMessage } from '../domain';
import { ApiError } from '../http/errors';

/**
 * 002 §6, 001 §6 on the server: a creation's save may not make a change its prebuild
 * forbids the creator (colorways and variations added, removed or edited against their
 * roles, locked or limited decals, decals over free_decal, materials the part does not
 * allow). The editor hides these; a crafted request is refused here with 403
 * `forbidden_change`, one issue per violation, and nothing is written.
 */
export function refuseForbiddenDesignChanges(
  prebuild: CombinationConfig,
  before: CombinationConfig,
  after: CombinationConfig,
): void {
  // Stored designs are read as the schema fills them (older rows may leave lists out).
  const read = (config: unknown) => CombinationConfigSchema.safeParse(config);
  const source = read(prebuild);
  if (!source.success) return;
  const stored = read(before);
  const violations = creationChangeViolations({
    prebuild: source.data,
    before: stored.success ? stored.data : source.data,
    after,
  });
  if (violations.length === 0) return;
  const issues: ParseIssue[] = violations.map((violation) => ({
    path: `combination_config.${violation.path}`,
    message: formatMessage(violation.message),
  }));
  throw new ApiError(403, 'forbidden_change', issues[0]?.message ?? 'This change is not allowed.', issues);
}
