import { join } from 'node:path';
import { checkContent } from './check-content';

const root = join(process.cwd(), 'content');
const problems = checkContent(root);
if (problems.length === 0) {
  console.info('content:check: every story and link in content/ is valid.');
} else {
  for (const { where, path, message } of problems) console.error(`${where} › ${path}: ${message}`);
  console.error(`content:check: ${problems.length} problem(s).`);
  process.exitCode = 1;
}
