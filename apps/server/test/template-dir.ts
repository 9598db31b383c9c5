import os from 'node:os';
import path from 'node:path';

/**
 * The pristine embedded cluster the test servers of every worker copy for each new database
 * (src/tenancy/embedded-cluster.ts); made by the first one that needs it.
 */
export const TEST_TEMPLATE_DIR = path.join(os.tmpdir(), `pano-test-embedded-template-${os.userInfo().uid}`);
