/**
 * Where a test reports what it measured (fault timings, fuzz seeds): the project's logger, one JSON
 * line on standard output, so the figures reach the CI log next to the test that made them.
 */
import { createLogger } from '../src/server/logger';

export const testReport = createLogger('info');
